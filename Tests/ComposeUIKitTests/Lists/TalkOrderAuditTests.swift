import Compose
import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

/// The Embedded ViewControllers talk's cell exactly as the talk wrote it: `didMove(toParent:)`
/// before the view is in the content view, and the view removed before `willMove(toParent: nil)`.
/// Legal calls in the wrong order: the auditor reports both, through the table's cells, with the
/// child's path.
@Suite struct TalkOrderAuditTests {
  final class TalkCell: UITableViewCell {
    var embeddedViewController: UIViewController?

    func embedInParentViewController(_ parentViewController: UIViewController) {
      guard let embeddedViewController else { return }
      parentViewController.addChild(embeddedViewController)
      embeddedViewController.didMove(toParent: parentViewController)
      contentView.addSubview(embeddedViewController.view)
    }

    func unEmbedFromParentViewController() {
      guard let embeddedViewController else { return }
      embeddedViewController.view.removeFromSuperview()
      embeddedViewController.willMove(toParent: nil)
      embeddedViewController.removeFromParent()
    }
  }

  final class TalkScreen: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88), style: .plain)
    let viewControllers = (0..<4).map { RowViewController("talk\($0)") }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(TalkCell.self, forCellReuseIdentifier: "TalkCell")
      tableView.dataSource = self
      tableView.delegate = self
      view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      viewControllers.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "TalkCell", for: indexPath)
      (cell as? TalkCell)?.embeddedViewController = viewControllers[indexPath.row]
      return cell
    }

    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      (cell as? TalkCell)?.embedInParentViewController(self)
    }

    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      (cell as? TalkCell)?.unEmbedFromParentViewController()
    }
  }

  @Test func theAuditorCatchesTheTalksOrderInBothDirections() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let harness = LifecycleHarness(window: window)
    let auditor = LifecycleAuditor()
    auditor.attach(to: window.composeWindow)
    let screen = TalkScreen()
    // The talk's cell calls didMove(toParent:) before placing the view, in each of the two rows
    // shown.
    harness.expect(finding: .didMoveBeforeViewPlaced, count: 2)
    window.rootViewController = screen
    window.makeKeyAndVisible()
    _ = screen.tableView.visibleCells
    auditor.checkpoint()
    let embedding = auditor.findings
    #expect(embedding.map(\.kind) == [.didMoveBeforeViewPlaced, .didMoveBeforeViewPlaced])
    #expect(embedding.first?.path.contains("talk0") == true)
    auditor.reset()
    // Scrolling one row down un-embeds row 0 (its view removed before willMove(toParent: nil))
    // and embeds row 2, again didMove first.
    harness.expect(finding: .viewRemovedBeforeWillMove)
    harness.expect(finding: .didMoveBeforeViewPlaced)
    screen.tableView.contentOffset = CGPoint(x: 0, y: 44)
    auditor.checkpoint()
    let unembedding = auditor.findings.map(\.kind)
    #expect(unembedding.contains(.viewRemovedBeforeWillMove))
    #expect(!unembedding.contains(.cellDisplayUnpaired))
    harness.finish()
  }
}
