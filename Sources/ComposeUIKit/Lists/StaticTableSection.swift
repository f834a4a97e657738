/// A section of a storyboard table with static cells (`<tableViewSection>` of a table whose
/// `dataMode` is `static`): its titles and its cells, made with the table as UIKit makes them,
/// each once. A ``UITableViewController`` answers its data source's questions from them unless
/// a subclass overrides the methods (a subclass that calls `super` gets them too).
struct StaticTableSection {
  /// The header's title (`headerTitle`).
  var headerTitle: String?
  /// The footer's title (`footerTitle`).
  var footerTitle: String?
  /// The cells, in the archive's order; the table keeps them.
  var cells: [UITableViewCell]
}

extension UITableView {
  /// The static cell at `indexPath`, if the table has static cells and one is there.
  func staticCell(at indexPath: IndexPath) -> UITableViewCell? {
    guard let sections = staticSections, sections.indices.contains(indexPath.section) else {
      return nil
    }
    let cells = sections[indexPath.section].cells
    return cells.indices.contains(indexPath.row) ? cells[indexPath.row] : nil
  }

  /// The static section `section`, if the table has static cells and the section exists.
  func staticSection(_ section: Int) -> StaticTableSection? {
    guard let sections = staticSections, sections.indices.contains(section) else { return nil }
    return sections[section]
  }
}
