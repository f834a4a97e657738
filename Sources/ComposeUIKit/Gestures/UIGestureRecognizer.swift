import Foundation

/// A gesture recognizer: UIKit's `UIGestureRecognizer`, without touches. What Compose models is
/// what consults one: a ``UINavigationController``'s ``UINavigationController/interactivePopGestureRecognizer``
/// whose ``isEnabled`` and ``delegate``'s `gestureRecognizerShouldBegin(_:)` decide whether the
/// headless swipe back (``UINavigationController/composeBeginSwipeBack()``) starts.
///
/// Target-action (``init(target:action:)``, ``addTarget(_:action:)``) sends its selectors
/// through the ported selector tables (see ``PortedSelectorTable``) when a test fires the
/// recognizer with ``composeRecognize(_:)``, Compose having no touches.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// The states of a recognizer (UIKit's `UIGestureRecognizer.State`).
  public enum State: Int, Sendable {
    /// Not recognizing yet.
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// A continuous gesture ended (also `recognized`).
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The recognizer failed.
    case failed

    /// A discrete gesture was recognized (the same value as ``ended``).
    public static let recognized = State.ended
  }

  /// Whether the recognizer may recognize; a disabled one never begins.
  open var isEnabled = true
  /// Asked whether the recognizer may begin; weak.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Where the recognizer is in its gesture.
  open var state: State = .possible
  /// The view the recognizer is attached to; weak.
  open internal(set) weak var view: UIView?
  /// Inert (UIKit's `cancelsTouchesInView`).
  open var cancelsTouchesInView = true
  /// Inert (UIKit's `delaysTouchesBegan`).
  open var delaysTouchesBegan = false
  /// Inert (UIKit's `delaysTouchesEnded`).
  open var delaysTouchesEnded = true
  /// Inert (UIKit's `name`).
  open var name: String?

  /// The target-actions, in the order added; targets weak.
  var targetActions: [(target: WeakObject, action: Selector)] = []
  /// The segues of a storyboard file this recognizer triggers, run after the target-actions
  /// with the recognizer as sender (UIKit makes them target-actions of its own).
  final var segueTriggers: [GestureSegueTrigger] = []

  /// Creates a recognizer with no action.
  public override init() {
    super.init()
  }

  /// Creates a recognizer from an archive (UIKit's `init(coder:)`): a storyboard or a xib makes
  /// its recognizers with it, then sets what the file stores, connects the outlets and actions
  /// and attaches each to its view (the view's `gestureRecognizers` outlet collection).
  ///
  /// - Parameter coder: The archive's coder.
  public init?(coder: NSCoder) {
    super.init()
  }

  /// Creates a recognizer that sends `action` to `target` when it recognizes (UIKit's
  /// `init(target:action:)`).
  ///
  /// - Parameters:
  ///   - target: The object sent `action`, kept weakly; `nil` for none.
  ///   - action: The method's Objective-C name (`"handleTap:"`); `nil` for none.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Adds a target-action (UIKit's `addTarget(_:action:)`); a pair already added is not added
  /// twice.
  ///
  /// - Parameters:
  ///   - target: The object sent `action`, kept weakly.
  ///   - action: The method's Objective-C name.
  open func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    guard !targetActions.contains(where: { $0.target.object === object && $0.action == action })
    else { return }
    targetActions.append((WeakObject(object: object), action))
  }

  /// Removes target-actions (UIKit's `removeTarget(_:action:)`): a `nil` target matches every
  /// target, a `nil` action every action of the target.
  ///
  /// - Parameters:
  ///   - target: The target, or `nil` for all.
  ///   - action: The action, or `nil` for all of the target's.
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    targetActions.removeAll { entry in
      (object == nil || entry.target.object === object) && (action == nil || entry.action == action)
    }
  }

  /// Fires the recognizer headlessly, as a finger would (UIKit has no counterpart): when it is
  /// enabled, attached to a view and its delegate lets it begin, it enters `state` and sends
  /// each action to its target with the recognizer as the argument, in the order added (a
  /// target released since is skipped; a target without the method is reported as
  /// `Diagnostic.Code.unrecognizedSelector`), then performs the storyboard segues it triggers,
  /// with itself as sender.
  ///
  /// - Parameter state: The state to enter: ``State/recognized`` (a tap), or ``State/began``,
  ///   ``State/changed``, ``State/ended`` in turn for a continuous gesture.
  /// - Returns: Whether the recognizer fired.
  @discardableResult
  public func composeRecognize(_ state: State = .recognized) -> Bool {
    guard view != nil, isEnabled else { return false }
    // Continuing a gesture that began is not asked again.
    let continuing = self.state == .began || self.state == .changed
    if !continuing, !shouldBegin() { return false }
    self.state = state
    for entry in targetActions {
      guard let target = entry.target.object else { continue }
      _ = SelectorDispatch.send(entry.action, to: target, self, nil, reportingOn: self)
    }
    for trigger in segueTriggers { trigger.perform(self) }
    return true
  }

  /// Called once the archive that made the recognizer has made and connected all its objects
  /// (UIKit's `awakeFromNib()`, which UIKit declares on every object); does nothing by default.
  open func awakeFromNib() {}

  /// Inert: the other recognizer is not tracked (UIKit's `require(toFail:)`).
  ///
  /// - Parameter otherGestureRecognizer: The recognizer that must fail first.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

  /// Whether the recognizer begins now: enabled, and its delegate (if any) agrees.
  func shouldBegin() -> Bool {
    guard isEnabled else { return false }
    return delegate?.gestureRecognizerShouldBegin(self) ?? true
  }
}

