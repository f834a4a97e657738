import UIKit

/// The profile's header.
public final class HeaderViewController: UIViewController {}

/// A profile screen that embeds its header when its view loads.
public final class ProfileViewController: UIViewController {
  /// The embedded header.
  public let header = HeaderViewController()

  override public func viewDidLoad() {
    super.viewDidLoad()
    addChild(header)
    view.addSubview(header.view)
    header.didMove(toParent: self)
  }
}
