import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A contacts screen in today's style: a UITableViewController whose table is filled by a
// UITableViewDiffableDataSource subclass giving the section titles, item identifiers that are the
// contacts' IDs, a snapshot rebuilt from the model for a search, a favorite moved between
// sections and reconfigured, a delete, and a selection that pushes the contact.

private struct Contact: Identifiable, Hashable, Sendable {
  let id: Int
  var name: String
  var isFavorite = false
}

private final class ContactsViewController: UITableViewController {
  enum Section: Int, CaseIterable, Sendable {
    case favorites
    case everyone

    var title: String {
      switch self {
      case .favorites: return "Favorites"
      case .everyone: return "Everyone"
      }
    }
  }

  final class DataSource: UITableViewDiffableDataSource<Section, Contact.ID> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      sectionIdentifier(for: section)?.title
    }
  }

  private typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Contact.ID>

  private var contacts: [Contact.ID: Contact] = [:]
  private var order: [Contact.ID] = []
  private(set) var searchText = ""
  private(set) lazy var dataSource = makeDataSource()
  private(set) var displayLog: [String] = []

  init(contacts: [Contact]) {
    super.init(style: .insetGrouped)
    for contact in contacts {
      self.contacts[contact.id] = contact
      order.append(contact.id)
    }
    title = "Contacts"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    tableView.rowHeight = 44
    applySnapshot(animatingDifferences: false)
  }

  private func makeDataSource() -> DataSource {
    DataSource(tableView: tableView) { [weak self] tableView, indexPath, contactID in
      let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
      guard let contact = self?.contacts[contactID] else { return cell }
      cell.textLabel?.text = contact.isFavorite ? "★ \(contact.name)" : contact.name
      cell.accessoryType = .disclosureIndicator
      return cell
    }
  }

  private func applySnapshot(animatingDifferences: Bool = true) {
    let visible = order.compactMap { contacts[$0] }.filter {
      searchText.isEmpty || $0.name.localizedCaseInsensitiveContains(searchText)
    }
    var snapshot = Snapshot()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(visible.filter(\.isFavorite).map(\.id), toSection: .favorites)
    snapshot.appendItems(visible.filter { !$0.isFavorite }.map(\.id), toSection: .everyone)
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  func search(_ text: String) {
    searchText = text
    applySnapshot()
  }

  func toggleFavorite(_ id: Contact.ID) {
    guard var contact = contacts[id] else { return }
    contact.isFavorite.toggle()
    contacts[id] = contact
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([id])
    snapshot.appendItems([id], toSection: contact.isFavorite ? .favorites : .everyone)
    snapshot.reconfigureItems([id])
    dataSource.apply(snapshot)
  }

  func delete(_ id: Contact.ID) {
    contacts[id] = nil
    order.removeAll { $0 == id }
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([id])
    dataSource.apply(snapshot)
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let id = dataSource.itemIdentifier(for: indexPath), let contact = contacts[id] else {
      return
    }
    let detail = UIViewController()
    detail.title = contact.name
    navigationController?.pushViewController(detail, animated: false)
  }

  override func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    displayLog.append("willDisplay \(cell.textLabel?.text ?? "")")
  }

  override func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    displayLog.append("didEndDisplaying \(cell.textLabel?.text ?? "")")
  }

  /// The texts of the rows displayed in `section`.
  func texts(in section: Section) -> [String] {
    tableView.visibleCells.compactMap { cell in
      guard let indexPath = tableView.indexPath(for: cell), indexPath.section == section.rawValue
      else { return nil }
      return cell.textLabel?.text
    }
  }
}

@MainActor
@Suite struct ContactsDiffableListTests {
  private let people = [
    Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Brian", isFavorite: true),
    Contact(id: 3, name: "Carla"), Contact(id: 4, name: "Dmitri"),
  ]

  private func showContacts() -> (ContactsViewController, UINavigationController, WindowAudit) {
    let contacts = ContactsViewController(contacts: people)
    let navigation = UINavigationController(rootViewController: contacts)
    let audit = WindowAudit.showing(navigation)
    contacts.tableView.layoutIfNeeded()
    return (contacts, navigation, audit)
  }

  @Test func theContactsAreShownInTheirSectionsWithTitles() {
    let (contacts, _, audit) = showContacts()
    #expect(contacts.tableView.numberOfSections == 2)
    #expect(contacts.texts(in: .favorites) == ["★ Brian"])
    #expect(contacts.texts(in: .everyone) == ["Ada", "Carla", "Dmitri"])
    // The table asks its data source, the subclass, through UITableViewDataSource.
    let dataSource = contacts.tableView.dataSource
    #expect(dataSource === contacts.dataSource)
    #expect(dataSource?.tableView(contacts.tableView, titleForHeaderInSection: 0) == "Favorites")
    #expect(dataSource?.tableView(contacts.tableView, titleForHeaderInSection: 1) == "Everyone")
    audit.finish()
  }

  @Test func aFavoriteMovesToItsSectionInItsOwnCell() {
    let (contacts, _, audit) = showContacts()
    let carla = contacts.tableView.cellForRow(at: IndexPath(row: 1, section: 1))
    let before = contacts.displayLog
    contacts.toggleFavorite(3)
    // The row moved with its cell, reconfigured in place: no display event.
    #expect(contacts.displayLog == before)
    #expect(contacts.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === carla)
    #expect(contacts.texts(in: .favorites) == ["★ Brian", "★ Carla"])
    #expect(contacts.texts(in: .everyone) == ["Ada", "Dmitri"])
    audit.finish()
  }

  @Test func searchingFiltersAndClearingRestores() {
    let (contacts, _, audit) = showContacts()
    contacts.search("ar")
    #expect(contacts.texts(in: .favorites).isEmpty)
    #expect(contacts.texts(in: .everyone) == ["Carla"])
    #expect(contacts.dataSource.snapshot().numberOfItems == 1)
    contacts.search("")
    #expect(contacts.texts(in: .favorites) == ["★ Brian"])
    #expect(contacts.texts(in: .everyone) == ["Ada", "Carla", "Dmitri"])
    audit.finish()
  }

  @Test func aDeletedContactEndsDisplay() {
    let (contacts, _, audit) = showContacts()
    contacts.delete(1)
    #expect(contacts.displayLog.last == "didEndDisplaying Ada")
    #expect(contacts.texts(in: .everyone) == ["Carla", "Dmitri"])
    #expect(contacts.dataSource.indexPath(for: 1) == nil)
    #expect(contacts.dataSource.indexPath(for: 4) == IndexPath(row: 1, section: 1))
    audit.finish()
  }

  @Test func selectingAContactPushesIt() {
    let (contacts, navigation, audit) = showContacts()
    let row = IndexPath(row: 2, section: 1)
    contacts.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
    contacts.tableView(contacts.tableView, didSelectRowAt: row)
    #expect(navigation.topViewController?.title == "Dmitri")
    #expect(contacts.tableView.indexPathForSelectedRow == nil)
    audit.finish()
  }
}
