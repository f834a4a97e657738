// `compose-port SOURCE OUTPUT [--dependency MODULE]...`: rewrites the Swift files of the folder
// SOURCE for Swift on Linux into OUTPUT (same relative paths), and writes
// OUTPUT/ComposePortedSelectors.swift and OUTPUT/ComposePortedArchives.swift (the folder's
// storyboards and xibs; each MODULE is listed as a dependency whose archives it may load). Prints the
// port's diagnostics in the compiler's format; exits 1 when one is an error (a module absent on
// Linux), 64 on a usage error.
import ComposePort
import Foundation

var positional: [String] = []
var dependencies: [String] = []
var rest = CommandLine.arguments.dropFirst()
while let argument = rest.popFirst() {
  if argument == "--dependency", let module = rest.popFirst() {
    dependencies.append(module)
  } else {
    positional.append(argument)
  }
}
guard positional.count == 2, let source = positional.first, let output = positional.last else {
  FileHandle.standardError.write(
    Data("usage: compose-port SOURCE OUTPUT [--dependency MODULE]...\n".utf8))
  exit(64)
}
do {
  let diagnostics = try PortCommand.run(
    source: source, output: output, dependencies: dependencies)
  for diagnostic in diagnostics {
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
  }
  exit(diagnostics.contains { $0.severity == .error } ? 1 : 0)
} catch {
  FileHandle.standardError.write(Data("compose-port: \(error)\n".utf8))
  exit(1)
}
