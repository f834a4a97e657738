/// The object that tells a ``ListView`` what to show: how many sections and rows, and the cell
/// for a row. It lives outside the component (a data source object of its own, or
/// ``ArrayDataSource``); the list holds it weakly, as UIKit does, so keep a strong reference.
@MainActor
public protocol ListDataSource: AnyObject {
  /// The number of sections. The default is `1`.
  func numberOfSections(in listView: ListView) -> Int

  /// The number of rows in `section`.
  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int

  /// The cell for the row at `indexPath`, obtained from
  /// ``ListView/dequeueReusableCell(withIdentifier:for:)`` and configured for the row.
  ///
  /// Called when the row enters the viewport, and again for a row named in
  /// ``ListView/reconfigureRows(at:)``, in which case dequeuing returns the row's current cell.
  func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell
}

extension ListDataSource {
  /// One section.
  public func numberOfSections(in listView: ListView) -> Int { 1 }
}
