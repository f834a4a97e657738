/// The rule both `attachHookReceiver(_:)`s follow (``Component/attachHookReceiver(_:)`` and
/// ``View/attachHookReceiver(_:)``): an object has one receiver for life. Attaching the one
/// already attached does nothing; attaching another is refused with
/// ``Diagnostic/Code/hookReceiverAlreadyAttached``, through `report`, and the first stays.
///
/// - Parameters:
///   - receiver: The receiver to attach.
///   - attached: The receiver attached already, if any.
///   - report: Reports the refusal (the object's own `report(_:_:)`).
///   - attach: Stores `receiver` (called only when nothing is attached).
/// - Returns: `nil`, or the diagnostic of a refusal.
@MainActor
func attachOnce(
  _ receiver: AnyObject, over attached: AnyObject?,
  report: (Diagnostic.Code, String) -> Diagnostic, attach: () -> Void
) -> Diagnostic? {
  if let attached {
    guard attached !== receiver else { return nil }
    return report(
      .hookReceiverAlreadyAttached,
      "a hook receiver (\(type(of: attached))) is already attached; it stays")
  }
  attach()
  return nil
}
