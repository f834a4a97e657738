import UIKit

/// A note's row, laid out in NoteCell.xib.
class NoteCell: UITableViewCell {

  static let reuseIdentifier = "NoteCell"

  @IBOutlet weak var titleLabel: UILabel!
  @IBOutlet weak var bodyLabel: UILabel!
  @IBOutlet weak var favoriteImageView: UIImageView!

  func configure(with note: Note) {
    titleLabel.text = note.title
    bodyLabel.text = note.body
    favoriteImageView.isHidden = !note.isFavorite
  }
}
