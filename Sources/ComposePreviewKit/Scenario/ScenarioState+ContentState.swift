import Compose

/// The error a scenario's state container shows in the `error` state.
struct ScenarioLoadFailure: Error {}

extension ScenarioState {
  /// The `StateContainer` state it names.
  var contentState: ContentState {
    switch self {
    case .loading: return .loading
    case .content: return .content
    case .empty: return .empty
    case .error: return .error(ScenarioLoadFailure())
    }
  }
}
