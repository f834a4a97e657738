import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The Embedded ViewControllers talk's "Embedding via Storyboard": a base screen with a container
// view whose embed segue loads a table view controller; the base keeps it from
// `prepare(for:sender:)`, the talk's code.

private final class EmbeddedListViewController: TracingViewController {}

private final class BaseViewController: TracingViewController {
  var tableViewController: EmbeddedListViewController?

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    log.append("base.prepare(for: \(segue.identifier ?? "nil"))")
    if let vc = segue.destination as? EmbeddedListViewController {
      self.tableViewController = vc
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("base has \(children.count) child, list kept: \(tableViewController != nil)")
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct EmbedSegueContainerViewTests {
    @Test func theEmbedSegueRunsWhenTheViewLoadsBeforeViewDidLoad() {
      let log = EventLog()
      let archives = ComposeArchives()
      archives.registerScene("Base", in: "Main", isInitial: true) {
        BaseViewController(title: "base", log: log)
      }
      archives.registerScene("List", in: "Main") {
        EmbeddedListViewController(title: "list", log: log)
      }
      archives.registerSegue("embedList", in: "Main", from: "Base", kind: .embed, to: "List")
      let base = archives.run {
        UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
      }
      guard let base = base as? BaseViewController else {
        Issue.record("the initial scene is not the base")
        return
      }
      #expect(log.drain().isEmpty)

      let audit = WindowAudit.showing(base)
      // A storyboard's embed segues are performed as the container's view loads: the source
      // prepares, the child is added (willMove, its view placed, didMove), then the source's
      // viewDidLoad finds it (contract §1); appearance then reaches both, parent before child
      // for each callback (contract §3).
      let entries = log.drain()
      #expect(
        Array(entries.prefix(6)) == [
          "base.prepare(for: embedList)",
          "list.willMove(toParent: base)",
          "list.viewDidLoad",
          "list.didMove(toParent: base)",
          "base.viewDidLoad",
          "base has 1 child, list kept: true",
        ])
      #expect(
        entries.dropFirst(6).filter { !$0.contains("viewIsAppearing") } == [
          "base.viewWillAppear(false)",
          "list.viewWillAppear(false)",
          "base.viewDidAppear(false)",
          "list.viewDidAppear(false)",
        ])
      #expect(base.tableViewController?.parent === base)
      #expect(base.tableViewController?.view.superview === base.view)
      audit.finish()
    }
  }
#endif
