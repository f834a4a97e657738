import Foundation

extension UIApplication {
  /// Sends `action` to `target` with `sender` and `event` as its arguments (UIKit's
  /// `sendAction(_:to:from:for:)`), through the ported selector tables (see
  /// ``PortedSelectorTable``).
  ///
  /// With a `nil` target, the action goes up the responder chain as in UIKit: from the first
  /// responder of the sender's window (a text field being edited), else from the sender when it
  /// is a responder, along ``UIResponder/next``, then the application and its delegate when that
  /// is a `UIResponder`; the first object that `NSObject.responds(to:)` runs it. A target
  /// without the method is reported as `Diagnostic.Code.unrecognizedSelector` (UIKit
  /// raises); a `nil` target nobody handles does nothing, as in UIKit.
  ///
  /// - Parameters:
  ///   - action: The method's Objective-C name.
  ///   - target: The object, or `nil` for the responder chain.
  ///   - sender: The first argument, usually the control.
  ///   - event: The second argument.
  /// - Returns: Whether a method ran.
  @discardableResult
  public func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  )
    -> Bool
  {
    let receiver: AnyObject
    if let target {
      receiver = target as AnyObject
    } else {
      guard let found = responder(for: action, from: sender) else { return false }
      receiver = found
    }
    if case .ran = SelectorDispatch.send(
      action, to: receiver, sender, event, reportingOn: sender.map { $0 as AnyObject })
    {
      return true
    }
    return false
  }

  /// The first object up the responder chain from `sender` that has a method for `action`.
  private func responder(for action: Selector, from sender: Any?) -> AnyObject? {
    let senderView = sender as? UIView
    var current: UIResponder?
    if let field = senderView?.window?.editingTextField, field.isFirstResponder {
      current = field
    } else {
      current = sender as? UIResponder
    }
    // The chain is finite: `next` climbs views and view controllers to a window.
    while let responder = current {
      if SelectorDispatch.method(action, of: responder) != nil { return responder }
      current = responder.next
    }
    if SelectorDispatch.method(action, of: self) != nil { return self }
    if let delegate = delegate as? UIResponder, SelectorDispatch.method(action, of: delegate) != nil
    {
      return delegate
    }
    return nil
  }
}
