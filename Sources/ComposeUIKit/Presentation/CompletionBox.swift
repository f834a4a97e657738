/// A completion handler as UIKit spells it (`(() -> Void)?`, not `@Sendable`), kept by a
/// main-actor object so that the engine's main-actor completion can call it: the handler is
/// passed, stored and called on the main actor only, which the box's isolation guarantees.
@preconcurrency @MainActor
final class CompletionBox {
  private let handler: () -> Void

  private init(_ handler: @escaping () -> Void) {
    self.handler = handler
  }

  /// The engine's completion calling `handler`, or `nil` when there is none.
  static func wrap(_ handler: (() -> Void)?) -> (@MainActor () -> Void)? {
    guard let handler else { return nil }
    let box = CompletionBox(handler)
    return { box.handler() }
  }
}
