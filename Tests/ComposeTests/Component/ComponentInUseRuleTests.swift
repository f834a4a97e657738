import Compose
import ComposeTestFixtures
import Testing

/// Contract §1.1 and §5: a component has one parent, one window and one presenter. Every entry
/// point that takes a component (a push, a tab, a presentation, a window's root) refuses one in
/// use elsewhere by the same rule, naming the use, with nothing changed.
@Suite struct ComponentInUseRuleTests {
  /// The uses a component can be in.
  enum Use: CaseIterable, CustomTestStringConvertible {
    case childOfAnother, presented, windowRoot
    var testDescription: String { "\(self)" }
  }

  /// The entry points, each returning its diagnostic.
  enum Entry: CaseIterable, CustomTestStringConvertible {
    case push, present, rootOfAnotherWindow
    var testDescription: String { "\(self)" }
  }

  /// Puts `component` in `use` inside the harness's window.
  private func place(_ component: Probe, in use: Use, _ h: Harness) -> Window? {
    switch use {
    case .childOfAnother:
      h.root.embed(component)
    case .presented:
      h.root.present(component, animated: false, style: .fullScreen)
    case .windowRoot:
      let other = Window(traceName: "other")
      other.rootComponent = component
      return other
    }
    return nil
  }

  @Test(arguments: Use.allCases, Entry.allCases)
  func everyEntryPointRefusesAComponentInUseElsewhereByTheSameRule(_ use: Use, _ entry: Entry) {
    let h = Harness()
    let nav = NavigationContainer(root: Probe("home"), traceName: "nav")
    h.root.embed(nav)
    let busy = Probe("busy")
    let otherWindow = place(busy, in: use, h)
    let before = TreeFingerprint(h.root, busy)
    let diagnostic: Diagnostic?
    switch entry {
    case .push: diagnostic = nav.push(busy, animated: false).diagnostic
    case .present: diagnostic = nav.topComponent?.present(busy, animated: false).diagnostic
    case .rootOfAnotherWindow: diagnostic = Window(traceName: "third").setRootComponent(busy)
    }
    let expected: Diagnostic.Code =
      entry == .rootOfAnotherWindow ? .rootComponentInUse : .componentInUse
    // Reported in the window that holds the component, or the container: the harness's, but
    // for another window's root set as a third window's.
    if use != .windowRoot || entry != .rootOfAnotherWindow { h.expect(diagnostic: expected) }
    #expect(diagnostic?.code == expected)
    let named: String
    switch use {
    case .childOfAnother: named = "has another parent"
    case .presented: named = "is presented by"
    case .windowRoot: named = "is the root of window"
    }
    #expect(diagnostic?.message.contains(named) == true, "\(diagnostic?.message ?? "nil")")
    #expect(TreeFingerprint(h.root, busy) == before)
    withExtendedLifetime(otherWindow) {}
  }

  /// A tab container skips a tab in use elsewhere with the same rule and message.
  @Test(arguments: Use.allCases)
  func aTabInUseElsewhereIsSkippedByTheSameRule(_ use: Use) {
    let h = Harness()
    let recorder = LifecycleRecorder()
    h.window.addObserver(recorder)
    let busy = Probe("busy")
    let otherWindow = place(busy, in: use, h)
    otherWindow?.addObserver(recorder)
    let tabs = TabContainer(tabs: [busy, Probe("free")])
    #expect(tabs.tabs.map(\.traceName) == ["free"])
    #expect(recorder.diagnostics.map(\.code) == [.componentInUse])
    // Reported in the window that holds the tab: the harness's, unless another window's root.
    if use != .windowRoot { h.expect(diagnostic: .componentInUse) }
    withExtendedLifetime(otherWindow) {}
  }
}
