import Compose
import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

// Cells from the app's xib (TagCell.xib, see ComposePortedArchives.swift), registered as UIKit
// code registers them: `register(UINib(nibName:bundle:), forCellReuseIdentifier:)`, then
// dequeued with their content view's subviews and outlets, each woken once.

private final class TagsViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)
  let tags = ["swift", "linux", "uikit"]

  override func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.register(UINib(nibName: "TagCell", bundle: nil), forCellReuseIdentifier: "TagCell")
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { tags.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "TagCell", for: indexPath)
    (cell as? TagCell)?.tagLabel.text = tags[indexPath.row]
    return cell
  }
}

@MainActor
@Suite struct NibCellTests {
  @Test func registeredXibCellsDequeueWithTheirSubviewsOutletsAndAttributes() throws {
    let tags = TagsViewController()
    let audit = WindowAudit.showing(tags)
    tags.view.layoutIfNeeded()
    let cells = (0..<3).compactMap {
      tags.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) as? TagCell
    }
    #expect(cells.count == 3)
    #expect(cells.map { $0.tagLabel.text } == ["swift", "linux", "uikit"])
    #expect(cells.allSatisfy { $0.tagLabel.superview === $0.contentView })
    #expect(cells.allSatisfy { $0.awakenings == 1 })
    #expect(cells.allSatisfy { $0.reuseIdentifier == "TagCell" && $0.selectionStyle == .none })
    audit.finish()
  }
}

@MainActor
@Suite struct CoderInitTests {
  // A storyboard creator closure may pass a plain coder: views are made as from an empty archive.
  @Test func viewsAndCellsMadeFromAPlainCoderAreEmpty() throws {
    let cell = try #require(UITableViewCell(coder: NSCoder()))
    #expect(cell.reuseIdentifier == nil)
    #expect(cell.contentView.superview === cell)
    let view = try #require(UIView(coder: NSCoder()))
    #expect(view.frame == .zero)
  }
}
