extension Component {
  /// Reports an appearance hook that runs without the engine having dispatched it.
  final func checkDispatched(_ hook: String) {
    if !isDispatchingAppearance {
      report(
        .directAppearanceCall,
        "\(hook) was called directly; use beginAppearanceTransition/endAppearanceTransition")
    }
  }
}
