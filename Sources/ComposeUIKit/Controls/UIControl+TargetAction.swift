import Foundation

/// One registration of a control: a closure action or a target and selector, with its events.
@MainActor
struct ControlAction {
  /// What runs.
  enum Kind {
    /// A closure action.
    case closure(UIAction)
    /// A target (weak; `isNil` for a target given as `nil`, sent up the responder chain) and the
    /// selector sent to it.
    case target(WeakObject, isNil: Bool, Selector)
  }

  /// What runs.
  var kind: Kind
  /// The events it runs for.
  var events: UIControl.Event

  /// The closure action, if this is one.
  var closure: UIAction? {
    if case .closure(let action) = kind { return action }
    return nil
  }
}

/// A weak reference to any object (a target is never kept alive by its control, as in UIKit).
struct WeakObject {
  /// The object, `nil` once released.
  weak var object: AnyObject?
}

extension UIControl {
  /// The targets of the target-actions (UIKit's `allTargets`); a `nil` target appears as
  /// `NSNull`, as in UIKit. Closure actions are not targets.
  public var allTargets: Set<AnyHashable> {
    var targets: Set<AnyHashable> = []
    for entry in registered {
      guard case .target(let reference, let isNil, _) = entry.kind else { continue }
      if isNil {
        targets.insert(NSNull())
      } else if let object = reference.object {
        targets.insert((object as? AnyHashable) ?? AnyHashable(ObjectIdentifier(object)))
      }
    }
    return targets
  }

  /// Every event some action is registered for (UIKit's `allControlEvents`).
  public var allControlEvents: Event {
    registered.reduce(into: Event()) { events, entry in events.formUnion(entry.events) }
  }

  /// The names of the actions sent to `target` for `controlEvent` (UIKit's
  /// `actions(forTarget:forControlEvent:)`), in the order added; `nil` when there is none. A
  /// `nil` target asks for the actions sent up the responder chain.
  ///
  /// - Parameters:
  ///   - target: The target, or `nil`.
  ///   - controlEvent: The event.
  /// - Returns: The selectors' names, or `nil`.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let object = target.map { $0 as AnyObject }
    let names = registered.compactMap { entry -> String? in
      guard case .target(let reference, let isNil, let selector) = entry.kind,
        !entry.events.isDisjoint(with: controlEvent),
        object == nil ? isNil : reference.object === object
      else { return nil }
      return selector.name
    }
    return names.isEmpty ? nil : names
  }

  /// Whether `entry` is the target-action of `target` and `action`.
  func matches(_ entry: ControlAction, target: AnyObject?, action: Selector) -> Bool {
    guard case .target(let reference, let isNil, let selector) = entry.kind, selector == action
    else { return false }
    return target == nil ? isNil : reference.object === target
  }

  /// Removes `controlEvents` from the entries `matching` selects, and the entries left with none.
  func remove(where matching: (ControlAction) -> Bool, _ controlEvents: Event) {
    registered = registered.compactMap { entry in
      guard matching(entry) else { return entry }
      var left = entry
      left.events.subtract(controlEvents)
      return left.events.isEmpty ? nil : left
    }
  }
}
