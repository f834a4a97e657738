import Foundation

/// The object that tells a ``UITableView`` what to show (UIKit's `UITableViewDataSource`): the
/// counts, and a cell for each row. The table holds it weakly.
///
/// UIKit's optional methods are requirements with default implementations here, so a type
/// implements the ones it needs with UIKit's signatures. Order per row (contract §6):
/// `tableView(_:cellForRowAt:)` (dequeue there with
/// ``UITableView/dequeueReusableCell(withIdentifier:for:)``), then the delegate's
/// `tableView(_:willDisplay:forRowAt:)`, and later `tableView(_:didEndDisplaying:forRowAt:)`.
///
/// A class that takes a default implementation and whose subclass declares the method gets the
/// default through the protocol (Swift's rule for protocol extensions); implement the method in
/// the class that declares the conformance, or subclass ``UITableViewController``, whose methods
/// are `open`.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section` (required).
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// The cell for the row at `indexPath` (required), dequeued with
  /// ``UITableView/dequeueReusableCell(withIdentifier:for:)`` and configured.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// The number of sections. The default is `1`.
  func numberOfSections(in tableView: UITableView) -> Int

  /// The title of a section's header. The default is `nil`. Compose draws no headers: it is
  /// never called.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

  /// The title of a section's footer. The default is `nil`. Compose draws no footers: it is
  /// never called.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

  /// Whether the row can be edited. The default is `true`. Compose has no editing mode: it is
  /// never called.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

  /// Whether the row can be moved. The default is `false`. Never called.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

  /// Commits an insertion or deletion the user asked for. The default does nothing. Compose
  /// has no editing mode: it is never called.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)

  /// Moves a row the user dragged. The default does nothing. Never called.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)

  /// The titles of the section index along the table's side (UIKit's
  /// `sectionIndexTitles(for:)`). The default is `nil`. Compose draws no index: it is never
  /// called.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?

  /// The section that the index title `title`, at `index` in ``sectionIndexTitles(for:)``,
  /// jumps to (UIKit's `tableView(_:sectionForSectionIndexTitle:at:)`). The default is `index`.
  /// Never called.
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// Every row can be edited.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// No row can be moved.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// No section index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The section at the title's position.
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }
}
