import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A screen that fades its custom header alongside the push that shows it and restores it if the
// transition is cancelled, and a modal that reads the transition coordinator of its presentation:
// `transitionCoordinator` from `viewWillAppear`, as UIKit's documentation recommends.

private final class ArticleViewController: TracingViewController {
  let header = UIView()
  private(set) var coordinatorEvents: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    header.alpha = 0
    guard let coordinator = transitionCoordinator else {
      header.alpha = 1
      coordinatorEvents.append("no coordinator")
      return
    }
    coordinatorEvents.append("from \(logName(coordinator.viewController(forKey: .from)))")
    coordinator.animate(
      alongsideTransition: { [weak self] _ in
        self?.header.alpha = 1
        self?.coordinatorEvents.append("alongside")
      },
      completion: { [weak self] context in
        self?.coordinatorEvents.append("completed, cancelled: \(context.isCancelled)")
        self?.log.append("article coordinator completion")
      })
  }
}

@MainActor
@Suite struct AlongsideTransitionTests {
  @Test func anAnimatedPushHasACoordinatorWhoseCompletionRunsAtTheEnd() {
    let log = EventLog()
    let home = TracingViewController(title: "home", log: log)
    let navigation = UINavigationController(rootViewController: home)
    let audit = WindowAudit.showing(navigation)
    let window = audit.window
    let article = ArticleViewController(title: "article", log: log)

    navigation.pushViewController(article, animated: true)
    #expect(article.coordinatorEvents == ["from home", "alongside"])
    #expect(article.header.alpha == 1)
    #expect(navigation.transitionCoordinator != nil)
    #expect(article.transitionCoordinator?.viewController(forKey: .to) === article)
    #expect(!log.entries.contains("article coordinator completion"))

    window.finishAnimations()
    #expect(article.coordinatorEvents.last == "completed, cancelled: false")
    #expect(navigation.transitionCoordinator == nil)
    #expect(article.transitionCoordinator == nil)
    audit.finish()
  }

  @Test func anUnanimatedPushHasNoCoordinator() {
    let log = EventLog()
    let navigation = UINavigationController(
      rootViewController: TracingViewController(title: "home", log: log))
    let audit = WindowAudit.showing(navigation)
    let article = ArticleViewController(title: "article", log: log)
    navigation.pushViewController(article, animated: false)
    #expect(article.coordinatorEvents == ["no coordinator"])
    #expect(article.header.alpha == 1)
    audit.finish()
  }

  @Test func aPresentationsCoordinatorCompletesBeforeItsCompletionHandler() {
    let log = EventLog()
    let home = TracingViewController(title: "home", log: log)
    let audit = WindowAudit.showing(home)
    let window = audit.window
    let article = ArticleViewController(title: "article", log: log)
    article.modalPresentationStyle = .fullScreen
    _ = log.drain()

    home.present(article, animated: true) { log.append("present completion") }
    #expect(article.coordinatorEvents == ["from home", "alongside"])
    window.finishAnimations()
    let entries = log.drain()
    let completion = entries.firstIndex(of: "article coordinator completion")
    let handler = entries.firstIndex(of: "present completion")
    #expect(completion != nil && handler != nil)
    if let completion, let handler { #expect(completion < handler) }
    #expect(article.transitionCoordinator == nil)
    audit.finish()
  }
}
