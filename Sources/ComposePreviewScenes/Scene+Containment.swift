import ComposePreviewKit

extension Scene {
  /// The bare containment order: embedding (one child embeds its own child when its view loads),
  /// hiding and showing the window, an animated `transition(from:to:)` on the clock, and
  /// un-embedding.
  public static let containment = Scene(
    name: "containment",
    summary: "A screen embeds two children, hides, shows, swaps one with an animation.",
    scenario: Scenario(
      summary: "A screen embeds two children, hides, shows, swaps one with an animation.",
      windowName: "main",
      components: [
        ComponentDeclaration(name: "screen", kind: .container),
        ComponentDeclaration(name: "header"),
        ComponentDeclaration(
          name: "feed", kind: .container, children: [ComponentDeclaration(name: "card")]),
        ComponentDeclaration(name: "detail"),
      ],
      steps: [
        StepDeclaration(.setRoot("screen")),
        StepDeclaration(.showWindow),
        StepDeclaration(.embed(child: "header", parent: "screen")),
        StepDeclaration(
          .embed(child: "feed", parent: "screen"), note: "feed embeds card in viewDidLoad"),
        StepDeclaration(.hideWindow),
        StepDeclaration(.showWindow),
        StepDeclaration(
          .transition(parent: "screen", from: "feed", to: "detail", duration: .milliseconds(300))),
        StepDeclaration(.advance(.milliseconds(300))),
        StepDeclaration(.unembed("header")),
      ]))
}
