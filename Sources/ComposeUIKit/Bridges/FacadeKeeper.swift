/// Keeps UIKit-named objects alive on behalf of the engine object that contains them.
///
/// A facade (``UIViewController``, ``UIView``) owns its engine object strongly (a view
/// controller its component and the component's ``ControllerLink``, a view its bridge), and the
/// link or bridge refers to its facade weakly, so the pair never forms a cycle. What the engine
/// holds strongly (a parent's children, a superview's subviews, a presentation) is an engine
/// object; its facade must live as long as the engine holds it. The engine object that holds it
/// (through the parent's or the presenter's link, or the superview's bridge) therefore keeps the
/// facade in its keeper, from the moment it takes the engine object until that leaves. A keeper
/// dies with its owner, so releasing a subtree releases every facade in it.
@preconcurrency @MainActor
final class FacadeKeeper {
  private var objects: [ObjectIdentifier: AnyObject] = [:]

  /// Keeps `object` alive until ``release(_:)``.
  func keep(_ object: AnyObject) {
    objects[ObjectIdentifier(object)] = object
  }

  /// Stops keeping `object` (which may then be deallocated).
  func release(_ object: AnyObject) {
    objects[ObjectIdentifier(object)] = nil
  }

  /// Whether `object` is kept.
  func keeps(_ object: AnyObject) -> Bool {
    objects[ObjectIdentifier(object)] != nil
  }
}
