import Foundation

/// A view that sends actions in response to events (UIKit's `UIControl`).
///
/// Closure actions (``addAction(_:for:)``, a ``UIAction``) and target-action
/// (``addTarget(_:action:for:)``, a ``Selector`` sent through the ported selector tables, see
/// ``PortedSelectorTable``) are kept in one list, in the order added, and
/// ``sendActions(for:)`` runs those registered for an event in that order, as UIKit does. A `nil`
/// target walks the responder chain (``UIApplication/sendAction(_:to:from:for:)``). Compose has
/// no touches: a tap is `sendActions(for: .touchUpInside)`.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// A control's state (UIKit's `UIControl.State`, with its bits).
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a state from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The normal state: no other bit.
    public static let normal: State = []
    /// Highlighted (touched).
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// Events a control sends actions for (UIKit's `UIControl.Event`, with its bits).
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates an event set from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch down.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A drag inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A drag outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A drag into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A drag out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A cancelled touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// A changed value.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A text field's text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The registered closure actions and target-actions, in the order added.
  var registered: [ControlAction] = []

  /// Whether the control is enabled. A disabled control still runs actions sent by
  /// ``sendActions(for:)``, as in UIKit.
  open var isEnabled = true
  /// Whether the control is selected. Stored only.
  open var isSelected = false
  /// Whether the control is highlighted. Stored only.
  open var isHighlighted = false

  /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  open var state: State {
    var state: State = .normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// Registers `action` to run for `controlEvents` (UIKit's `addAction(_:for:)`). An action with
  /// the identifier of one already registered replaces it, as in UIKit.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events it runs for.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    if let identifier = action.identifier {
      registered.removeAll { $0.closure?.identifier == identifier }
    }
    registered.append(ControlAction(kind: .closure(action), events: controlEvents))
  }

  /// Unregisters `action` for `controlEvents` (UIKit's `removeAction(_:for:)`).
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events it no longer runs for.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    remove(where: { $0.closure === action }, controlEvents)
  }

  /// Runs the actions registered for any of `controlEvents`, closure actions and target-actions
  /// in the order added (UIKit's `sendActions(for:)`): the headless tap. Each target-action goes
  /// through ``sendAction(_:to:for:)`` (which a subclass may override) with a new ``UIEvent``
  /// (no touches) as its event, each closure action through ``sendAction(_:)``.
  ///
  /// - Parameter controlEvents: The events that happened.
  open func sendActions(for controlEvents: Event) {
    // A copy: an action may add or remove actions; those run from the next send.
    for entry in registered where !entry.events.isDisjoint(with: controlEvents) {
      switch entry.kind {
      case .closure(let action): sendAction(action)
      case .target(let reference, let isNil, let selector):
        // A released target is skipped, as UIKit's weak target is nil and then, unlike a
        // target given as nil, not sent up the responder chain.
        guard isNil || reference.object != nil else { continue }
        sendAction(selector, to: reference.object, for: UIEvent())
      }
    }
  }

  /// Runs a closure action with this control as its sender (UIKit's `sendAction(_:)`).
  ///
  /// - Parameter action: The action.
  open func sendAction(_ action: UIAction) {
    action.performWithSender(self)
  }

  /// Registers `target` and `action` for `controlEvents` (UIKit's `addTarget(_:action:for:)`):
  /// ``sendActions(for:)`` sends `action` to `target`, kept weakly, through the ported selector
  /// tables (see ``PortedSelectorTable``), in the order added with the closure actions. A `nil`
  /// target sends `action` up the responder chain. Adding a target and action already
  /// registered adds the events to it, as UIKit keeps one entry per pair.
  ///
  /// - Parameters:
  ///   - target: The object sent `action`, or `nil` for the responder chain.
  ///   - action: The method's Objective-C name (`"buttonTapped:"`).
  ///   - controlEvents: The events it is sent for.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    if let index = registered.firstIndex(where: { matches($0, target: object, action: action) }) {
      registered[index].events.formUnion(controlEvents)
      return
    }
    registered.append(
      ControlAction(
        kind: .target(WeakObject(object: object), isNil: object == nil, action),
        events: controlEvents))
  }

  /// Unregisters target-actions for `controlEvents` (UIKit's `removeTarget(_:action:for:)`): a
  /// `nil` target matches every target, a `nil` action every action of the target. An entry
  /// left with no event is removed.
  ///
  /// - Parameters:
  ///   - target: The target, or `nil` for all.
  ///   - action: The action, or `nil` for all of the target's.
  ///   - controlEvents: The events they are no longer sent for.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    remove(
      where: { entry in
        guard case .target(let reference, _, let selector) = entry.kind else { return false }
        if let object, reference.object !== object { return false }
        if let action, selector != action { return false }
        return true
      }, controlEvents)
  }

  /// Sends `action` to `target` with this control as the sender (UIKit's
  /// `sendAction(_:to:for:)`): through ``UIApplication/sendAction(_:to:from:for:)``, so a `nil`
  /// target walks the responder chain. ``sendActions(for:)`` calls it for each target-action.
  ///
  /// - Parameters:
  ///   - action: The method's Objective-C name.
  ///   - target: The object, or `nil` for the responder chain.
  ///   - event: The event, passed as the method's second argument.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    UIApplication.shared.sendAction(action, to: target, from: self, for: event)
  }
}
