import ComposePreviewKit

extension Scene {
  /// The built-in scenes of `compose-preview`, in the order `compose-preview list` shows them:
  /// the seed apps of `ComposeExamples` and the bare containment order.
  public static let all: [Scene] = [
    filmstrip, flow, states, arraySource, deviceName, containment,
  ]

  /// The built-in scene named `name`, if any (``all``; your own scenes are not searched).
  ///
  /// - Parameter name: A scene name.
  /// - Returns: The scene, or `nil`.
  public static func named(_ name: String) -> Scene? {
    all.first { $0.name == name }
  }
}
