import UIKit

@objc protocol NoteDetailViewControllerDelegate: AnyObject {
  @objc optional func noteDetailViewControllerDidToggleFavorite(
    _ controller: NoteDetailViewController)
  @objc optional func noteDetailViewControllerCanToggleFavorite(
    _ controller: NoteDetailViewController
  ) -> Bool
}
