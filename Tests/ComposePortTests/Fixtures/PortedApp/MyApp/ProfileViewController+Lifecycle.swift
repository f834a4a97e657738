import UIKit

extension ProfileViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad at line \(#line)")
    followButton.addTarget(self, action: #selector(followTapped(_:)), for: .touchUpInside)
    view.addSubview(followButton)
  }
}
