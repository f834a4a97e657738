import UIKit

@objc protocol ProfileViewControllerDelegate {
  @objc optional func profileDidFollow(_ controller: ProfileViewController)
  @objc optional func title(for controller: ProfileViewController) -> String
  @objc optional var wantsBadge: Bool { get }
}

@IBDesignable
class ProfileViewController: UIViewController {
  @IBOutlet weak var nameLabel: UILabel!
  @IBInspectable var cornerRadius: Double = 0
  @objc dynamic var followers = 0
  weak var delegate: ProfileViewControllerDelegate?
  var log: [String] = []

  @IBAction func followTapped(_ sender: Any) {
    followers += 1
    delegate?.profileDidFollow?(self)
    log.append("follow " + (delegate?.title?(for: self) ?? "untitled"))
    if delegate?.wantsBadge == true { log.append("badge") }
  }

  @objc(shareWithSender:) private func share(_ sender: UIButton?) {
    log.append("share")
  }

  func location() -> String { "\(#fileID):\(#line)" }

  let followButton = UIButton(type: .system)
}
