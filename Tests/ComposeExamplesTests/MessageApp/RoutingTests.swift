import Compose
import ComposeExamples
import ComposeTesting
import Testing

/// Deep links: typed routes parsed from URLs, dispatched to the flow that takes them, with a
/// trace; routes arriving before the flow starts wait for it.
@Suite struct RoutingTests {
  @Test func deepLinkParsingSplitsSchemeHostPathAndQuery() {
    let link = DeepLink("compose://other/a/b?modal=m&x")
    #expect(link?.scheme == "compose" && link?.host == "other" && link?.path == ["a", "b"])
    #expect(link?.query == ["modal": "m", "x": ""])
    #expect(DeepLink("no scheme") == nil && DeepLink("compose:///a") == nil)
    #expect(AppRoute(url: "compose://other/a?modal=m") == .other(levels: ["a"], modal: "m"))
    #expect(AppRoute(url: "compose://nowhere") == nil && AppRoute(url: "https://home") == nil)
  }

  @Test func aDeepLinkRebuildsAThreeLevelStackAndAModal() {
    let app = MessageApp(window: Window())
    let harness = LifecycleHarness(wrapping: app.window)
    defer { harness.finish() }
    app.launch()
    app.enter("push it")  // animated: the link's operations queue behind it
    let trace = app.open("compose://other/a/b/c?modal=m")
    app.window.runUntilIdle()
    #expect(trace.outcome == .handled && trace.failure == nil)
    #expect(
      trace.hops == [
        RouteTrace.Hop(flow: "app", action: "set the stack to root, a, b, c"),
        RouteTrace.Hop(flow: "app", action: "presented m in a modal flow"),
      ])
    let stack = app.flow.navigation.stack.map(\.traceName)
    #expect(stack == ["root", "other a", "other b", "other c"])
    let modal = app.flow.navigation.presentedComponent as? NavigationContainer
    #expect(modal?.topComponent?.traceName == "other m")
    #expect(modal?.topComponent?.appearanceState == .appeared)
    #expect(app.flow.navigation.appearanceState == .disappeared)
    #expect(app.flow.modalFlow != nil)
    // Opening the same link again replaces the modal.
    let again = app.open("compose://other/x?modal=n")
    #expect(again.hops.first == RouteTrace.Hop(flow: "app", action: "dismissed what was presented"))
    #expect(app.flow.childFlows.count == 1 && app.flow.modalFlow?.text == "n")
  }

  @Test func aRouteOnlyAChildFlowTakesIsDispatchedToIt() {
    let app = MessageApp(window: Window())
    let harness = LifecycleHarness(wrapping: app.window)
    defer { harness.finish() }
    app.launch()
    app.open("compose://other/a?modal=m")
    let trace = app.open("compose://modal-push/x")
    #expect(
      trace.hops == [
        RouteTrace.Hop(flow: "app", action: "declined"),
        RouteTrace.Hop(flow: "modal", action: "pushed x in the modal"),
      ])
    let modal = app.flow.navigation.presentedComponent as? NavigationContainer
    #expect(modal?.stack.map(\.traceName) == ["other m", "other x"])
  }

  @Test func anUnknownRouteStopsWithATraceSayingWhereAndWhy() {
    let app = MessageApp(window: Window())
    let harness = LifecycleHarness(wrapping: app.window)
    defer { harness.finish() }
    app.launch()
    let unknown = app.open("compose://nowhere/1")
    #expect(unknown.outcome == .failed)
    #expect(unknown.failure?.flow == "app")
    #expect(unknown.failure?.reason == "compose://nowhere/1 is not a known route")
    let unhandled = app.open("compose://modal-push/x")  // no modal open: nobody takes it
    #expect(
      unhandled.failure == RouteTrace.Failure(flow: "app", reason: "no flow handles modalPush(x)"))
    #expect(unhandled.hops == [RouteTrace.Hop(flow: "app", action: "declined")])
    #expect(
      unhandled.description
        == "route modalPush(x): failed\n  app: declined\n  stopped at app: no flow handles modalPush(x)"
    )
    #expect(app.flow.navigation.stack.map(\.traceName) == ["root"])
  }

  @Test func aRouteArrivingBeforeStartIsDeliveredWhenTheFlowStarts() {
    let app = MessageApp(window: Window())
    let harness = LifecycleHarness(wrapping: app.window)
    defer { harness.finish() }
    let trace = app.open("compose://other/a/b")
    #expect(trace.outcome == .queued)
    #expect(trace.hops == [RouteTrace.Hop(flow: "app", action: "queued until the flow starts")])
    #expect(app.flow.navigation.stack.isEmpty)
    app.launch()
    #expect(app.flow.navigation.stack.map(\.traceName) == ["root", "other a", "other b"])
    #expect(app.flow.routeTraces.map(\.outcome) == [.queued, .handled])
    #expect(app.flow.navigation.topComponent?.appearanceState == .appeared)
  }
}