/// A storyboard segue a gesture recognizer triggers. (A struct: a closure-typed property of the
/// `@preconcurrency` class is mangled differently by the files that use it.)
struct GestureSegueTrigger {
  let perform: @MainActor (UIGestureRecognizer) -> Void
}

/// A tap recognizer (UIKit's `UITapGestureRecognizer`). Its taps are stored only.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Inert (UIKit's `numberOfTapsRequired`).
  open var numberOfTapsRequired = 1
  /// Inert (UIKit's `numberOfTouchesRequired`).
  open var numberOfTouchesRequired = 1
}

/// A pan recognizer (UIKit's `UIPanGestureRecognizer`).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Inert (UIKit's `minimumNumberOfTouches`).
  open var minimumNumberOfTouches = 1
  /// Inert (UIKit's `maximumNumberOfTouches`).
  open var maximumNumberOfTouches = Int.max
  /// The translation set by ``setTranslation(_:in:)``, the pan being headless.
  private var translationStorage = CGPoint.zero

  /// The pan's translation in `view`'s coordinates (UIKit's `translation(in:)`): the value last
  /// set with ``setTranslation(_:in:)``, else zero, as no finger moves.
  ///
  /// - Parameter view: The view.
  /// - Returns: The translation.
  open func translation(in view: UIView?) -> CGPoint { translationStorage }

  /// Sets the pan's translation (UIKit's `setTranslation(_:in:)`).
  ///
  /// - Parameters:
  ///   - translation: The translation.
  ///   - view: The view whose coordinates it is in.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    translationStorage = translation
  }

  /// The pan's velocity in points per second (UIKit's `velocity(in:)`): zero, as no finger
  /// moves.
  ///
  /// - Parameter view: The view.
  /// - Returns: `.zero`.
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A pan from a screen edge (UIKit's `UIScreenEdgePanGestureRecognizer`): the kind of a
/// navigation controller's ``UINavigationController/interactivePopGestureRecognizer``.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the pan starts from. Inert.
  open var edges: UIRectEdge = []
}

/// Screen edges (UIKit's `UIRectEdge`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  /// The edges' bits.
  public let rawValue: UInt

  /// Creates edges from bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Asked about a gesture recognizer (UIKit's `UIGestureRecognizerDelegate`); every method is
/// optional, with UIKit's default.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether `gestureRecognizer` may begin; the headless swipe back asks it. Default `true`.
  ///
  /// - Parameter gestureRecognizer: The recognizer about to begin.
  /// - Returns: Whether it may begin.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

  /// Whether both recognizers may recognize at once. Default `false`; not asked by Compose.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: One recognizer.
  ///   - otherGestureRecognizer: The other.
  /// - Returns: Whether both may recognize.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail. Default `false`;
  /// not asked by Compose.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: One recognizer.
  ///   - otherGestureRecognizer: The other.
  /// - Returns: Whether it waits.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// UIKit's default: `true`.
  ///
  /// - Parameter gestureRecognizer: The recognizer about to begin.
  /// - Returns: `true`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// UIKit's default: `false`.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: One recognizer.
  ///   - otherGestureRecognizer: The other.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// UIKit's default: `false`.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: One recognizer.
  ///   - otherGestureRecognizer: The other.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}

extension UIView {
  /// Attaches `gestureRecognizer` to this view (UIKit's `addGestureRecognizer(_:)`); it never
  /// recognizes touches (Compose has none).
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizer.view = self
    gestureRecognizerStorage.append(gestureRecognizer)
  }

  /// Detaches `gestureRecognizer` (UIKit's `removeGestureRecognizer(_:)`).
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    gestureRecognizer.view = nil
    gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
  }

  /// The recognizers attached to this view (UIKit's `gestureRecognizers`).
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
    set {
      for recognizer in gestureRecognizerStorage { recognizer.view = nil }
      gestureRecognizerStorage = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }
}
