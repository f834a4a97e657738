// `compose-port SOURCE OUTPUT`: rewrites the Swift files of the folder SOURCE for Swift on Linux
// into OUTPUT (same relative paths), and writes OUTPUT/ComposePortedSelectors.swift. Prints the
// port's diagnostics in the compiler's format; exits 1 when one is an error (a module absent on
// Linux), 64 on a usage error.
import ComposePort
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let source = arguments.first, let output = arguments.last else {
  FileHandle.standardError.write(Data("usage: compose-port SOURCE OUTPUT\n".utf8))
  exit(64)
}
do {
  let diagnostics = try PortCommand.run(source: source, output: output)
  for diagnostic in diagnostics {
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
  }
  exit(diagnostics.contains { $0.severity == .error } ? 1 : 0)
} catch {
  FileHandle.standardError.write(Data("compose-port: \(error)\n".utf8))
  exit(1)
}
