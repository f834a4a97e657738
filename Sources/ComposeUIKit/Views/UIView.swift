import Compose
import Foundation

/// A rectangle of the view hierarchy, without drawing: UIKit's `UIView` over
/// Compose's `View`.
///
/// The hierarchy (``superview``, ``subviews``, ``addSubview(_:)``, ``removeFromSuperview()``),
/// the geometry (``frame``, ``bounds``) and layout (``layoutSubviews()``, ``setNeedsLayout()``,
/// ``layoutIfNeeded()``) behave as in UIKit and as contract §2 and §4 say; placing a view
/// controller's view in an appeared container's view makes it appear (contract §3). Properties
/// that only draw (``backgroundColor``, ``alpha``, ...) are stored and otherwise inert.
///
/// Ownership, as in UIKit: a view keeps its subviews alive and refers to its superview weakly.
/// Each `UIView` owns an engine view (``composeView``), which refers back to it weakly; the
/// engine view of the superview keeps the facades of its subviews alive while they are its
/// subviews, so a view added and forgotten by user code lives exactly as long as it stays in the
/// hierarchy.
@preconcurrency @MainActor
open class UIView: UIResponder, UITraitEnvironment {
  /// The engine view behind this view.
  let engineView: View

  /// The background colour. Inert: Compose does not draw.
  open var backgroundColor: UIColor?
  /// Whether the autoresizing mask becomes Auto Layout constraints. Inert: stored only (the
  /// constraints Compose solves apply whatever its value).
  open var translatesAutoresizingMaskIntoConstraints = true
  /// How the view resizes with its superview. Inert: stored only.
  open var autoresizingMask: AutoresizingMask = []
  /// The tint colour. Inert: stored only.
  open var tintColor: UIColor!
  /// How the view shows its content when its size changes (UIKit's `contentMode`). Stored
  /// only.
  open var contentMode: ContentMode = .scaleToFill
  /// The view's opacity. Inert: stored only.
  open var alpha: CGFloat = 1
  /// Whether the view draws opaquely (UIKit's `isOpaque`, `true` by default). Inert: stored only.
  open var isOpaque = true
  /// An integer that identifies the view in user code.
  open var tag = 0
  /// The view's affine transform (UIKit's `transform`, default ``CGAffineTransform/identity``).
  /// Stored only: nothing is drawn and the frame does not change.
  open var transform: CGAffineTransform = .identity
  /// The default spacing around the content (UIKit's default: 8 points each side): the insets
  /// of ``layoutMarginsGuide``.
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The active constraints whose first item is this view or one of its layout guides.
  var activeConstraints: [NSLayoutConstraint] = []
  /// The gesture recognizers attached to this view.
  var gestureRecognizerStorage: [UIGestureRecognizer] = []
  /// The layout guides added with `addLayoutGuide(_:)`.
  var ownedLayoutGuides: [UILayoutGuide] = []
  /// Set by `setNeedsUpdateConstraints()`, cleared when `updateConstraints()` runs.
  var constraintUpdateRequested = false
  /// Set on the superviews of a view whose constraints need an update, so that a layout pass
  /// finds it without walking the views that need none.
  var subviewNeedsConstraintUpdate = false
  /// Storage of ``layer``.
  private let layerStorage = CALayer()
  /// The layer behind the view (UIKit's `layer`). Inert: its properties are stored only.
  public var layer: CALayer { layerStorage }
  /// Whether subviews are clipped to the bounds: the layer's `masksToBounds`, as in UIKit.
  /// Inert: Compose draws nothing.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// Creates a view with `frame` (UIKit's `init(frame:)`).
  ///
  /// - Parameter frame: The frame in the superview's coordinates.
  public init(frame: CGRect) {
    engineView = Self.makeEngineView(frame: Rect(frame))
    super.init()
    linkEngineView()
  }

  /// Creates a view whose engine view is `engineView`, made by the caller: the content view a
  /// cell's `ListCell` was made with. A convenience initializer, so that ``UIView``'s designated
  /// initializers stay UIKit's two and a subclass that overrides both inherits the rest.
  convenience init(composeEngineView engineView: View) {
    // init?(coder:) returns nil only for a coder it cannot read; an EngineViewCoder it always can.
    self.init(coder: EngineViewCoder(engineView))!
  }

  /// Creates the engine view: a plain view; a window overrides it.
  class func makeEngineView(frame: Rect) -> View { View(frame: frame) }

  /// Attaches this view's ``ViewLink`` to its engine view (a window's engine window names its
  /// facade instead).
  private func linkEngineView() {
    if let window = engineView as? Window {
      window.representedObject = self
    } else {
      if engineView.traceName == nil { engineView.traceName = String(describing: type(of: self)) }
      engineView.attachHookReceiver(ViewLink(facade: self))
    }
  }

