import Compose

extension UITableView {
  /// Registers a nib for `identifier` (UIKit's `register(_:forCellReuseIdentifier:)` with a
  /// nib): dequeuing with that identifier when its queue is empty makes the nib's first
  /// top-level ``UITableViewCell`` (from the factory registered in ``ComposeArchives``), which
  /// gets `awakeFromNib()`. A nib that makes no cell is reported
  /// (`Diagnostic.Code.unregisteredArchive`) and answered with a plain cell.
  ///
  /// - Parameters:
  ///   - nib: The nib, or `nil` (then plain `UITableViewCell`s).
  ///   - identifier: The reuse identifier.
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    guard let nib else { return register(UITableViewCell.self, forCellReuseIdentifier: identifier) }
    bridge.register(identifier) { [weak self] in
      let made = nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UITableViewCell }.first
      if made == nil {
        nib.archives.report(
          "the nib \"\(nib.name)\" makes no UITableViewCell", at: "UINib(\"\(nib.name)\")",
          on: nil, view: self?.bridge.list)
      }
      let cell = made ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
      return CellBox(facade: cell, reuseIdentifier: identifier)
    }
  }
}

extension UICollectionView {
  /// Registers a nib for `identifier` (UIKit's `register(_:forCellWithReuseIdentifier:)` with a
  /// nib): dequeuing with that identifier when its queue is empty makes the nib's first
  /// top-level ``UICollectionViewCell`` (from the factory registered in ``ComposeArchives``),
  /// which gets `awakeFromNib()`. A nib that makes no cell is reported and answered with a plain
  /// cell.
  ///
  /// - Parameters:
  ///   - nib: The nib, or `nil` (then plain `UICollectionViewCell`s).
  ///   - identifier: The reuse identifier.
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    guard let nib else {
      return register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
    }
    bridge.register(identifier) { [weak self] in
      let made = nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UICollectionViewCell }
        .first
      if made == nil {
        nib.archives.report(
          "the nib \"\(nib.name)\" makes no UICollectionViewCell", at: "UINib(\"\(nib.name)\")",
          on: nil, view: self?.bridge.list)
      }
      let cell = made ?? UICollectionViewCell(composeReuseIdentifier: identifier)
      return CellBox(facade: cell, reuseIdentifier: identifier)
    }
  }
}
