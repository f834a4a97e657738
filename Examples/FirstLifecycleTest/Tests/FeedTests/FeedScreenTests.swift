import ComposeTesting
import Feed
import Testing

@Suite struct FeedScreenTests {
  @Test func aDisplayedRowHostsItsPhotoAndShowsIt() {
    let harness = LifecycleHarness(root: FeedScreen(photos: ["a", "b", "c", "d", "e"]))
    harness.expectTrace(
      [
        "a.willMove(toParent: feed)",
        "a.viewDidLoad",
        "a.didMove(toParent: feed)",
        "a.viewWillAppear(false)",
        "a.viewIsAppearing(false)",
        "a.viewDidAppear(false)",
      ], .callbacks.only("a"))
  }

  @Test func scrollingOneRowEndsTheFirstAndDisplaysTheFourth() {
    let screen = FeedScreen(photos: ["a", "b", "c", "d", "e"])
    let harness = LifecycleHarness(root: screen)
    _ = harness.traces()
    screen.list.scroll(to: 100)
    harness.expectGoldenTrace()
  }
}
