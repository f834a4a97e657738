/// What a screen has to show: loading, content, empty or an error.
public enum ContentState: Sendable {
  /// Waiting for the content.
  case loading
  /// The content is ready.
  case content
  /// There is nothing to show.
  case empty
  /// Loading failed.
  case error(any Error)

  /// `loading`, `content`, `empty` or `error`: the name used in ``LifecycleEvent/Kind/stateChanged(from:to:)``.
  public var name: String {
    switch self {
    case .loading: return "loading"
    case .content: return "content"
    case .empty: return "empty"
    case .error: return "error"
    }
  }
}
