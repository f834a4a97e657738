import UIKit

/// Presents its destination full screen with a cross-dissolve (the "showStats" segue of
/// Main.storyboard).
class FadeInSegue: UIStoryboardSegue {
  override func perform() {
    destination.modalPresentationStyle = .fullScreen
    destination.modalTransitionStyle = .crossDissolve
    source.present(destination, animated: true)
  }
}
