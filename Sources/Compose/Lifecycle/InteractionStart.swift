/// What became of a request to start a gesture-driven transition
/// (``NavigationContainer/beginInteractivePop()``, ``Component/beginInteractiveDismiss()``): the
/// interaction to drive, or why there is none. A gesture starts now or not at all: it is never
/// queued.
///
/// ```swift
/// guard let swipe = navigation.beginInteractivePop().interaction else { return }
/// swipe.update(0.4)
/// swipe.finish()
/// ```
public enum InteractionStart<Interaction: AnyObject> {
  /// The gesture started: update, then finish or cancel the interaction.
  case began(Interaction)
  /// The gesture was refused, with nothing changed (the diagnostic also went to the window's
  /// observers).
  case refused(Diagnostic)
  /// The sheet declined to be swiped away: it is `isModalInPresentation`, or its
  /// ``AdaptivePresentationDelegate`` answered `false` to `presentationControllerShouldDismiss`
  /// (and heard `presentationControllerDidAttemptToDismiss`). Not a misuse: UIKit bounces the
  /// sheet back.
  case declined

  /// The interaction, when the gesture began.
  public var interaction: Interaction? {
    if case .began(let interaction) = self { return interaction }
    return nil
  }

  /// The refusal's diagnostic, or `nil`.
  public var diagnostic: Diagnostic? {
    if case .refused(let diagnostic) = self { return diagnostic }
    return nil
  }
}

extension InteractionStart: Equatable {
  /// Whether two answers are the same: both began the same interaction (the same object), both
  /// were refused with equal diagnostics, or both declined. UIKit has no counterpart (a gesture
  /// there either starts or does not).
  ///
  /// ```swift
  /// #expect(sheet.beginInteractiveDismiss() == .declined)
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: An answer.
  ///   - rhs: Another answer.
  /// - Returns: `true` when they are the same.
  public static func == (lhs: InteractionStart, rhs: InteractionStart) -> Bool {
    switch (lhs, rhs) {
    case (.began(let left), .began(let right)): left === right
    case (.refused(let left), .refused(let right)): left == right
    case (.declined, .declined): true
    default: false
    }
  }
}
