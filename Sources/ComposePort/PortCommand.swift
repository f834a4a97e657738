import Foundation

/// The port step over folders: what `compose-port SOURCE OUTPUT` and the build-tool plugin run.
public enum PortCommand {
  /// An error reading or writing the folders.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
  }

  /// The `.swift` files under `source`, as paths relative to it, sorted; hidden folders and
  /// build folders (`.build`, `DerivedData`, `Pods`) are skipped.
  public static func swiftFiles(in source: String) throws -> [String] {
    try files(in: source, extensions: ["swift"])
  }

  /// The storyboards and xibs under `source`, as paths relative to it, sorted, skipping what
  /// ``swiftFiles(in:)`` skips.
  public static func archiveFiles(in source: String) throws -> [String] {
    try files(in: source, extensions: ["storyboard", "xib"])
  }

  static func files(in source: String, extensions: Set<String>) throws -> [String] {
    let root = URL(fileURLWithPath: source).standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw Failure(description: "\(source) is not a folder") }
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { throw Failure(description: "cannot read \(source)") }
    var result: [String] = []
    let skipped: Set<String> = ["DerivedData", "Pods", "Carthage", "build"]
    for case let url as URL in enumerator {
      if skipped.contains(url.lastPathComponent) {
        enumerator.skipDescendants()
        continue
      }
      guard extensions.contains(url.pathExtension) else { continue }
      let path = url.standardizedFileURL.path
      result.append(String(path.dropFirst(root.path.count + 1)))
    }
    return result.sorted()
  }

  /// Ports the folder `source` into `output`; returns the diagnostics.
  @discardableResult
  ///
  /// - Parameters:
  ///   - source: The app folder.
  ///   - output: Where the rewritten files and the generated tables go.
  ///   - dependencies: The modules whose archives the module's code may load too (written in
  ///     its `ComposePortedArchives`).
  public static func run(source: String, output: String, dependencies: [String] = []) throws
    -> [PortDiagnostic]
  {
    let root = URL(fileURLWithPath: source).standardizedFileURL
    let archives = try archiveFiles(in: source).map { relative -> OriginalFile in
      let url = root.appendingPathComponent(relative)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw Failure(description: "cannot read \(url.path)")
      }
      return OriginalFile(
        path: url.path, relativePath: relative, text: String(decoding: data, as: UTF8.self))
    }
    let originals = try swiftFiles(in: source).map { relative -> OriginalFile in
      let url = root.appendingPathComponent(relative)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw Failure(description: "cannot read \(url.path)")
      }
      return OriginalFile(
        path: url.path, relativePath: relative, text: String(decoding: data, as: UTF8.self))
    }
    let result = Port.port(originals, archives: archives, dependencies: dependencies)
    let out = URL(fileURLWithPath: output)
    for file in result.files {
      try write(file.text, to: out.appendingPathComponent(outputPath(file.relativePath)))
    }
    try write(
      result.selectorTable, to: out.appendingPathComponent(PortResult.selectorTableFileName))
    try write(
      result.archiveTable, to: out.appendingPathComponent(PortResult.archiveTableFileName))
    return result.diagnostics
  }

  /// Where a file's rewritten copy goes under the output folder: its relative path with
  /// `.ported.swift` for `.swift`. The copy's own name differs from the original's, so that the
  /// compiler does not see two paths for one `#fileID` (the copy's and the one its
  /// `#sourceLocation` names).
  public static func outputPath(_ relativePath: String) -> String {
    String(relativePath.dropLast(".swift".count)) + ".ported.swift"
  }

  /// Writes only when the text changed, so that an unchanged file does not recompile.
  static func write(_ text: String, to url: URL) throws {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: url.path) == data { return }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }
}
