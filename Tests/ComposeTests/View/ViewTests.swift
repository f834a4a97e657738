import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// Contract §2: views.
@Suite struct ViewTests {
  final class CustomView: View {}

  final class CustomLoad: Component {
    override func loadView() { view = CustomView(traceName: "custom") }
  }

  final class EmptyLoad: Component {
    override func loadView() {}
  }

  final class ReadsViewWhileLoading: Component {
    override func loadView() { _ = view.subviews }
  }

  @Test func viewLoadsLazilyOnFirstReadCallingLoadViewThenViewDidLoadOnce() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    h.expect(finding: .missingDidMove)  // deliberate: the child is only added
    _ = h.traces()
    let child = Probe("child")
    root.addChild(child)
    _ = h.traces()
    #expect(!child.isViewLoaded)
    #expect(child.viewIfLoaded == nil)
    let first = child.view
    let second = child.view
    #expect(first === second)
    #expect(child.isViewLoaded)
    #expect(h.traces(.all) == ["child.loadView", "child.viewDidLoad"])
    child.loadViewIfNeeded()
    #expect(h.traces(.all).isEmpty, "loadViewIfNeeded does nothing once loaded")
  }

  @Test func loadViewIfNeededLoadsAnUnloadedView() {
    let component = Component(traceName: "c")
    component.loadViewIfNeeded()
    #expect(component.isViewLoaded)
    #expect(component.view.owner === component)
  }

  @Test func loadViewCanAssignACustomView() {
    let component = CustomLoad()
    #expect(component.view is CustomView)
    #expect(component.view.traceName == "custom")
    #expect(component.view.owner === component)
  }

  @Test func loadViewThatAssignsNothingGetsAPlainView() {
    let component = EmptyLoad()
    #expect(type(of: component.view) == View.self)
  }

  @Test func readingTheViewInsideLoadViewIsReportedNotATrap() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    h.expect(diagnostic: .viewReadDuringLoadView)  // what the test provokes
    h.expect(finding: .missingDidMove)  // deliberate: the child is only added
    _ = h.traces()
    let child = ReadsViewWhileLoading(traceName: "reader")
    root.addChild(child)
    _ = child.view
    #expect(h.recorder.diagnostics.map(\.code) == [.viewReadDuringLoadView])
    #expect(child.isViewLoaded)
  }

  @Test func aViewOwnedByAnotherComponentIsNotTaken() {
    let a = Component(traceName: "a")
    let b = Component(traceName: "b")
    let viewOfA = a.view
    b.view = viewOfA
    #expect(a.view === viewOfA && viewOfA.owner === a)
    #expect(b.view !== viewOfA)
  }

  @Test func subviewsAreOrderedAndInsertSubviewPlacesAtTheIndex() {
    let parent = View(traceName: "parent")
    let a = View(traceName: "a")
    let b = View(traceName: "b")
    let c = View(traceName: "c")
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 1)
    #expect(parent.subviews.map(\.traceName) == ["a", "c", "b"])
    parent.insertSubview(b, at: 0)
    #expect(parent.subviews.map(\.traceName) == ["b", "a", "c"])
    parent.addSubview(b)
    #expect(parent.subviews.map(\.traceName) == ["a", "c", "b"], "addSubview moves to the front")
    #expect(a.superview === parent)
  }

  @Test func aViewIsInAtMostOneSuperviewAndAddingItElsewhereMovesIt() {
    let first = View(traceName: "first")
    let second = View(traceName: "second")
    let child = View(traceName: "child")
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 1 && child.superview === second)
  }

  @Test func removeFromSuperviewDetachesAndIsANoOpWithoutSuperview() {
    let parent = View()
    let child = View()
    parent.addSubview(child)
    child.removeFromSuperview()
    #expect(child.superview == nil && parent.subviews.isEmpty)
    child.removeFromSuperview()
    #expect(child.superview == nil)
  }

  @Test func superviewIsWeak() {
    let child = View(traceName: "child")
    do {
      let parent = View(traceName: "parent")
      parent.addSubview(child)
      #expect(child.superview != nil)
    }
    #expect(child.superview == nil)
  }

  @Test func windowIsNonNilExactlyWhenAttachedToOne() {
    let window = Window()
    let outer = View(traceName: "outer")
    let inner = View(traceName: "inner")
    outer.addSubview(inner)
    #expect(inner.window == nil)
    window.addSubview(outer)
    #expect(inner.window === window)
    outer.removeFromSuperview()
    #expect(inner.window == nil)
  }

  @Test func frameAndIsHiddenAreStoredAndIsHiddenDoesNotDriveAppearance() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    _ = h.traces()
    let child = Probe("child")
    root.embed(child)
    _ = h.traces()
    child.view.frame = Rect(x: 0, y: 44, width: 320, height: 88)
    child.view.isHidden = true
    #expect(child.view.frame.maxY == 132)
    #expect(child.view.frame.description == "(0, 44, 320x88)")
    #expect(child.view.isHidden)
    #expect(child.appearanceState == .appeared, "like UIKit, isHidden sends no callbacks")
    #expect(h.traces(.all).isEmpty)
  }

  @Test func rootComponentViewFillsTheWindow() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let root = Component(traceName: "root")
    window.rootComponent = root
    #expect(root.view.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(root.view.window === window)
    #expect(root.window === window)
  }
}
