extension Scene {
  /// Why the command line cannot take `scenes` by name, or `nil` when it can: each name must be
  /// typeable as a target (not empty, no leading `-`, no `/` or `.json` ending, which are read as
  /// scenario files, no spaces or control characters) and belong to one scene only.
  ///
  /// - Parameter scenes: The scenes given to ``PreviewCommand/run(_:scenes:)``.
  /// - Returns: One sentence naming the first scene at fault, or `nil`.
  static func namingProblem(in scenes: [Scene]) -> String? {
    var seen: Set<String> = []
    for scene in scenes {
      let quoted = scene.name.messageQuoted
      if scene.name.isEmpty {
        return "a scene has an empty name (its summary: \(scene.summary.messageQuoted))"
      }
      if scene.name.hasPrefix("-") {
        return "the scene name \(quoted) starts with '-', which is read as an option"
      }
      if scene.name.contains("/") || scene.name.hasSuffix(".json") {
        return "the scene name \(quoted) contains '/' or ends in '.json', "
          + "which is read as a scenario file"
      }
      let unprintable = scene.name.unicodeScalars.contains {
        $0.properties.isWhitespace || $0.properties.generalCategory == .control
      }
      if unprintable {
        return "the scene name \(quoted) contains a space or a control character"
      }
      if !seen.insert(scene.name).inserted {
        return "two scenes are named \(quoted)"
      }
    }
    return nil
  }
}
