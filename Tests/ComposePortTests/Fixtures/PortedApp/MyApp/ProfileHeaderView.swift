import UIKit

class ProfileHeaderView: UIView {
  @IBOutlet private weak var nameLabel: UILabel!
  @IBOutlet weak var followButton: UIButton!
  @IBOutlet var counters: [UILabel]!
  var log: [String] = []
  var follows = 0

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    log.append("init(coder:)")
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    log.append("awakeFromNib name=\(nameLabel?.text ?? "nil")")
  }

  var name: String? { nameLabel.text }

  @IBAction private func followTapped(_ sender: UIButton) {
    follows += 1
  }
}
