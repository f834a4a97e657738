/// A node of the view hierarchy: Compose's `UIView`, without drawing.
///
/// A view has a weak ``superview``, ordered ``subviews``, a ``frame`` and ``isHidden``. A view is
/// in at most one superview: adding it elsewhere moves it (contract §2). A view is attached to a
/// ``Window`` when its topmost ancestor is one (``window``).
///
/// Placing a component's view inside an appeared container's view is what makes the component
/// appear (contract §3); removing it makes it disappear. `isHidden` does not affect appearance
/// callbacks, as in UIKit.
@MainActor
open class View {
  /// The name shown for this view in diagnostics and renders (UIKit has none; named so that it
  /// never collides with a property an app's subclass declares).
  public var traceName: String?

  /// The view that contains this one. Weak: a view never keeps its superview alive.
  public internal(set) var superview: View? {
    get { superviewReference }
    set { superviewReference = newValue }
  }

  /// The contained views, back to front. Strong.
  public var subviews: [View] { subviewList }

  /// The position and size in the superview's coordinate space.
  public var frame: Rect

  /// Whether the view is hidden. For a ``Window``, this is what `makeKeyAndVisible()` and
  /// `hide()` change, and it drives the root component's appearance.
  public var isHidden: Bool = false {
    didSet { if isHidden != oldValue { hiddenDidChange() } }
  }

  /// The component whose ``Component/view`` this is, if any. Weak.
  package internal(set) var owner: Component? {
    get { ownerReference }
    set { ownerReference = newValue }
  }

  // Public stored properties keep a dynamic exclusivity check on every access, because code
  // outside the module may access them; internal storage behind a public accessor lets the
  // whole-module optimizer drop the checks. The hot properties are declared this way.
  /// Storage of ``superview``: weak, a subview never keeps its superview alive.
  weak var superviewReference: View?
  /// Storage of ``subviews``.
  var subviewList: [View] = []
  /// Storage of ``owner``: weak, the component owns the view.
  weak var ownerReference: Component?

  /// Set while this view's superview runs `willRemoveSubview` for it, so that a hook removing the
  /// same view again does not recurse.
  var isLeavingSuperview = false

  /// Creates a view.
  ///
  /// - Parameters:
  ///   - traceName: The name shown in diagnostics and renders.
  ///   - frame: The initial frame.
  public init(traceName: String? = nil, frame: Rect = .zero) {
    self.traceName = traceName
    self.frame = frame
  }

  deinit {
    // Nonisolated, as `UIView`'s is, so a subclass may write a plain `deinit`; the subviews are
    // released on the main actor (``SubtreeRelease``).
    let subviews = subviewList
    subviewList = []
    if !subviews.isEmpty { _ = SubtreeRelease(views: consume subviews) }
  }

  /// Called after `subview` was added to this view, before the appearance callbacks the placement
  /// causes. The base implementation does nothing; calling `super` is not required.
  ///
  /// The three view hooks run in the middle of a hierarchy change. They may change the hierarchy
  /// (Compose re-reads it afterwards and never traps; removing the very view that is leaving, from
  /// `willRemoveSubview`, is ignored), but the result of such reentrant changes is whatever the
  /// last change says.
  ///
  /// - Parameter subview: The view that was added.
  open func didAddSubview(_ subview: View) {}

  /// Called before `subview` leaves this view (before its disappearance callbacks). The base
  /// implementation does nothing; calling `super` is not required.
  ///
  /// - Parameter subview: The view about to be removed.
  open func willRemoveSubview(_ subview: View) {}

  /// Called after this view's ``superview`` changed, before the appearance callbacks the change
  /// causes. The base implementation does nothing; calling `super` is not required.
  open func didMoveToSuperview() {}

  /// Overridden by ``Window`` to drive the root component's appearance.
  func hiddenDidChange() {}
}
