import Compose

extension UITableView {
  /// The work of the open `register` method of the same parameters (see its comment).
  func composeRegisterNib(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    guard let nib else {
      return composeRegisterClass(UITableViewCell.self, forCellReuseIdentifier: identifier)
    }
    bridge.register(identifier) { [weak self] in
      let made = nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UITableViewCell }.first
      if made == nil {
        nib.archives.report(
          "the nib \"\(nib.name)\" makes no UITableViewCell", at: "UINib(\"\(nib.name)\")",
          on: nil, view: self?.bridge.list)
      }
      let cell = made ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
      return cell
    }
  }
}

extension UICollectionView {
  /// The work of the open `register` method of the same parameters (see its comment).
  func composeRegisterNib(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    guard let nib else {
      return composeRegisterClass(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
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
      return cell
    }
  }
}
