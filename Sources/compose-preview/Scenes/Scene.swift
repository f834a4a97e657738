import ComposeRender

/// A built-in example: a name, a one-line summary and the code that runs it.
struct Scene: Sendable {
  var name: String
  var summary: String
  var run: @Sendable () -> EventLog

  static let all: [Scene] = [
    Scene(
      name: "containment",
      summary: "A screen embeds two children, hides, shows, swaps one with an animation.",
      run: ContainmentScene.run)
  ]
}
