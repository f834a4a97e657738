import Compose

/// The delegate-flow post's flow: the delegate of every screen, the only place that decides what
/// comes next.
///
/// The root screen's text decides: one containing "modal" presents an ``OtherScreen`` inside its
/// own navigation container (a child ``ModalFlow`` anchored to it), one containing "push" pushes
/// it; anything else does nothing. A close request dismisses the modal. Deep links (``AppRoute``)
/// rebuild the stack and the modal.
///
/// The flow decides from what it has asked for, not from what is on screen: a presentation it
/// requested may still be queued behind an animation (contract §4), so it keeps the modal it has
/// requested and not yet asked to dismiss. A deep link that arrives while that modal is queued
/// dismisses it too (the dismissal queues behind the presentation), so the link's own modal, if
/// any, is the one left; a "modal" text while a modal is requested does nothing (the root screen is
/// covered, or about to be).
public final class AppFlow: Flow, RootScreenDelegate, OtherScreenDelegate {
  /// The root screen.
  public private(set) var rootScreen = RootScreen()
  /// Whether transitions are animated (scenes may want them unanimated).
  public var animated = true
  /// The modal this flow has asked to present (shown, or queued) and not yet asked to dismiss.
  private weak var requestedModal: Component?

  /// Creates the flow, named `app`.
  public init() { super.init(traceName: "app") }

  /// Puts the root screen in the stack.
  public override func setUp() {
    rootScreen.delegate = self
    navigation.setStack([rootScreen], animated: false)
  }

  /// The modal flow, while a modal is presented.
  public var modalFlow: ModalFlow? { childFlows.lazy.compactMap { $0 as? ModalFlow }.first }

  /// Decides what the text leads to.
  public func rootScreen(_ screen: RootScreen, didSelectText text: String?) {
    guard let text else { return }
    if text.lowercased().contains("modal") {
      guard requestedModal == nil else { return }
      presentModal(text: text, animated: animated)
    } else if text.lowercased().contains("push") {
      navigation.push(
        OtherScreen(text: text, showsCloseButton: false, delegate: nil), animated: animated)
    }
  }

  /// Dismisses the modal, once (a second close request while it is leaving does nothing).
  public func otherScreenShouldDismiss(_ screen: OtherScreen) {
    guard requestedModal != nil else { return }
    requestedModal = nil
    navigation.dismiss(animated: animated)
  }

  /// Forgets the requested modal when it leaves by another path (an interactive dismiss) or its
  /// presentation was refused.
  public override func componentDidLeave(_ component: Component, reason: LeaveReason) {
    if component === requestedModal { requestedModal = nil }
  }

  /// Takes ``AppRoute/home`` and ``AppRoute/other(levels:modal:)``.
  public override func handle(_ route: any Route, trace: inout RouteTrace) -> Bool {
    guard let route = route as? AppRoute else { return false }
    switch route {
    case .home:
      dismissModal(trace: &trace)
      navigation.setStack([rootScreen], animated: false)
      trace.record("set the stack to root", by: self)
    case .other(let levels, let modal):
      dismissModal(trace: &trace)
      let screens = levels.map { OtherScreen(text: $0, showsCloseButton: false, delegate: nil) }
      navigation.setStack([rootScreen] + screens, animated: false)
      trace.record("set the stack to root, \(levels.joined(separator: ", "))", by: self)
      if let modal {
        presentModal(text: modal, animated: false)
        trace.record("presented \(modal) in a modal flow", by: self)
      }
    case .modalPush:
      return false
    }
    return true
  }

  /// Dismisses the modal this flow requested, whether it is shown or still queued: the dismissal
  /// queues behind the presentation (contract §4), and the modal's flow is released when it runs.
  private func dismissModal(trace: inout RouteTrace) {
    guard let modal = requestedModal else { return }
    requestedModal = nil
    let shown = navigation.presentedComponent === modal
    navigation.dismiss(animated: false)
    trace.record(
      shown ? "dismissed what was presented" : "dismissed the modal queued for presentation",
      by: self)
  }

  private func presentModal(text: String, animated: Bool) {
    let modal = ModalFlow(text: text, closeDelegate: self)
    modal.navigation.presentationDelegate = self
    addChildFlow(modal, anchoredTo: modal.navigation)
    requestedModal = modal.navigation
    navigation.present(modal.navigation, animated: animated, style: .fullScreen)
  }
}

/// The flow of a presented modal: it owns the modal's navigation container, with an
/// ``OtherScreen`` that has a close button. It lives as long as the modal is presented.
public final class ModalFlow: Flow {
  /// The text of the first screen.
  public let text: String
  private weak var closeDelegate: (any OtherScreenDelegate)?

  /// Creates the flow, named `modal`.
  ///
  /// - Parameters:
  ///   - text: The first screen's text.
  ///   - closeDelegate: Told when a screen asks to close (the presenting flow). Weak.
  public init(text: String, closeDelegate: any OtherScreenDelegate) {
    self.text = text
    self.closeDelegate = closeDelegate
    super.init(traceName: "modal")
  }

  /// Puts the screen with a close button in the modal's stack.
  public override func setUp() {
    navigation.setStack(
      [OtherScreen(text: text, showsCloseButton: true, delegate: closeDelegate)], animated: false)
  }

  /// Takes ``AppRoute/modalPush(_:)``: pushes another screen in the modal.
  public override func handle(_ route: any Route, trace: inout RouteTrace) -> Bool {
    guard case .modalPush(let text) = route as? AppRoute else { return false }
    navigation.push(
      OtherScreen(text: text, showsCloseButton: false, delegate: nil), animated: false)
    trace.record("pushed \(text) in the modal", by: self)
    return true
  }
}
