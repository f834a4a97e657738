import Compose
import ComposeTestFixtures
import Testing

/// Contract §6, a tap asks and tells as UIKit documents for `UITableViewDelegate`:
/// `willSelectRowAt(new)` (which may redirect or refuse), then, in single selection with another
/// row selected, `willDeselectRowAt(old)` (which may redirect or keep the row) and
/// `didDeselectRowAt(old)`, then `didSelectRowAt(new)`. Programmatic selection asks and tells
/// nothing.
@Suite struct TapSelectionOrderTests {
  final class Rows: ListDataSource, ListDelegate {
    var log: [String] = []
    /// What `willSelectRowAt` answers, by row asked; the row itself when absent.
    var selectAnswers: [ListIndexPath: ListIndexPath?] = [:]
    /// What `willDeselectRowAt` answers, by row asked; the row itself when absent.
    var deselectAnswers: [ListIndexPath: ListIndexPath?] = [:]

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 10 }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
      listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func listView(_ listView: ListView, willSelectRowAt indexPath: ListIndexPath)
      -> ListIndexPath?
    {
      log.append("willSelect \(indexPath)")
      return selectAnswers[indexPath] ?? indexPath
    }
    func listView(_ listView: ListView, willDeselectRowAt indexPath: ListIndexPath)
      -> ListIndexPath?
    {
      log.append("willDeselect \(indexPath)")
      return deselectAnswers[indexPath] ?? indexPath
    }
    func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {
      log.append("didSelect \(indexPath)")
    }
    func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath) {
      log.append("didDeselect \(indexPath)")
    }
  }

  final class Fixture {
    let h = Harness()
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 10, height: 30))
    let rows = Rows()

    init() { list.show(rows, in: h.root) }

    func drain() -> [String] {
      defer { rows.log.removeAll() }
      return rows.log
    }
  }

  static func row(_ row: Int) -> ListIndexPath { ListIndexPath(row: row, section: 0) }

  @Test func aTapOnAnotherRowAsksWillSelectThenWillDeselectTheOldRowBeforeTellingEither() {
    let f = Fixture()
    f.list.simulateTap(at: Self.row(1))
    #expect(f.drain() == ["willSelect [0, 1]", "didSelect [0, 1]"])

    f.list.simulateTap(at: Self.row(2))
    #expect(
      f.drain() == [
        "willSelect [0, 2]", "willDeselect [0, 1]", "didDeselect [0, 1]", "didSelect [0, 2]",
      ])
    #expect(f.list.indexPathsForSelectedRows == [Self.row(2)])
  }

  @Test func willSelectReturningNilRefusesTheTapAndNothingElseIsAsked() {
    let f = Fixture()
    f.list.simulateTap(at: Self.row(1))
    _ = f.drain()
    f.rows.selectAnswers[Self.row(2)] = .some(nil)

    f.list.simulateTap(at: Self.row(2))
    #expect(f.drain() == ["willSelect [0, 2]"])
    #expect(f.list.indexPathsForSelectedRows == [Self.row(1)])
  }

  @Test func willSelectCanRedirectTheTapToAnotherRow() {
    let f = Fixture()
    f.rows.selectAnswers[Self.row(2)] = Self.row(4)

    f.list.simulateTap(at: Self.row(2))
    #expect(f.drain() == ["willSelect [0, 2]", "didSelect [0, 4]"])
    #expect(f.list.indexPathsForSelectedRows == [Self.row(4)])
  }

  @Test func willDeselectReturningNilKeepsTheOldRowSelectedBesideTheNewOne() {
    let f = Fixture()
    f.list.simulateTap(at: Self.row(1))
    _ = f.drain()
    f.rows.deselectAnswers[Self.row(1)] = .some(nil)

    f.list.simulateTap(at: Self.row(2))
    #expect(f.drain() == ["willSelect [0, 2]", "willDeselect [0, 1]", "didSelect [0, 2]"])
    #expect(f.list.indexPathsForSelectedRows == [Self.row(1), Self.row(2)])
  }

  @Test func aTapOnTheSelectedRowSelectsItAgainWithoutDeselectingIt() {
    let f = Fixture()
    f.list.simulateTap(at: Self.row(1))
    _ = f.drain()

    f.list.simulateTap(at: Self.row(1))
    #expect(f.drain() == ["willSelect [0, 1]", "didSelect [0, 1]"])
    #expect(f.list.indexPathsForSelectedRows == [Self.row(1)])
  }

  @Test func withMultipleSelectionATapOnASelectedRowAsksWillDeselect() {
    let f = Fixture()
    f.list.allowsMultipleSelection = true
    f.list.simulateTap(at: Self.row(1))
    f.list.simulateTap(at: Self.row(2))
    #expect(
      f.drain() == [
        "willSelect [0, 1]", "didSelect [0, 1]", "willSelect [0, 2]", "didSelect [0, 2]",
      ]
    )

    f.list.simulateTap(at: Self.row(1))
    #expect(f.drain() == ["willDeselect [0, 1]", "didDeselect [0, 1]"])
    #expect(f.list.indexPathsForSelectedRows == [Self.row(2)])

    f.rows.deselectAnswers[Self.row(2)] = .some(nil)
    f.list.simulateTap(at: Self.row(2))
    #expect(f.drain() == ["willDeselect [0, 2]"])
    #expect(f.list.indexPathsForSelectedRows == [Self.row(2)])
  }

  @Test func programmaticSelectionAndDeselectionAskAndTellNothing() {
    let f = Fixture()
    f.list.selectRow(at: Self.row(1), animated: false, scrollPosition: .none)
    f.list.selectRow(at: Self.row(2), animated: false, scrollPosition: .none)
    f.list.deselectRow(at: Self.row(2), animated: false)
    #expect(f.drain().isEmpty)
    #expect(f.list.indexPathForSelectedRow == nil)
  }

  @Test func aRedirectionOutsideTheListIsReportedAndChangesNothing() {
    let f = Fixture()
    f.rows.selectAnswers[Self.row(2)] = Self.row(40)
    f.h.audit.allowFindings()  // deliberate: the auditor reports it

    let diagnostic = f.list.simulateTap(at: Self.row(2))
    #expect(diagnostic?.code == .rowOutOfRange)
    #expect(f.drain() == ["willSelect [0, 2]"])
    #expect(f.list.indexPathForSelectedRow == nil)
  }
}
