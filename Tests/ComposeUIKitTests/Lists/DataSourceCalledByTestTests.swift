import ComposeUIKit
import Foundation
import Testing

// A test that calls its data source's `tableView(_:cellForRowAt:)` itself, outside any pass of
// the table, as app tests commonly do (`let cell = sut.tableView(sut.tableView, cellForRowAt:
// path) as! ContactCell`): UIKit's dequeue answers a new cell of the registered class there too.

private final class ContactCell: UITableViewCell {
  let nameLabel = UILabel()
}

@MainActor
private final class ContactsDataSource: NSObject, UITableViewDataSource {
  let names = ["Ada", "Grace"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
    (cell as? ContactCell)?.nameLabel.text = names[indexPath.row]
    return cell
  }
}

@MainActor
@Suite struct DataSourceCalledByTestTests {
  @Test func aCellDequeuedOutsideTheTablesPassIsOfTheRegisteredClass() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(ContactCell.self, forCellReuseIdentifier: "Contact")
    let dataSource = ContactsDataSource()
    table.dataSource = dataSource

    let cell = try #require(
      dataSource.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0)) as? ContactCell)

    #expect(cell.nameLabel.text == "Grace")
    #expect(cell.reuseIdentifier == "Contact")
  }

  @Test func eachSuchDequeueIsANewCell() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(ContactCell.self, forCellReuseIdentifier: "Contact")
    let dataSource = ContactsDataSource()
    table.dataSource = dataSource

    let first = dataSource.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))
    let second = dataSource.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))

    #expect(first !== second)
    #expect(first is ContactCell && second is ContactCell)
  }

  @Test func anUnregisteredIdentifierStillAnswersAPlainCell() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let cell = table.dequeueReusableCell(withIdentifier: "Nope", for: IndexPath(row: 0, section: 0))
    #expect(type(of: cell) == UITableViewCell.self)
    #expect(cell.reuseIdentifier == "Nope")
  }
}
