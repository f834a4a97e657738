import Compose
import ComposeTestFixtures
import Testing

/// A view's `superview` does not own it (UIKit's is weak), and reads `nil` once the superview is
/// released: the engine keeps it as an unowned reference that the superview clears before it
/// goes. Each test releases the superview by one path that must clear it, then reads
/// it (a reference left behind would trap).
@MainActor
@Suite struct ReleasedSuperviewTests {
  /// A subview that user code keeps has no superview once its superview is released.
  @Test func aSubviewKeptByUserCodeHasNoSuperviewOnceItsSuperviewIsReleased() {
    var superview: View? = View(traceName: "superview")
    let subview = View(traceName: "subview")
    superview!.addSubview(subview)
    #expect(subview.superview === superview)
    weak let released = superview
    superview = nil
    #expect(released == nil, "the subview does not keep its superview")
    #expect(subview.superview == nil)
    #expect(subview.window == nil)
  }

  /// A view two levels down, kept by user code, has no superview once the top is released: its
  /// released superview cleared it.
  @Test func aDeeperViewKeptByUserCodeHasNoSuperviewOnceItsSuperviewIsReleased() {
    var top: View? = View(traceName: "top")
    var middle: View? = View(traceName: "middle")
    let deep = View(traceName: "deep")
    top!.addSubview(middle!)
    middle!.addSubview(deep)
    middle = nil
    top = nil
    #expect(deep.superview == nil)
  }

  /// A view removed from its superview, or moved to another, names its superview of now after
  /// the former one is released.
  @Test func aViewRemovedOrMovedNamesItsSuperviewOfNowAfterTheFormerOneIsReleased() {
    var former: View? = View(traceName: "former")
    let other = View(traceName: "other")
    let removed = View(traceName: "removed")
    let moved = View(traceName: "moved")
    former!.addSubview(removed)
    former!.addSubview(moved)
    removed.removeFromSuperview()
    other.addSubview(moved)
    former = nil
    #expect(removed.superview == nil)
    #expect(moved.superview === other)
    #expect(other.subviews.map(\.traceName) == ["moved"])
  }

  /// The views of a released window have no superview and no window; a root component that
  /// user code keeps disappears and is in no window (contract §3).
  @Test func theViewsOfAReleasedWindowHaveNoSuperviewAndItsRootDisappears() {
    var window: Window? = Window(traceName: "window")
    let root = Probe("root")
    window!.rootComponent = root
    window!.makeKeyAndVisible()
    let plain = View(traceName: "plain")
    window!.addSubview(plain)
    let rootView = root.view
    #expect(rootView.window === window)
    #expect(root.appearanceState == .appeared)
    window = nil
    #expect(plain.superview == nil)
    #expect(rootView.superview == nil)
    #expect(rootView.window == nil)
    #expect(root.appearanceState == .disappeared)
  }
}
