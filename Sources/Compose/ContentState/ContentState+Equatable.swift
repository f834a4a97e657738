extension ContentState: Equatable {
  /// Compares by case, so that a test can write `#expect(container.state == .empty)`.
  ///
  /// `any Error` is not `Equatable`, so two `error` states are equal when their errors have the
  /// same type and the same description (`String(reflecting:)`): the same error value, or two
  /// values that print alike.
  public static func == (lhs: ContentState, rhs: ContentState) -> Bool {
    switch (lhs, rhs) {
    case (.loading, .loading), (.content, .content), (.empty, .empty):
      return true
    case (.error(let left), .error(let right)):
      return type(of: left) == type(of: right)
        && String(reflecting: left) == String(reflecting: right)
    case (.loading, _), (.content, _), (.empty, _), (.error, _):
      return false
    }
  }
}
