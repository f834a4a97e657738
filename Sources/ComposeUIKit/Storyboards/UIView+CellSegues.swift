/// The segues of cells made from a storyboard file's prototypes and of its static cells, performed when the user selects
/// their row or item, with the cell as sender (Apple's `prepare(for:sender:)` documentation: "if
/// the segue originated from a table view, the sender parameter would identify the table view
/// cell that the user tapped").
extension UIView {
  /// Registers the segues of `prototype` (a `tableViewCell` or `collectionViewCell` of a scene)
  /// for `cell`, made from it for this table or collection view: what makes a cell from a
  /// prototype calls this once the cell is made and connected. They are kept by the scene's view
  /// controller found up the responder chain from this view, the cell weakly; a view in no scene
  /// of a storyboard file registers nothing.
  func registerArchiveSegues(of cell: UIView, prototype: ArchiveObject) {
    let segues = prototype.connections.compactMap { connection -> ArchiveSceneFile.Segue? in
      guard case .segue(let segue) = connection.kind else { return nil }
      return (connection, segue)
    }
    guard !segues.isEmpty, let controller = archiveSceneController else { return }
    controller.archiveOrigin?.file?.register(cell, segues: segues)
  }

  /// Performs the segues registered for `cells`, just selected by the user, each as its trigger
  /// does (``UIViewController/shouldPerformSegue(withIdentifier:sender:)`` first, the cell as
  /// sender).
  func performArchiveSegues(ofSelected cells: [UIView]) {
    guard let controller = archiveSceneController, let file = controller.archiveOrigin?.file
    else { return }
    for cell in cells {
      for (connection, segue) in file.segues(of: cell) {
        controller.triggerFileSegue(connection, segue, sender: cell)
      }
    }
  }

  /// The first view controller up the responder chain that a storyboard file's scene made.
  private var archiveSceneController: UIViewController? {
    var responder: UIResponder? = self
    while let current = responder {
      if let controller = current as? UIViewController, controller.archiveOrigin?.file != nil {
        return controller
      }
      responder = current.next
    }
    return nil
  }
}

extension ArchiveSceneFile {
  typealias Segue = (connection: ArchiveConnection, segue: ArchiveSegue)
}
