import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A list filtered by a segmented control in the navigation bar: All / Unread / Flagged, the
// value-changed action added with `addAction`, a segment inserted later, and a disabled segment.

private final class MailboxViewController: UIViewController {
  let filter = UISegmentedControl(items: ["All", "Unread"])
  let messages = ["Lunch?": false, "Invoice": true, "Flight": true]
  private(set) var shown: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    filter.insertSegment(withTitle: "Flagged", at: 2, animated: false)
    filter.selectedSegmentIndex = 0
    filter.setEnabled(false, forSegmentAt: 2)
    filter.addAction(
      UIAction { [weak self] _ in self?.applyFilter() }, for: .valueChanged)
    navigationItem.titleView = filter
    applyFilter()
  }

  private func applyFilter() {
    switch filter.selectedSegmentIndex {
    case 1: shown = messages.filter(\.value).keys.sorted()
    default: shown = messages.keys.sorted()
    }
  }
}

@MainActor
@Suite struct SegmentedFilterTests {
  @Test func aTappedSegmentRunsTheValueChangedAction() {
    let mailbox = MailboxViewController()
    mailbox.loadViewIfNeeded()
    #expect(mailbox.filter.numberOfSegments == 3)
    #expect(mailbox.filter.titleForSegment(at: 2) == "Flagged")
    #expect(mailbox.shown == ["Flight", "Invoice", "Lunch?"])

    #expect(mailbox.filter.composeSelectSegment(at: 1))
    #expect(mailbox.filter.selectedSegmentIndex == 1)
    #expect(mailbox.shown == ["Flight", "Invoice"])

    // A disabled segment cannot be tapped; setting the index from code sends no action.
    #expect(!mailbox.filter.composeSelectSegment(at: 2))
    mailbox.filter.selectedSegmentIndex = 0
    #expect(mailbox.shown == ["Flight", "Invoice"])
    mailbox.filter.selectedSegmentIndex = 7
    #expect(mailbox.filter.selectedSegmentIndex == UISegmentedControl.noSegment)
  }
}
