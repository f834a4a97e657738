import Compose
import ComposeTestFixtures
import Testing

/// Contract §7, first bullet: misuse is rejected with the tree unchanged and a diagnostic naming
/// the component's path; nothing traps.
@Suite struct MisuseTests {
  /// root ─ a ─ a1, root ─ b (both placed and appeared), root ─ d (added, view not placed),
  /// c outside the window.
  final class Fixture {
    let h = Harness()
    let a = Probe("a")
    let a1 = Probe("a1")
    let b = Probe("b")
    let c = Probe("c")
    let d = Probe("d")

    init() {
      h.audit.allowFindings()  // deliberate: the auditor reports it
      h.root.embed(a)
      a.embed(a1)
      h.root.embed(b)
      h.root.addChild(d)
      c.loadViewIfNeeded()
      h.recorder.reset()
    }

    var fingerprint: TreeFingerprint { TreeFingerprint(h.root, c) }
    var lastDiagnostic: Diagnostic? { h.recorder.diagnostics.last }
  }

  nonisolated struct Case: Sendable, CustomTestStringConvertible {
    var code: Diagnostic.Code
    var path: String
    /// Whether the window's observers can hear of it (not for a component outside the window).
    var observed = true
    var act: @MainActor @Sendable (Fixture) -> Diagnostic?
    var testDescription: String { code.rawValue }
  }

  nonisolated static let root = #"Probe("root")"#
  nonisolated static let a = #"Probe("root")/Probe("a")"#

