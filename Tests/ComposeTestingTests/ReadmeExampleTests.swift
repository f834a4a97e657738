import Compose
import ComposeTesting
import Testing

// The Tour article's "Writing lifecycle tests" example (Sources/Compose/Compose.docc/Tour.md),
// verbatim between the markers (.ci/run checks
// that the article shows exactly these lines).

// readme-example:begin
@Test func childAppearsWithItsParent() {
  let root = Component(traceName: "root")
  let harness = LifecycleHarness(root: root, visible: false)
  root.embed(Component(traceName: "child"))  // window hidden: containment, no appearance yet
  _ = harness.traces()
  harness.window.makeKeyAndVisible()
  harness.expectTrace([
    "root.viewWillAppear(false)", "root.viewIsAppearing(false)",
    "child.viewWillAppear(false)", "child.viewIsAppearing(false)",
    "root.viewDidAppear(false)", "child.viewDidAppear(false)",
  ])
}
// readme-example:end
