import Compose
import ComposeTestFixtures
import Testing

/// A component's `parent` and a view's `owningComponent` do not own their targets (UIKit's
/// `parent` is weak), and read `nil` once the target is released: the engine keeps them as
/// unowned references that the target clears before it goes. Each test releases the
/// target by one path that must clear them, then reads them (a reference left behind would trap).
@MainActor
@Suite struct ReleasedParentTests {
  /// A child that user code keeps has no parent once its parent is released.
  @Test func aChildKeptByUserCodeHasNoParentOnceItsParentIsReleased() {
    var parent: Component? = Component(traceName: "parent")
    let child = Component(traceName: "child")
    parent!.addChild(child)
    #expect(child.parent === parent)
    weak let released = parent
    parent = nil
    #expect(released == nil, "the child does not keep its parent")
    #expect(child.parent == nil)
  }

  /// A grandchild kept by user code, whose parent nothing else keeps, has no parent once the
  /// top of the subtree is released: the released middle component cleared it.
  @Test func aGrandchildKeptByUserCodeHasNoParentOnceItsParentIsReleased() {
    var top: Component? = Component(traceName: "top")
    var middle: Component? = Component(traceName: "middle")
    let grandchild = Component(traceName: "grandchild")
    top!.addChild(middle!)
    middle!.addChild(grandchild)
    weak let releasedMiddle = middle
    middle = nil
    top = nil
    #expect(releasedMiddle == nil)
    #expect(grandchild.parent == nil)
    #expect(grandchild.children.isEmpty)
  }

  /// A child removed from its parent, or moved to another one, names its parent of now after
  /// its former parent is released.
  @Test func aChildRemovedOrMovedNamesItsParentOfNowAfterTheFormerOneIsReleased() {
    var former: Component? = Component(traceName: "former")
    let other = Component(traceName: "other")
    let removed = Component(traceName: "removed")
    let moved = Component(traceName: "moved")
    former!.addChild(removed)
    former!.addChild(moved)
    removed.removeFromParent()
    other.addChild(moved)
    former = nil
    #expect(removed.parent == nil)
    #expect(moved.parent === other)
    #expect(other.children.map(\.traceName) == ["moved"])
  }

  /// A child kept by user code whose parent is un-embedded from a window and released has no
  /// parent and its view is in no window: the released parent's view, which held it, went with
  /// the parent.
  @Test func aChildOfAnUnembeddedParentHasNoParentOrWindowOnceTheParentIsReleased() {
    let h = Harness()
    var parent: Component? = Component(traceName: "parent")
    let kept = Probe("kept")
    parent!.embed(kept)
    h.root.embed(parent!)
    #expect(kept.view.window === h.window)
    parent!.unembed()
    #expect(kept.appearanceState == .disappeared)
    parent = nil
    #expect(kept.parent == nil)
    #expect(kept.view.superview == nil)
    #expect(kept.view.window == nil)
    #expect(kept.appearanceState == .disappeared)
  }

  /// A view that outlives its component (user code keeps it, or it stays placed in another
  /// view) has no owner once the component is released.
  @Test func aViewKeptByUserCodeHasNoOwnerOnceItsComponentIsReleased() {
    var component: Component? = Component(traceName: "component")
    let view = component!.view
    #expect(view.owningComponent === component)
    let container = View(traceName: "container")
    container.addSubview(view)
    component = nil
    #expect(view.owningComponent == nil)
    #expect(container.enclosingComponent == nil)
    #expect(view.superview === container)
  }

  /// A view replaced as a component's view has no owner, before and after the component is
  /// released; the new view names the component until then.
  @Test func aReplacedViewHasNoOwnerAndTheNewOneLosesItsOwnerWithTheComponent() {
    var component: Component? = Component(traceName: "component")
    let old = component!.view
    let new = View(traceName: "new")
    component!.view = new
    #expect(old.owningComponent == nil)
    #expect(new.owningComponent === component)
    component = nil
    #expect(new.owningComponent == nil)
  }

  /// The views inside a released component's view reach no owner above them: the walk up from
  /// a subview (`enclosingComponent`) ends with `nil`, not at the released component.
  @Test func aSubviewOfAReleasedComponentsViewHasNoEnclosingComponent() {
    var component: Component? = Component(traceName: "component")
    let subview = View(traceName: "subview")
    component!.view.addSubview(subview)
    #expect(subview.enclosingComponent === component)
    component = nil
    #expect(subview.superview == nil, "the released component's view went with it")
    #expect(subview.enclosingComponent == nil)
  }
}
