import Foundation

/// The facade's ``UIViewControllerTransitionCoordinator``: made at the start of an animated
/// transition and kept by what drives it (a navigation controller's delegate adapter, a
/// presentation's completion) until its end, when it runs its completion blocks. It keeps its
/// `from` and `to` view controllers alive until then, as UIKit's does (a popped view controller
/// is still there in the completion); they refer to it weakly.
@preconcurrency @MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
  typealias Block = @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void

  private var from: UIViewController?
  private var to: UIViewController?
  private weak var container: UIViewController?
  let presentationStyle: UIModalPresentationStyle
  let initiallyInteractive: Bool
  let transitionDuration: TimeInterval
  private(set) var isInteractive: Bool
  private(set) var isCancelled = false
  private(set) var percentComplete: CGFloat = 0
  private var completions: [Block] = []
  private var interactionHandlers: [Block] = []
  private var ended = false

  /// A coordinator for `from` → `to` in `container`, which the three find from ``attach()``
  /// (at once, unless `attached` is false) until ``end(cancelled:)``.
  init(
    from: UIViewController?, to: UIViewController?, container: UIViewController?,
    presentationStyle: UIModalPresentationStyle, interactive: Bool,
    duration: TimeInterval = 0.35, attached: Bool = true
  ) {
    self.from = from
    self.to = to
    self.container = container
    self.presentationStyle = presentationStyle
    self.initiallyInteractive = interactive
    self.isInteractive = interactive
    self.transitionDuration = duration
    if attached { attach() }
  }

  /// Makes this the coordinator of its view controllers: when its transition starts.
  func attach() {
    guard !ended else { return }
    for controller in [from, to, container] { controller?.ownTransitionCoordinator = self }
  }

  var isAnimated: Bool { true }
  var isInterruptible: Bool { false }
  var completionVelocity: CGFloat { 1 }

  var containerView: UIView {
    container?.view ?? to?.viewIfLoaded?.superview ?? from?.viewIfLoaded?.superview ?? UIView()
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: from
    case .to: to
    default: nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: from?.viewIfLoaded
    case .to: to?.viewIfLoaded
    default: nil
    }
  }

  @discardableResult
  func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
    animation?(self)
    if let completion {
      if ended { completion(self) } else { completions.append(completion) }
    }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(_ handler: @escaping Block) {
    guard isInteractive else { return }
    interactionHandlers.append(handler)
  }

  /// Moves an interactive transition's progress.
  func update(_ progress: Double) {
    guard isInteractive else { return }
    percentComplete = CGFloat(min(max(progress.isNaN ? 0 : progress, 0), 1))
  }

  /// The user released an interactive transition: it stops being interactive and the interaction
  /// handlers run.
  func endInteraction(cancelled: Bool) {
    guard isInteractive else { return }
    isInteractive = false
    isCancelled = cancelled
    let handlers = interactionHandlers
    interactionHandlers = []
    for handler in handlers { handler(self) }
  }

  /// The transition ended: the completion blocks run once, then the view controllers let the
  /// coordinator go.
  func end(cancelled: Bool) {
    guard !ended else { return }
    if isInteractive { endInteraction(cancelled: cancelled) }
    ended = true
    isCancelled = cancelled
    percentComplete = cancelled ? 0 : 1
    let blocks = completions
    completions = []
    for block in blocks { block(self) }
    for controller in [from, to, container] where controller?.ownTransitionCoordinator === self {
      controller?.ownTransitionCoordinator = nil
    }
    from = nil
    to = nil
  }
}