  /// Creates a view from an archive (UIKit's `init(coder:)`): a view with a zero frame, as
  /// `init(frame:)` makes it. A storyboard's or xib's object is made through this initializer;
  /// the archive's attributes (frame, colours, text) are set after it returns, and its subviews
  /// added, before `awakeFromNib()`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    engineView =
      (coder as? EngineViewCoder)?.engineView ?? Self.makeEngineView(frame: Rect(CGRect.zero))
    super.init()
    linkEngineView()
  }

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// The next responder (UIKit's `next`): the view controller whose root view this is, or
  /// else the superview, as UIKit documents.
  open override var next: UIResponder? {
    if let owner = engineView.owningComponent, owner.viewIfLoaded === engineView,
      let controller = UIViewController.facade(of: owner)
    {
      return controller
    }
    return superview
  }

  /// The link of this view's engine view (every view but a window has one).
  var viewLink: ViewLink? { ViewLink.of(engineView) }

  /// The keeper for this view's subviews.
  var subviewKeeper: FacadeKeeper? {
    if let viewLink { return viewLink.keeper }
    return (self as? UIWindow)?.windowKeeper
  }

  // MARK: Geometry

  /// The position and size in the superview's coordinates. A new value marks the view as needing
  /// layout.
  open var frame: CGRect {
    get { CGRect(engineView.frame) }
    set { engineView.frame = Rect(newValue) }
  }

  /// The view's own coordinate space: its origin is zero, its size the frame's. Setting it sets
  /// the frame's size.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// The centre of the frame, in the superview's coordinates (UIKit's `center`). Setting it moves
  /// the frame and keeps its size.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      let size = frame.size
      frame.origin = CGPoint(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2)
    }
  }

  /// The size that best fits `size` (UIKit's `sizeThatFits(_:)`). The base implementation returns
  /// the view's current size, as UIKit's does; a subclass overrides it. Compose measures no text
  /// or images, so its labels and image views answer the same.
  ///
  /// - Parameter size: The size to fit.
  /// - Returns: The best-fitting size.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size (UIKit's `sizeToFit()`),
  /// keeping its origin.
  open func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }

  /// Whether the view is hidden. It does not change appearance callbacks, as in UIKit (for a
  /// ``UIWindow`` it is what `makeKeyAndVisible()` changes).
  open var isHidden: Bool {
    get { engineView.isHidden }
    set { engineView.isHidden = newValue }
  }

  /// Storage of ``isUserInteractionEnabled``: UIKit's default is `false` for labels and image
  /// views, `true` for other views.
  private lazy var userInteractionStorage: Bool = !(self is UILabel || self is UIImageView)

  /// Whether the view takes touches (UIKit's `isUserInteractionEnabled`; `false` by default for
  /// ``UILabel`` and ``UIImageView``, as in UIKit). Stored only: Compose delivers no touches.
  open var isUserInteractionEnabled: Bool {
    get { userInteractionStorage }
    set { userInteractionStorage = newValue }
  }

  /// Whether `point`, in the view's coordinates, is inside the view (UIKit's
  /// `point(inside:with:)`): inside its bounds. Overridable; Compose asks it nothing itself.
  ///
  /// - Parameters:
  ///   - point: The point.
  ///   - event: The event, if any.
  /// - Returns: Whether ``bounds`` contains `point`.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The appearance this view forces on itself and its subviews (UIKit's
  /// `overrideUserInterfaceStyle`); `.unspecified` follows the environment. A change tells the
  /// views whose traits change with it (`traitCollectionDidChange(_:)`, parent before child).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet {
      guard overrideUserInterfaceStyle != oldValue else { return }
      // A window's override is part of its traits: the transition tells it and its tree.
      if let window = self as? UIWindow { return window.composeApplyEnvironment() }
      let inherited = inheritedComposeTraits
      var before = inherited
      if let style = oldValue.engineValue { before.style = style }
      var after = inherited
      if let style = overrideUserInterfaceStyle.engineValue { after.style = style }
      UIView.composeTellTraitChange(under: self, before: before, after: after)
    }
  }

  /// The trait change registrations (`registerForTraitChanges`), in the order made.
  var traitRegistrations: [TraitChangeRegistration] = []

  /// The view's traits (UIKit's `traitCollection`): those of the view controller whose view it
  /// is, else its superview's, else its window's (a view in no window has the modelled iPhone's
  /// in portrait), in the appearance of ``overrideUserInterfaceStyle`` when it gives one.
  open var traitCollection: UITraitCollection { UITraitCollection(composeTraits) }

  /// Called when the traits changed (UIKit's `traitCollectionDidChange(_:)`): after its view
  /// controller's, or when an override above it changed, only where the traits in effect
  /// changed. Overridable.
  ///
  /// - Parameter previousTraitCollection: The traits before.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Called by Interface Builder to draw a designable view on its canvas (UIKit's
  /// `prepareForInterfaceBuilder()`). Overridable; never called: there is no canvas.
  open func prepareForInterfaceBuilder() {}

  /// An identifier for UI tests (UIKit's `accessibilityIdentifier`). Stored only.
  open var accessibilityIdentifier: String?
  /// The accessibility label (UIKit's `accessibilityLabel`). Stored only.
  open var accessibilityLabel: String?
  /// The accessibility hint (UIKit's `accessibilityHint`). Stored only.
  open var accessibilityHint: String?
  /// The accessibility value (UIKit's `accessibilityValue`). Stored only.
  open var accessibilityValue: String?
  /// The accessibility traits (UIKit's `accessibilityTraits`). Stored only.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// Whether the view is an accessibility element (UIKit's `isAccessibilityElement`). Stored
  /// only.
  open var isAccessibilityElement = false

  /// The view's natural size (UIKit's `intrinsicContentSize`): no intrinsic size
  /// (`UIView.noIntrinsicMetric` both ways) unless a subclass overrides it. Compose's layout does
  /// not read it.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The value meaning "no intrinsic size" in ``intrinsicContentSize`` (UIKit's
  /// `noIntrinsicMetric`).
  public static let noIntrinsicMetric: CGFloat = -1

  /// Says that ``intrinsicContentSize`` changed (UIKit's `invalidateIntrinsicContentSize()`);
  /// Compose's layout does not read it, so nothing follows.
  open func invalidateIntrinsicContentSize() {}

  /// The view's content hugging priorities, by axis (UIKit's defaults: 250).
  private var huggingPriorities: [UILayoutPriority] = [.defaultLow, .defaultLow]
  /// The view's compression resistance priorities, by axis (UIKit's defaults: 750).
  private var compressionPriorities: [UILayoutPriority] = [.defaultHigh, .defaultHigh]

  /// The priority with which the view resists growing beyond its intrinsic size along `axis`
  /// (UIKit's `contentHuggingPriority(for:)`). Stored only.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The priority.
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    huggingPriorities[axis == .horizontal ? 0 : 1]
  }

  /// Sets the content hugging priority along `axis` (UIKit's
  /// `setContentHuggingPriority(_:for:)`). Stored only.
  ///
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    huggingPriorities[axis == .horizontal ? 0 : 1] = priority
  }

  /// The priority with which the view resists shrinking below its intrinsic size along `axis`
  /// (UIKit's `contentCompressionResistancePriority(for:)`). Stored only.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The priority.
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    compressionPriorities[axis == .horizontal ? 0 : 1]
  }

  /// Sets the compression resistance priority along `axis` (UIKit's
  /// `setContentCompressionResistancePriority(_:for:)`). Stored only.
  ///
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    compressionPriorities[axis == .horizontal ? 0 : 1] = priority
  }

  /// The insets of the safe area (UIKit's `safeAreaInsets`): zero, as Compose's screen has no
  /// bars or notch (see ``safeAreaLayoutGuide``).
  open var safeAreaInsets: UIEdgeInsets { .zero }

  /// Called when ``safeAreaInsets`` changed (UIKit's `safeAreaInsetsDidChange()`); never called:
  /// they do not change.
  open func safeAreaInsetsDidChange() {}

  /// Draws the view's content in `rect` (UIKit's `draw(_:)`). Overridable; Compose draws nothing
  /// and never calls it.
  ///
  /// - Parameter rect: The area to draw.
  open func draw(_ rect: CGRect) {}

  /// Asks for the view to be drawn again (UIKit's `setNeedsDisplay()`); nothing is drawn.
  open func setNeedsDisplay() {}

  // MARK: Hooks

  /// Called after the view was made from a nib or storyboard (a factory registered in
  /// ``ComposeArchives``, or a cell of a nib registered with a table or collection view). Call
  /// `super`. The base implementation does nothing.
  open func awakeFromNib() {}

  /// Lays out the subviews. The base implementation does nothing; runs when the view needs layout
  /// (a new frame, ``setNeedsLayout()``, entering a visible window), parents before children.
  open func layoutSubviews() {
    engineView.layoutSubviews()
  }

  /// Updates the view's constraints (UIKit's `updateConstraints()`): called in a layout pass
  /// after ``setNeedsUpdateConstraints()``, subviews before their superview, before the view's
  /// ``layoutSubviews()`` (and after its view controller's `viewWillLayoutSubviews()`). Override
  /// it to change constraints, and call `super` last. The base implementation does nothing.
  open func updateConstraints() {}

  /// Called after `subview` was added. The base implementation does nothing.
  ///
  /// - Parameter subview: The added view.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before `subview` is removed. The base implementation does nothing.
  ///
  /// - Parameter subview: The view about to leave.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Called after ``superview`` changed. The base implementation does nothing.
  open func didMoveToSuperview() {}

  /// Marks the view as needing layout, done at the end of the current operation, at the next step
  /// of the window's clock, or by ``layoutIfNeeded()``.
  open func setNeedsLayout() {
    engineView.setNeedsLayout()
  }

  /// Lays out now this view and everything below it that needs layout.
  open func layoutIfNeeded() {
    engineView.layoutIfNeeded()
  }
}

extension UIView {
  /// The engine view behind this view, for Compose's recorders, renders and auditor.
  ///
  /// UIKit has no counterpart.
  public var composeView: View { engineView }
}
