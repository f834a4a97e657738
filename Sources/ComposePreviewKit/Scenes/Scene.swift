/// A built-in scene: a name, a one-line summary and the scenario it runs.
///
/// To add one, write its ``Scenario`` in Swift (as ``containment`` does) with the component kinds
/// and steps scenario files use, and append it to ``all``; give it a golden file in
/// `Tests/ComposeTests/Golden/<name>.txt` (recorded with `COMPOSE_RECORD_GOLDEN=1 swift test
/// --filter GoldenTests`).
public struct Scene: Hashable, Sendable {
  /// The name `compose-preview run` takes.
  public var name: String
  /// What the scene shows, in one line.
  public var summary: String
  /// What it runs.
  public var scenario: Scenario

  /// Creates a scene.
  public init(name: String, summary: String, scenario: Scenario) {
    self.name = name
    self.summary = summary
    self.scenario = scenario
  }

  /// The built-in scenes, in the order `compose-preview list` shows them.
  public static let all: [Scene] = [containment]

  /// The built-in scene named `name`, if any.
  ///
  /// - Parameter name: A scene name.
  /// - Returns: The scene, or `nil`.
  public static func named(_ name: String) -> Scene? {
    all.first { $0.name == name }
  }
}
