import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The delegate-flow post ("Every view controller should have a delegate"): controllers never decide
// what comes next; they tell their delegate. One object, a `UINavigationController` subclass,
// instantiates them, decides between push and modal, dismisses, and routes deep links.

private protocol RootViewControllerDelegate: AnyObject {
  func didSelectText(_ text: String?, onRootViewController controller: RootViewController)
}

private final class RootViewController: TracingViewController {
  weak var delegate: RootViewControllerDelegate?

  init(log: EventLog) {
    super.init(title: "root", log: log)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// What the text field's return key does.
  func submit(_ text: String?) {
    delegate?.didSelectText(text, onRootViewController: self)
  }
}

private protocol OtherViewControllerDelegate: AnyObject {
  func shouldDismissOtherViewController(_ controller: OtherViewController)
}

private final class OtherViewController: TracingViewController {
  let text: String
  let navigationCloseButton: Bool
  weak var delegate: OtherViewControllerDelegate?

  init(
    text: String, navigationCloseButton: Bool, delegate: OtherViewControllerDelegate?, log: EventLog
  ) {
    self.text = text
    self.navigationCloseButton = navigationCloseButton
    self.delegate = delegate
    super.init(title: "other(\(text))", log: log)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// What the close button does.
  func close() {
    delegate?.shouldDismissOtherViewController(self)
  }
}

/// The app's flow: the first controller of the app and the delegate of every other one.
private final class FlowNavigationController: UINavigationController, RootViewControllerDelegate,
  OtherViewControllerDelegate
{
  let log: EventLog

  init(log: EventLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  // The seed's code: the storyboard's initial navigation controller sets its own root.
  override func awakeFromNib() {
    super.awakeFromNib()
    let controller = RootViewController(log: log)
    controller.delegate = self
    self.setViewControllers([controller], animated: false)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  // MARK: RootViewController

  func didSelectText(_ text: String?, onRootViewController controller: RootViewController) {
    if let text {
      presentOtherViewController(withText: text, animated: true)
    } else {
      log.append("do nothing")
    }
  }

  // MARK: OtherViewController

  func presentOtherViewController(withText text: String, animated: Bool) {
    if text.localizedCaseInsensitiveContains("modal") {
      let controller = OtherViewController(
        text: text, navigationCloseButton: true, delegate: self, log: log)
      presentViewControllerWithNavigationController(controller, animated: animated)
    } else if text.localizedCaseInsensitiveContains("push") {
      let controller = OtherViewController(
        text: text, navigationCloseButton: false, delegate: nil, log: log)
      pushViewController(controller, animated: animated)
    }
  }

  func shouldDismissOtherViewController(_ controller: OtherViewController) {
    dismiss(animated: true, completion: nil)
  }

  func presentViewControllerWithNavigationController(_ controller: UIViewController, animated: Bool)
  {
    let navigation = UINavigationController(rootViewController: controller)
    present(navigation, animated: animated, completion: nil)
  }

  // MARK: Deep links

  /// `myapp://text/<text>`: shows that text from wherever the app is.
  func open(_ url: URL) -> Bool {
    guard url.scheme == "myapp", url.host == "text" else { return false }
    let text = url.lastPathComponent
    if presentedViewController != nil {
      dismiss(animated: false, completion: nil)
    }
    popToRootViewController(animated: false)
    presentOtherViewController(withText: text, animated: false)
    return true
  }
}

@MainActor
@Suite struct CoordinatorTests {
  private func makeFlow(_ log: EventLog) -> (FlowNavigationController, WindowAudit) {
    #if os(iOS)
      let initial = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
    #else
      let archives = ComposeArchives()
      archives.registerScene("flow", in: "Main", isInitial: true) {
        FlowNavigationController(log: log)
      }
      let initial = archives.run {
        UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
      }
    #endif
    let flow = initial as? FlowNavigationController ?? FlowNavigationController(log: log)
    #expect(flow.storyboard != nil)
    let audit = WindowAudit.showing(flow)
    _ = log.drain()
    return (flow, audit)
  }

  private func root(_ flow: FlowNavigationController) -> RootViewController? {
    flow.viewControllers.first as? RootViewController
  }

  @Test func aPushTextIsPushedWithThePushOrder() {
    let log = EventLog()
    let (flow, audit) = makeFlow(log)

    root(flow)?.submit("please push")
    #expect(
      log.drain() == [
        "other(please push).willMove(toParent: FlowNavigationController)",
        "other(please push).viewDidLoad",
        "root.viewWillDisappear(true)",
        "other(please push).viewWillAppear(true)",
        "other(please push).viewIsAppearing(true)",
      ])
    audit.window.finishAnimations()
    #expect(
      log.drain() == [
        "root.viewDidDisappear(true)",
        "other(please push).viewDidAppear(true)",
        "other(please push).didMove(toParent: FlowNavigationController)",
      ])
    #expect(flow.viewControllers.count == 2)
    #expect(flow.topViewController is OtherViewController)
    audit.finish()
  }

  @Test func theBackButtonPopsWithThePopOrderAndReleasesTheController() {
    let log = EventLog()
    let (flow, audit) = makeFlow(log)
    root(flow)?.submit("push")
    audit.window.finishAnimations()
    _ = log.drain()
    weak var other: UIViewController?
    other = flow.topViewController

    #expect(flow.popViewController(animated: true) === other)
    #expect(
      log.drain() == [
        "other(push).willMove(toParent: nil)",
        "other(push).viewWillDisappear(true)",
        "root.viewWillAppear(true)",
        "root.viewIsAppearing(true)",
      ])
    audit.window.finishAnimations()
    #expect(
      log.drain() == [
        "other(push).viewDidDisappear(true)",
        "root.viewDidAppear(true)",
        "other(push).didMove(toParent: nil)",
      ])
    #expect(flow.viewControllers.count == 1)
    #expect(other == nil)
    audit.finish()
  }

