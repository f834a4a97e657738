import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The light-controllers post ("light" controllers): a generic data source over an array with a
// closure that configures each cell, and a cell that owns its structure (its properties fill its
// labels). The controller only wires them. Contract §6: dequeue (`prepareForReuse()` first when
// recycled), then the data source configures the cell.

private final class ArrayDataSource<Cell: UITableViewCell, Item>: NSObject, UITableViewDataSource {
  private(set) var items: [Item]
  private let reuseIdentifier: String
  private let configureCell: (Cell, Item) -> Void

  init(items: [Item], reuseIdentifier: String, configureCell: @escaping (Cell, Item) -> Void) {
    self.items = items
    self.reuseIdentifier = reuseIdentifier
    self.configureCell = configureCell
  }

  func item(at indexPath: IndexPath) -> Item {
    items[indexPath.row]
  }

  func replaceItems(_ items: [Item]) {
    self.items = items
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
    if let cell = cell as? Cell {
      configureCell(cell, items[indexPath.row])
    }
    return cell
  }
}

private struct Person {
  var name: String
  var birthDate: Date
}

/// The seed's `CeldaPersona`: setting its properties fills its labels.
private final class PersonCell: UITableViewCell {
  static let reuseIdentifier = "PersonCell"
  var log: EventLog?

  var name: String? {
    didSet { textLabel?.text = name }
  }

  var birthDate: Date? {
    didSet {
      let formatter = DateFormatter()
      formatter.dateFormat = "dd/MM/yyyy"
      formatter.timeZone = TimeZone(identifier: "UTC")
      detailTextLabel?.text = birthDate.map(formatter.string(from:))
    }
  }

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    log?.append("prepareForReuse (was \(name ?? "nil"))")
    name = nil
    birthDate = nil
  }
}

private final class PeopleViewController: UIViewController {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 88), style: .plain)
  var dataSource: ArrayDataSource<PersonCell, Person>!
  let people: [Person]
  let log: EventLog

  init(people: [Person], log: EventLog) {
    self.people = people
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.rowHeight = 44
    tableView.register(PersonCell.self, forCellReuseIdentifier: PersonCell.reuseIdentifier)
    dataSource = ArrayDataSource(items: people, reuseIdentifier: PersonCell.reuseIdentifier) {
      [log] cell, person in
      log.append("configure \(person.name)")
      cell.log = log
      cell.name = person.name
      cell.birthDate = person.birthDate
    }
    tableView.dataSource = dataSource
  }
}

@MainActor
@Suite struct ArrayDataSourceTests {
  private static func date(_ daysSince1970: Double) -> Date {
    Date(timeIntervalSince1970: daysSince1970 * 86_400)
  }

  private static let people = [
    Person(name: "Ana", birthDate: ArrayDataSourceTests.date(0)),
    Person(name: "Bruno", birthDate: ArrayDataSourceTests.date(31)),
    Person(name: "Carla", birthDate: ArrayDataSourceTests.date(365)),
  ]

  @Test func visibleRowsAreConfiguredByTheClosureInRowOrder() {
    let log = EventLog()
    let controller = PeopleViewController(people: Self.people, log: log)
    let audit = WindowAudit.showing(controller)
    controller.tableView.layoutIfNeeded()

    #expect(log.drain() == ["configure Ana", "configure Bruno"])
    let first = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? PersonCell
    #expect(first?.textLabel?.text == "Ana")
    #expect(first?.detailTextLabel?.text == "01/01/1970")
    #expect(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) == nil)
    #expect(controller.dataSource.item(at: IndexPath(row: 1, section: 0)).name == "Bruno")
    audit.finish()
  }

  @Test func aRecycledCellIsPreparedForReuseBeforeTheClosureConfiguresIt() {
    let log = EventLog()
    let controller = PeopleViewController(people: Self.people, log: log)
    let audit = WindowAudit.showing(controller)
    controller.tableView.layoutIfNeeded()
    let anasCell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    _ = log.drain()

    controller.tableView.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
    controller.tableView.layoutIfNeeded()

    #expect(log.drain() == ["prepareForReuse (was Ana)", "configure Carla"])
    let carlasCell =
      controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? PersonCell
    #expect(carlasCell === anasCell)
    #expect(carlasCell?.textLabel?.text == "Carla")
    #expect(carlasCell?.detailTextLabel?.text == "01/01/1971")
    #expect(controller.tableView.visibleCells.count == 2)
    audit.finish()
  }

  @Test func reloadDataReadsTheNewItems() {
    let log = EventLog()
    let controller = PeopleViewController(people: Self.people, log: log)
    let audit = WindowAudit.showing(controller)
    controller.tableView.layoutIfNeeded()
    _ = log.drain()

    controller.dataSource.replaceItems([Person(name: "Diego", birthDate: Self.date(1))])
    controller.tableView.reloadData()
    controller.tableView.layoutIfNeeded()

    #expect(log.drain().filter { $0.hasPrefix("configure") } == ["configure Diego"])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 1)
    #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == ["Diego"])
    audit.finish()
  }
}
