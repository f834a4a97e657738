import Foundation

extension PreviewInvocation {
  /// Help or usage text, written with the tool's name `compose-preview`, under the name this
  /// invocation's executable has (``commandName``).
  ///
  /// - Parameter text: Help, a usage line or a usage error.
  /// - Returns: The text naming ``commandName``.
  func naming(_ text: String) -> String {
    guard commandName != PreviewCommand.name else { return text }
    return text.replacingOccurrences(of: PreviewCommand.name, with: commandName)
  }
}
