/// The states a run of the app world sets on its state container.
enum AppContentState: String, CaseIterable, Equatable {
  case loading, content, empty, error
}
