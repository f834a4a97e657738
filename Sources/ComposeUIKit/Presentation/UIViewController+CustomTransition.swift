import Compose
import Foundation

/// A custom presentation or dismissal in flight: the animator's context, if the transitioning
/// delegate gave an animator, and the custom presentation controller, if any.
@preconcurrency @MainActor
final class CustomTransition {
  let context: CustomTransitionContext?
  let presentationController: UIPresentationController?
  let isPresentation: Bool
  private var began = false

  init(
    context: CustomTransitionContext?, presentationController: UIPresentationController?,
    isPresentation: Bool
  ) {
    self.context = context
    self.presentationController = presentationController
    self.isPresentation = isPresentation
  }

  /// The custom transition of presenting `presented` from `source`, or `nil` when neither an
  /// animator nor a custom presentation controller applies.
  static func presenting(
    _ presented: UIViewController, from source: UIViewController, animated: Bool
  ) -> CustomTransition? {
    guard let delegate = presented.transitioningDelegate else { return nil }
    var controller: UIPresentationController?
    if presented.modalPresentationStyle == .custom,
      let custom = delegate.presentationController(
        forPresented: presented, presenting: source, source: source)
    {
      presented.presentationControllerStorage = custom
      controller = custom
    }
    let animator =
      animated
      ? delegate.animationController(forPresented: presented, presenting: source, source: source)
      : nil
    if let animator { _ = delegate.interactionControllerForPresentation(using: animator) }
    guard animator != nil || controller != nil else { return nil }
    return CustomTransition(
      context: animator.map {
        CustomTransitionContext(
          from: source, to: presented, style: presented.modalPresentationStyle, animator: $0)
      }, presentationController: controller, isPresentation: true)
  }

  /// The custom transition of dismissing `dismissed`, or `nil`.
  static func dismissing(_ dismissed: UIViewController, animated: Bool) -> CustomTransition? {
    let controller =
      dismissed.modalPresentationStyle == .custom ? dismissed.presentationControllerIfCreated : nil
    let animator =
      animated ? dismissed.transitioningDelegate?.animationController(forDismissed: dismissed) : nil
    if let animator {
      _ = dismissed.transitioningDelegate?.interactionControllerForDismissal(using: animator)
    }
    guard animator != nil || controller != nil else { return nil }
    let presenter = dismissed.presentingViewController ?? dismissed
    return CustomTransition(
      context: animator.map {
        CustomTransitionContext(
          from: dismissed, to: presenter, style: dismissed.modalPresentationStyle, animator: $0)
      }, presentationController: controller, isPresentation: false)
  }

  /// The engine duration: the animator's, or the engine's default.
  var duration: Duration { context?.duration ?? .milliseconds(350) }

  /// The transition started (its will* callbacks ran): the presentation controller's will-begin
  /// hook, then the animator's `animateTransition(using:)`. Once.
  func begin() {
    guard !began else { return }
    began = true
    if isPresentation {
      presentationController?.presentationTransitionWillBegin()
    } else {
      presentationController?.dismissalTransitionWillBegin()
    }
    if let context { context.animator.animateTransition(using: context) }
  }

  /// The transition ended (its did* callbacks ran): the did-end hook, then the animator is told.
  /// A transition that queued behind another begins here first.
  func end(reportingOn controller: UIViewController) {
    begin()
    if isPresentation {
      presentationController?.presentationTransitionDidEnd(true)
    } else {
      presentationController?.dismissalTransitionDidEnd(true)
    }
    context?.end(reportingOn: controller)
  }
}
