import UIKit

/// The prototype cell of the folders table in Main.storyboard.
class FolderCell: UITableViewCell {

  @IBOutlet weak var nameLabel: UILabel!
  @IBOutlet weak var countLabel: UILabel!

  override func awakeFromNib() {
    super.awakeFromNib()
    countLabel.textColor = .secondaryLabel
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    nameLabel.text = nil
    countLabel.text = nil
  }

  func configure(with folder: Folder) {
    nameLabel.text = folder.name
    countLabel.text = String(folder.notes.count)
  }
}