  @Test func aModalTextIsPresentedAsASheetOverTheStillAppearedFlow() {
    let log = EventLog()
    let (flow, audit) = makeFlow(log)

    root(flow)?.submit("open modal")
    audit.window.finishAnimations()
    // `UINavigationController(rootViewController:)` makes the text its child at once; the sheet
    // (`.automatic`, the default since iOS 13) leaves the root appeared: no callback for it.
    #expect(
      log.drain().filter { !$0.contains("Move(") } == [
        "other(open modal).viewDidLoad",
        "other(open modal).viewWillAppear(true)",
        "other(open modal).viewIsAppearing(true)",
        "other(open modal).viewDidAppear(true)",
      ])
    let presented = flow.presentedViewController as? UINavigationController
    #expect(presented?.topViewController is OtherViewController)
    #expect(presented?.presentingViewController === flow)

    (presented?.topViewController as? OtherViewController)?.close()
    audit.window.finishAnimations()
    #expect(
      log.drain() == [
        "other(open modal).viewWillDisappear(true)",
        "other(open modal).viewDidDisappear(true)",
      ])
    #expect(flow.presentedViewController == nil)
    audit.finish()
  }

  @Test func noTextDoesNothing() {
    let log = EventLog()
    let (flow, audit) = makeFlow(log)
    root(flow)?.submit(nil)
    audit.window.finishAnimations()
    #expect(log.drain() == ["do nothing"])
    #expect(flow.viewControllers.count == 1)
    #expect(flow.presentedViewController == nil)
    audit.finish()
  }

  @Test func aDeepLinkDismissesTheModalPopsToRootAndPushes() {
    let log = EventLog()
    let (flow, audit) = makeFlow(log)
    root(flow)?.submit("push first")
    audit.window.finishAnimations()
    root(flow)?.submit("a modal")
    audit.window.finishAnimations()
    _ = log.drain()

    #expect(flow.open(URL(string: "myapp://text/deep-push")!))

    #expect(
      log.drain() == [
        "other(a modal).viewWillDisappear(false)",
        "other(a modal).viewDidDisappear(false)",
        "other(push first).willMove(toParent: nil)",
        "other(push first).viewWillDisappear(false)",
        "root.viewWillAppear(false)",
        "root.viewIsAppearing(false)",
        "other(push first).viewDidDisappear(false)",
        "root.viewDidAppear(false)",
        "other(push first).didMove(toParent: nil)",
        "other(deep-push).willMove(toParent: FlowNavigationController)",
        "other(deep-push).viewDidLoad",
        "root.viewWillDisappear(false)",
        "other(deep-push).viewWillAppear(false)",
        "other(deep-push).viewIsAppearing(false)",
        "root.viewDidDisappear(false)",
        "other(deep-push).viewDidAppear(false)",
        "other(deep-push).didMove(toParent: FlowNavigationController)",
      ])
    #expect(flow.presentedViewController == nil)
    #expect(flow.viewControllers.map(\.title) == ["root", "other(deep-push)"])
    audit.finish()
  }

  @Test func anUnknownDeepLinkIsRefused() {
    let log = EventLog()
    let (flow, audit) = makeFlow(log)
    #expect(!flow.open(URL(string: "otherapp://text/push")!))
    #expect(log.drain().isEmpty)
    audit.finish()
  }
}
