extension Scenario {
  /// Every step a scenario can hold, in the order `docs/Scenarios.md` lists them. A new step is
  /// its file in `Steps/` and a line here.
  static let stepKinds: [any ScenarioAction.Type] = [
    SetRootStep.self,
    ShowWindowStep.self,
    HideWindowStep.self,
    EmbedStep.self,
    UnembedStep.self,
    AddChildStep.self,
    RemoveFromParentStep.self,
    WillMoveStep.self,
    DidMoveStep.self,
    AddSubviewStep.self,
    RemoveFromSuperviewStep.self,
    TransitionStep.self,
    BeginInteractiveTransitionStep.self,
    UpdateInteractiveTransitionStep.self,
    FinishInteractiveTransitionStep.self,
    CancelInteractiveTransitionStep.self,
    AdvanceStep.self,
    RunUntilIdleStep.self,
    BeginAppearanceTransitionStep.self,
    EndAppearanceTransitionStep.self,
    PushStep.self,
    PopStep.self,
    TapBackStep.self,
    PresentStep.self,
    DismissStep.self,
    ScrollStep.self,
    ScrollToRowStep.self,
    SelectRowStep.self,
    SelectTabStep.self,
    SetStateStep.self,
    ApplyStep.self,
    BeginInteractivePopStep.self,
    FinishInteractivePopStep.self,
    CancelInteractivePopStep.self,
    BackgroundStep.self,
    ForegroundStep.self,
    MemoryWarningStep.self,
    RotateStep.self,
    SetStyleStep.self,
  ]

  /// The step kinds by their `action` name (the first wins if two shared one; a test checks that
  /// none do).
  static let stepKindsByAction: [String: any ScenarioAction.Type] = Dictionary(
    stepKinds.map { ($0.action, $0) }, uniquingKeysWith: { first, _ in first })
}

extension Scenario {
  /// The `action` names of every step kind, in the order of ``stepKinds``.
  package static var stepActions: [String] { stepKinds.map { $0.action } }

  /// The keys each step kind reads besides `action` and `note`, by action.
  package static var stepKeys: [String: [String]] {
    Dictionary(uniqueKeysWithValues: stepKinds.map { ($0.action, $0.keys) })
  }
}
