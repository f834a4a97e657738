import Foundation

/// A view that sends actions in response to events (UIKit's `UIControl`).
///
/// Only closure actions are modelled: ``addAction(_:for:)`` registers a ``UIAction`` and
/// ``sendActions(for:)`` runs those registered for an event, as in UIKit. Target-action
/// (`addTarget(_:action:for:)`) needs Objective-C selectors (`#selector`, `@objc`), which Swift
/// on Linux does not have, so it is not modelled. Compose has no touches: a tap is
/// `sendActions(for: .touchUpInside)`.
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

  /// The registered closure actions, in the order added.
  private var registered: [(action: UIAction, events: Event)] = []

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
      registered.removeAll { $0.action.identifier == identifier }
    }
    registered.append((action, controlEvents))
  }

  /// Unregisters `action` for `controlEvents` (UIKit's `removeAction(_:for:)`).
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events it no longer runs for.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    registered = registered.compactMap { entry in
      guard entry.action === action else { return entry }
      let left = entry.events.subtracting(controlEvents)
      return left.isEmpty ? nil : (entry.action, left)
    }
  }

  /// Runs the actions registered for any of `controlEvents`, in the order added (UIKit's
  /// `sendActions(for:)`): the headless tap.
  ///
  /// - Parameter controlEvents: The events that happened.
  open func sendActions(for controlEvents: Event) {
    for entry in registered where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.performWithSender(self)
    }
  }
}
