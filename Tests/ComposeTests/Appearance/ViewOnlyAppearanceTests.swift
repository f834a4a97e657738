import Compose
import Testing

/// Contract §3: a component whose view enters a visible hierarchy without `addChild` (user code
/// holding the component, the half-right pattern) gets its appearance callbacks from its view,
/// as in UIKit; the auditor reports the missing containment.
@Suite struct ViewOnlyAppearanceTests {
  func visibleRoot() -> (Window, Component, LifecycleRecorder) {
    let window = Window()
    let root = Component(traceName: "root")
    window.rootComponent = root
    let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
    window.addObserver(recorder)
    window.makeKeyAndVisible()
    recorder.reset()
    return (window, root, recorder)
  }

  @Test func aViewAddedToAVisibleHierarchyWithoutAddChildAppearsFromItsView() {
    let (window, root, recorder) = visibleRoot()
    let orphan = Component(traceName: "orphan")
    root.view.addSubview(orphan.view)
    #expect(orphan.parent == nil)
    #expect(orphan.appearanceState == .appeared)
    #expect(
      recorder.traces.filter { $0.hasPrefix("orphan.view") && !$0.contains("Load") } == [
        "orphan.viewWillAppear(false)", "orphan.viewIsAppearing(false)",
        "orphan.viewDidAppear(false)",
      ])
    withExtendedLifetime(window) {}
  }

  @Test func itsViewLeavingMakesItDisappear() {
    let (window, root, recorder) = visibleRoot()
    let orphan = Component(traceName: "orphan")
    root.view.addSubview(orphan.view)
    recorder.reset()
    orphan.view.removeFromSuperview()
    #expect(orphan.appearanceState == .disappeared)
    #expect(recorder.traces == ["orphan.viewWillDisappear(false)", "orphan.viewDidDisappear(false)"])
    withExtendedLifetime(window) {}
  }

  @Test func aViewAddedToAHiddenWindowAppearsNothing() {
    let window = Window()
    let root = Component(traceName: "root")
    window.rootComponent = root
    let orphan = Component(traceName: "orphan")
    root.view.addSubview(orphan.view)
    #expect(orphan.appearanceState == .disappeared)
  }

  @Test func theAuditorStillReportsTheMissingContainment() {
    let (window, root, _) = visibleRoot()
    let auditor = LifecycleAuditor(window: window)
    let orphan = Component(traceName: "orphan")
    root.view.addSubview(orphan.view)
    #expect(auditor.findings.contains { $0.kind == .orphanView })
    #expect(orphan.appearanceState == .appeared)
  }
}
