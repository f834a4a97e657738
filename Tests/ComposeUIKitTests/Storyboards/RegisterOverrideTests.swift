import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The `register` methods of tables and collection views are open in UIKit: an app's subclass
// overrides them (to log, or to register a default cell alongside) and calls `super`, which
// registers as usual: the nib's cell or header is what dequeuing then makes.

private final class BadgeCell: UITableViewCell {}

private final class SectionHeaderView: UITableViewHeaderFooterView {}

private final class TileCell: UICollectionViewCell {}

/// A table that logs what is registered on it.
private final class LoggingTableView: UITableView {
  var registrations: [String] = []

  override func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    registrations.append("cell nib \(identifier)")
    super.register(nib, forCellReuseIdentifier: identifier)
  }

  override func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registrations.append("cell class \(identifier)")
    super.register(cellClass, forCellReuseIdentifier: identifier)
  }

  override func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    registrations.append("header nib \(identifier)")
    super.register(nib, forHeaderFooterViewReuseIdentifier: identifier)
  }

  override func register(
    _ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    registrations.append("header class \(identifier)")
    super.register(aClass, forHeaderFooterViewReuseIdentifier: identifier)
  }
}

/// A collection view that logs what is registered on it.
private final class LoggingCollectionView: UICollectionView {
  var registrations: [String] = []

  override func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    registrations.append("cell nib \(identifier)")
    super.register(nib, forCellWithReuseIdentifier: identifier)
  }

  override func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registrations.append("cell class \(identifier)")
    super.register(cellClass, forCellWithReuseIdentifier: identifier)
  }
}

private final class BadgesViewController: UIViewController, UITableViewDataSource {
  let tableView = LoggingTableView(
    frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UINib(nibName: "BadgeCell", bundle: nil), forCellReuseIdentifier: "badge")
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
    tableView.register(
      UINib(nibName: "SectionHeaderView", bundle: nil),
      forHeaderFooterViewReuseIdentifier: "header")
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct RegisterOverrideTests {
    @Test func aTablesOverridesRunAndSuperRegistersTheNibs() {
      let archives = ComposeArchives()
      archives.registerNib("BadgeCell") { _ in
        [BadgeCell(style: .default, reuseIdentifier: "badge")]
      }
      archives.registerNib("SectionHeaderView") { _ in
        [SectionHeaderView(reuseIdentifier: "header")]
      }
      let badges = BadgesViewController()
      let audit = archives.run { WindowAudit.showing(badges) }
      badges.tableView.layoutIfNeeded()
      #expect(
        badges.tableView.registrations == [
          "cell nib badge", "cell class plain", "header nib header",
        ])
      #expect(badges.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is BadgeCell)
      let header = archives.run {
        badges.tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
      }
      #expect(header is SectionHeaderView)
      #expect(archives.diagnostics.isEmpty)
      audit.finish()
    }

    @Test func aCollectionViewsOverridesRunToo() {
      let layout = UICollectionViewFlowLayout()
      let grid = LoggingCollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
      grid.register(UINib(nibName: "TileCell", bundle: nil), forCellWithReuseIdentifier: "tile")
      grid.register(TileCell.self, forCellWithReuseIdentifier: "tile2")
      #expect(grid.registrations == ["cell nib tile", "cell class tile2"])
    }
  }
#endif
