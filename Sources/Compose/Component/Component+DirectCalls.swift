extension Component {
  /// Reports an appearance hook whose base implementation runs without the engine dispatching
  /// that very hook: a direct call, including one hook calling another from inside its body.
  final func checkDispatched(_ hook: AppearanceHook) {
    if dispatchingHook != hook { reportDirectCall(hook) }
  }

  /// The report of ``checkDispatched(_:)``, out of line: the check runs in every appearance hook.
  @inline(never)
  private func reportDirectCall(_ hook: AppearanceHook) {
    report(
      .directAppearanceCall,
      "\(hook) was called directly; use beginAppearanceTransition/endAppearanceTransition")
  }
}