  nonisolated static let cases: [Case] = [
    Case(code: .addChildToItself, path: a) { $0.a.addChild($0.a) },
    Case(code: .addAncestorAsChild, path: a + #"/Probe("a1")"#) { $0.a1.addChild($0.a) },
    Case(code: .alreadyChild, path: root) { $0.h.root.addChild($0.a) },
    Case(code: .addWindowRootAsChild, path: #"Probe("c")"#) { $0.c.addChild($0.h.root) },
    Case(code: .removeWithoutParent, path: #"Probe("c")"#, observed: false) {
      $0.c.removeFromParent()
    },
    Case(code: .removeWithoutParent, path: #"Probe("c")"#, observed: false) { $0.c.unembed() },
    Case(code: .embedOutsideOwnView, path: root) { $0.h.root.embed($0.c, in: $0.a.view) },
    Case(code: .embedOutsideOwnView, path: root) { $0.h.root.embed($0.c, in: View()) },
    Case(code: .didMoveToWrongParent, path: a + #"/Probe("a1")"#) { f in
      f.a1.didMove(toParent: f.b)
      return f.lastDiagnostic
    },
    Case(code: .transitionBetweenNonChildren, path: root) {
      $0.h.root.transition(from: $0.a, to: $0.a1, duration: .zero).diagnostic
    },
    Case(code: .transitionBetweenNonChildren, path: root) {
      $0.h.root.transition(from: $0.c, to: $0.b, duration: .zero).diagnostic
    },
    Case(code: .transitionToSameComponent, path: root) {
      $0.h.root.transition(from: $0.a, to: $0.a, duration: .zero).diagnostic
    },
    Case(code: .transitionViewsNotPlaced, path: root) {
      $0.h.root.transition(from: $0.d, to: $0.a, duration: .zero).diagnostic
    },
    Case(code: .transitionViewsNotPlaced, path: root) {
      $0.h.root.transition(from: $0.a, to: $0.b, duration: .zero).diagnostic
    },
    Case(code: .appearanceDrivenAutomatically, path: a) {
      $0.a.beginAppearanceTransition(false, animated: false)
    },
    Case(code: .viewReplacedWhilePlaced, path: #"Probe("root")/Probe("d")"#) { f in
      let placed = View(traceName: "placed")
      f.h.root.view.addSubview(placed)
      f.h.recorder.reset()
      f.d.view = placed
      placed.removeFromSuperview()
      return f.lastDiagnostic
    },
    Case(code: .endWithoutBegin, path: a) { $0.a.endAppearanceTransition() },
    Case(code: .addSubviewCycle, path: a + "/view of " + #"Probe("a")"#) {
      $0.a.view.addSubview($0.h.root.view)
    },
    Case(code: .addSubviewCycle, path: a + "/view of " + #"Probe("a")"#) {
      $0.a.view.insertSubview($0.a.view, at: 0)
    },
    Case(code: .subviewIndexOutOfRange, path: root + "/view of " + #"Probe("root")"#) {
      $0.h.root.view.insertSubview(View(), at: 5)
    },
    Case(code: .subviewIndexOutOfRange, path: root + "/view of " + #"Probe("root")"#) {
      $0.h.root.view.insertSubview(View(), at: -1)
    },
    Case(code: .viewOwnedByAnotherComponent, path: #"Probe("root")/Probe("d")"#) { f in
      f.d.view = f.a.view
      return f.lastDiagnostic
    },
    Case(code: .viewReplacedWhilePlaced, path: #"Probe("root")/Probe("b")"#) { f in
      f.b.view = View(traceName: "replacement")
      return f.lastDiagnostic
    },
    Case(code: .addSubviewCycle, path: a) { $0.a.embed($0.h.root, in: $0.a.view) },
    Case(code: .rootComponentInUse, path: a) { $0.h.window.setRootComponent($0.a) },
    Case(code: .negativeClockAdvance, path: #"Window("test")"#) {
      $0.h.window.advance(by: .seconds(-1))
    },
  ]

  @Test(arguments: cases)
  func misuseIsRejectedWithTheTreeUnchangedAndADiagnosticNamingThePath(_ misuse: Case) {
    let fixture = Fixture()
    let before = fixture.fingerprint
    let subviewsBefore = fixture.h.root.view.subviews.map(ObjectIdentifier.init)
    let diagnostic = misuse.act(fixture)
    #expect(diagnostic?.code == misuse.code)
    #expect(diagnostic?.path == misuse.path)
    #expect(diagnostic?.message.isEmpty == false)
    if misuse.observed {
      #expect(fixture.h.recorder.diagnostics == [diagnostic].compactMap { $0 }, "observers too")
    } else {
      #expect(fixture.h.recorder.diagnostics.isEmpty)
    }
    #expect(fixture.fingerprint == before, "the tree is unchanged")
    #expect(fixture.h.root.view.subviews.map(ObjectIdentifier.init) == subviewsBefore)
    let appearance = fixture.h.recorder.traces.filter { $0.contains("Appear") }
    #expect(appearance.isEmpty, "no appearance callback ran")
  }

  @Test func theCatalogueCoversAtLeastFifteenDistinctMisuses() {
    #expect(Set(Self.cases.map(\.code)).count >= 15)
  }

  @Test func aDiagnosticOutsideAnyWindowIsStillReturned() {
    let lonely = Component(traceName: "lonely")
    let diagnostic = lonely.addChild(lonely)
    #expect(
      diagnostic?.description
        == #"addChildToItself at Component("lonely"): a component cannot be its own child"#)
  }

  @Test func deepPathsAreAbbreviatedAroundAnEllipsis() {
    var components = [Component(traceName: "c0")]
    for index in 1..<20 {
      let next = Component(traceName: "c\(index)")
      components.last!.addChild(next)
      components.append(next)
    }
    let path = components.last!.treePath
    #expect(path.hasPrefix(#"Component("c0")/Component("c1")/Component("c2")/…(9 more)"#))
    #expect(path.hasSuffix(#"/Component("c19")"#))
  }

  // the direct-call check is per component and keyed on "a hook of mine is being
  // dispatched": a hook that calls another of its own appearance hooks directly (the classic
  // `viewWillAppear` calling `viewDidAppear`) is not reported. Contract §3: calling the
  // callbacks directly is a misuse that is reported.
  @Test func aHookCallingAnotherOfItsOwnHooksDirectlyIsReported() {
    let h = Harness()
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let child = Probe("child")
    child.onWillAppear = { $0.viewDidAppear(false) }
    h.root.embed(child)
    #expect(h.recorder.diagnostics.map(\.code) == [.directAppearanceCall])
  }
}
