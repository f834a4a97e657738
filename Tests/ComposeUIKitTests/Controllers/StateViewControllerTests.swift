import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The state-pattern post ("State Design Pattern for a stateful view controller"): a decorator
// controller that shows a loading, a content or an error child; small protocols per state, default
// loading and error screens, and per-screen overrides. Each switch is a containment swap.

private protocol LoadingStatable: AnyObject {
  func loadingViewController() -> UIViewController
}

private protocol ErrorStatable: AnyObject {
  func errorViewController(for error: Error) -> UIViewController
}

private final class DefaultLoadingState: LoadingStatable {
  let log: EventLog
  init(log: EventLog) { self.log = log }

  func loadingViewController() -> UIViewController {
    TracingViewController(title: "defaultLoading", log: log)
  }
}

private final class DefaultErrorState: ErrorStatable {
  let log: EventLog
  init(log: EventLog) { self.log = log }

  func errorViewController(for error: Error) -> UIViewController {
    TracingViewController(title: "defaultError(\(error))", log: log)
  }
}

private final class StatableViewController: TracingViewController {
  let contentViewController: UIViewController
  private let loadingStatable: LoadingStatable
  private let errorStatable: ErrorStatable
  private(set) var currentViewController: UIViewController?

  init(
    contentViewController: UIViewController, loadingStatable: LoadingStatable? = nil,
    errorStatable: ErrorStatable? = nil, log: EventLog
  ) {
    self.contentViewController = contentViewController
    self.loadingStatable = loadingStatable ?? DefaultLoadingState(log: log)
    self.errorStatable = errorStatable ?? DefaultErrorState(log: log)
    super.init(title: "screen", log: log)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    setLoadingState()
  }

  func setLoadingState() {
    transition(to: loadingStatable.loadingViewController())
  }

  func setSuccessState() {
    transition(to: contentViewController)
  }

  func setErrorState(error: Error) {
    transition(to: errorStatable.errorViewController(for: error))
  }

  private func transition(to newViewController: UIViewController) {
    guard newViewController !== currentViewController else { return }
    if let currentViewController {
      currentViewController.willMove(toParent: nil)
      currentViewController.view.removeFromSuperview()
      currentViewController.removeFromParent()
    }
    addChild(newViewController)
    newViewController.view.frame = view.bounds
    view.addSubview(newViewController.view)
    newViewController.didMove(toParent: self)
    currentViewController = newViewController
  }
}

/// A screen with its own loading state: a skeleton instead of the default spinner.
private final class ProfileViewController: TracingViewController, LoadingStatable {
  func loadingViewController() -> UIViewController {
    TracingViewController(title: "skeleton", log: log)
  }
}

private enum LoadError: Error, CustomStringConvertible {
  case offline
  var description: String { "offline" }
}

@MainActor
@Suite struct StateViewControllerTests {
  @Test func theLoadingChildAppearsWithTheScreen() {
    let log = EventLog()
    let screen = StatableViewController(
      contentViewController: TracingViewController(title: "content", log: log), log: log)
    let audit = WindowAudit.showing(screen)

    #expect(
      log.drain() == [
        "screen.viewDidLoad",
        "defaultLoading.willMove(toParent: screen)",
        "defaultLoading.viewDidLoad",
        "defaultLoading.didMove(toParent: screen)",
        "screen.viewWillAppear(false)",
        "screen.viewIsAppearing(false)",
        "defaultLoading.viewWillAppear(false)",
        "defaultLoading.viewIsAppearing(false)",
        "screen.viewDidAppear(false)",
        "defaultLoading.viewDidAppear(false)",
      ])
    audit.finish()
  }

  @Test func successSwapsLoadingForContentAndReleasesLoading() {
    let log = EventLog()
    let screen = StatableViewController(
      contentViewController: TracingViewController(title: "content", log: log), log: log)
    let audit = WindowAudit.showing(screen)
    _ = log.drain()
    weak var loading: UIViewController?
    loading = screen.currentViewController

    screen.setSuccessState()

    #expect(
      log.drain() == [
        "defaultLoading.willMove(toParent: nil)",
        "defaultLoading.viewWillDisappear(false)",
        "defaultLoading.viewDidDisappear(false)",
        "defaultLoading.didMove(toParent: nil)",
        "content.willMove(toParent: screen)",
        "content.viewDidLoad",
        "content.viewWillAppear(false)",
        "content.viewIsAppearing(false)",
        "content.viewDidAppear(false)",
        "content.didMove(toParent: screen)",
      ])
    #expect(loading == nil)
    #expect(screen.children.map(\.title) == ["content"])
    audit.finish()
  }

  @Test func anErrorReplacesTheContentAndRetryingShowsLoadingAgain() {
    let log = EventLog()
    let screen = StatableViewController(
      contentViewController: TracingViewController(title: "content", log: log), log: log)
    let audit = WindowAudit.showing(screen)
    screen.setSuccessState()
    _ = log.drain()

    screen.setErrorState(error: LoadError.offline)
    #expect(
      log.drain() == [
        "content.willMove(toParent: nil)",
        "content.viewWillDisappear(false)",
        "content.viewDidDisappear(false)",
        "content.didMove(toParent: nil)",
        "defaultError(offline).willMove(toParent: screen)",
        "defaultError(offline).viewDidLoad",
        "defaultError(offline).viewWillAppear(false)",
        "defaultError(offline).viewIsAppearing(false)",
        "defaultError(offline).viewDidAppear(false)",
        "defaultError(offline).didMove(toParent: screen)",
      ])

    screen.setLoadingState()
    screen.setSuccessState()
    // The content keeps its loaded view: no second viewDidLoad.
    #expect(
      log.drain().filter { $0.hasPrefix("content.") } == [
        "content.willMove(toParent: screen)",
        "content.viewWillAppear(false)",
        "content.viewIsAppearing(false)",
        "content.viewDidAppear(false)",
        "content.didMove(toParent: screen)",
      ])
    audit.finish()
  }

  @Test func aScreenCanProvideItsOwnLoadingState() {
    let log = EventLog()
    let profile = ProfileViewController(title: "profile", log: log)
    let screen = StatableViewController(
      contentViewController: profile, loadingStatable: profile, log: log)
    let audit = WindowAudit.showing(screen)

    #expect(screen.currentViewController?.title == "skeleton")
    screen.setSuccessState()
    #expect(screen.currentViewController === profile)
    #expect(screen.children.count == 1)
    #expect(log.drain().contains("skeleton.didMove(toParent: nil)"))
    audit.finish()
  }

  @Test func settingTheSameStateTwiceDoesNothing() {
    let log = EventLog()
    let screen = StatableViewController(
      contentViewController: TracingViewController(title: "content", log: log), log: log)
    let audit = WindowAudit.showing(screen)
    screen.setSuccessState()
    _ = log.drain()

    screen.setSuccessState()
    #expect(log.drain().isEmpty)
    audit.finish()
  }
}
