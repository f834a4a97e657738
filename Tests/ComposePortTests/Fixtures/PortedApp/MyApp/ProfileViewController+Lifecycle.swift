import UIKit

extension ProfileViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad at line \(#line)")
  }
}
