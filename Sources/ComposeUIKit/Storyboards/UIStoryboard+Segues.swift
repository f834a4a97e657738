import Compose

/// What a view controller made from a storyboard file keeps of its scene: the read file and the
/// scene, to make its segues' destinations and find its segues by identifier, and the embed
/// segues its loaded view's container views are waiting for.
@MainActor
final class ArchiveSceneFile {
  let archive: InterfaceBuilderArchive
  let table: PortedArchiveTable.Type
  let scene: ArchiveScene
  /// The container views of the loaded view and their embed segues, performed (then cleared)
  /// before the view controller's `viewDidLoad`; the views are kept weakly.
  private var pendingEmbeds: [(container: WeakView, connection: ArchiveConnection)] = []

  /// The segues of cells made from the scene's prototypes, by cell; the cells kept weakly.
  private var cellSegues: [ObjectIdentifier: (cell: WeakView, segues: [Segue])] = [:]

  init(archive: InterfaceBuilderArchive, table: PortedArchiveTable.Type, scene: ArchiveScene) {
    self.archive = archive
    self.table = table
    self.scene = scene
  }

  /// Every segue of the scene that leaves from it (not a relationship), in the archive's order.
  var segues: [(connection: ArchiveConnection, segue: ArchiveSegue)] {
    scene.objects.flatMap(\.allObjects).flatMap(\.connections).compactMap { connection in
      guard case .segue(let segue) = connection.kind, segue.kind != .relationship else {
        return nil
      }
      return (connection, segue)
    }
  }

  /// The scene's segue `identifier` (on a control, a cell, a bar button item or the view
  /// controller itself), if it has one.
  func segue(withIdentifier identifier: String) -> (ArchiveConnection, ArchiveSegue)? {
    segues.first { $0.segue.identifier == identifier }.map { ($0.connection, $0.segue) }
  }

  /// After the scene's view is made: a control's segue is performed by its tap, a gesture
  /// recognizer's when it recognizes (asking `shouldPerformSegue(withIdentifier:sender:)` first,
  /// with the control or the recognizer as sender); a container view's embed segue waits for
  /// ``performEmbeds(in:)``.
  func wireSegues(of views: ArchiveInstantiation, in controller: UIViewController) {
    guard let viewObject = scene.viewController?.children.first(where: { $0.key == "view" })
    else { return }
    for object in viewObject.allObjects + scene.dockObjects.flatMap(\.allObjects) {
      for connection in object.connections {
        guard case .segue(let segue) = connection.kind, let source = views.made[object.id] else {
          continue
        }
        switch segue.kind {
        case .embed:
          if let container = source as? UIView {
            pendingEmbeds.append((WeakView(container), connection))
          }
        case .relationship, .unmodelled:
          continue
        default:
          if let control = source as? UIControl {
            control.addAction(
              UIAction { [weak controller] action in
                controller?.triggerFileSegue(connection, segue, sender: action.sender)
              }, for: .touchUpInside)
          } else if let recognizer = source as? UIGestureRecognizer {
            recognizer.segueTriggers.append(
              GestureSegueTrigger { [weak controller] recognizer in
                controller?.triggerFileSegue(connection, segue, sender: recognizer)
              })
          } else if let cell = source as? UITableViewCell {
            // A static cell's segue runs on the selection of its row, as a prototype's does.
            register(cell, segues: segues(of: cell) + [(connection, segue)])
          }
        }
      }
    }
  }

  /// After the scene's view controller is made: a bar button item's segue is performed by its
  /// tap (``UIBarButtonItem/composeTap()``), with the item as sender.
  func wireBarItemSegues(of made: ArchiveInstantiation, in controller: UIViewController) {
    guard let object = scene.viewController else { return }
    for child in object.children where child.key != "view" {
      for item in child.allObjects where item.elementName == "barButtonItem" {
        guard let barItem = made.made[item.id] as? UIBarButtonItem else { continue }
        for connection in item.connections {
          guard case .segue(let segue) = connection.kind else { continue }
          barItem.primaryAction = UIAction { [weak controller] action in
            controller?.triggerFileSegue(connection, segue, sender: action.sender)
          }
        }
      }
    }
  }

  /// Registers `segues` for `cell` (a cell made from a prototype, or a static cell), forgetting
  /// cells gone.
  func register(_ cell: UIView, segues: [Segue]) {
    cellSegues = cellSegues.filter { $0.value.cell.view != nil }
    cellSegues[ObjectIdentifier(cell)] = (WeakView(cell), segues)
  }

  /// The segues registered for `cell`.
  func segues(of cell: UIView) -> [Segue] {
    guard let entry = cellSegues[ObjectIdentifier(cell)], entry.cell.view === cell else {
      return []
    }
    return entry.segues
  }

  /// Performs the embed segues of the loaded view's container views, in the archive's order.
  func performEmbeds(in controller: UIViewController) {
    let embeds = pendingEmbeds
    pendingEmbeds = []
    for (container, connection) in embeds {
      guard case .segue(let segue) = connection.kind, let view = container.view else { continue }
      _ = controller.performFileSegue(connection, segue, sender: nil, container: view)
    }
  }
}

/// A view kept weakly.
struct WeakView {
  weak var view: UIView?
  init(_ view: UIView) { self.view = view }
}

extension UIStoryboard {
  /// Makes the destinations of `object`'s relationship segues and contains them in `controller`
  /// before it is returned, as UIKit decodes them with it: a navigation controller's
  /// `rootViewController`, a tab bar controller's `viewControllers` in the archive's order, a
  /// split view controller's `masterViewController` and `detailViewController` (its classic
  /// `viewControllers`).
  func containRelationships(
    of object: ArchiveObject, in controller: UIViewController, archive: InterfaceBuilderArchive
  ) {
    var tabs: [UIViewController] = []
    var master: UIViewController?
    var detail: UIViewController?
    relationshipPath.insert(object.id)
    defer { relationshipPath.remove(object.id) }
    for connection in object.connections {
      guard case .segue(let segue) = connection.kind, segue.kind == .relationship else { continue }
      // A scene that contains itself, directly or through another, would be made forever.
      guard !relationshipPath.contains(connection.destination) else {
        archives.record(
          Diagnostic(
            code: .malformedArchive, path: connection.location.description,
            message: "<segue id=\"\(connection.id)\">: the relationship leads back to the "
              + "scene \"\(connection.destination)\" that contains it; not made again"))
        continue
      }
      guard let destination = instantiate(destinationOf: connection, in: archive) else {
        continue
      }
      switch (segue.relationship, controller) {
      case ("rootViewController", let navigation as UINavigationController):
        // The root is pushed, as init(rootViewController:) pushes it (contract §5).
        navigation.pushViewController(destination, animated: false)
      case ("viewControllers", is UITabBarController):
        tabs.append(destination)
      case ("masterViewController", is UISplitViewController):
        master = destination
      case ("detailViewController", is UISplitViewController):
        detail = destination
      default:
        archives.record(
          Diagnostic(
            code: .unmodelledArchiveContent, path: connection.location.description,
            message: "<segue id=\"\(connection.id)\">: Compose does not model the relationship "
              + "\"\(segue.relationship ?? "")\" of a \(object.elementName)"))
      }
    }
    if let tabBar = controller as? UITabBarController, !tabs.isEmpty {
      tabBar.setViewControllers(tabs, animated: false)
    }
    if let split = controller as? UISplitViewController, let master {
      split.viewControllers = [master] + (detail.map { [$0] } ?? [])
    }
  }

  /// A new view controller of the scene whose view controller is `connection`'s destination;
  /// `nil`, reported, when the file has none.
  func instantiate(
    destinationOf connection: ArchiveConnection, in archive: InterfaceBuilderArchive
  ) -> UIViewController? {
    guard
      let scene = archive.scenes.first(where: { $0.viewController?.id == connection.destination })
    else {
      archives.record(
        Diagnostic(
          code: .malformedArchive, path: connection.location.description,
          message: "<segue id=\"\(connection.id)\">: its destination \"\(connection.destination)\" "
            + "is no scene's view controller"))
      return nil
    }
    if let reference = scene.viewController, reference.elementName == "viewControllerPlaceholder" {
      return instantiate(reference: reference, of: connection)
    }
    return instantiate(
      scene, of: archive, identifier: scene.viewController?.storyboardIdentifier)
  }

  /// The view controller a storyboard reference (`<viewControllerPlaceholder>`) stands for: the
  /// scene `referencedIdentifier` names in the storyboard `storyboardName` of the same module,
  /// or that storyboard's initial view controller, as UIKit instantiates it when the segue or
  /// relationship runs. `nil`, reported, when that storyboard or scene is not there.
  private func instantiate(reference: ArchiveObject, of connection: ArchiveConnection)
    -> UIViewController?
  {
    let name = reference["storyboardName"] ?? self.name
    let module = ported.map { String(reflecting: $0.table).split(separator: ".").first ?? "" }
    let storyboard =
      name == self.name
      ? self : UIStoryboard(name: name, bundle: nil, file: "\(module ?? "")/\(name)")
    let made = archives.run {
      if let identifier = reference["referencedIdentifier"] {
        return storyboard.instantiateViewController(withIdentifier: identifier) as UIViewController?
      }
      return storyboard.instantiateInitialViewController()
    }
    if made == nil {
      archives.record(
        Diagnostic(
          code: .unregisteredArchive, path: reference.location.description,
          message: "<viewControllerPlaceholder id=\"\(reference.id)\">: the storyboard "
            + "reference to \(reference["referencedIdentifier"] ?? "the initial scene") of "
            + "\"\(name)\" made nothing; the segue \"\(connection.id)\" has no destination"))
    }
    return made
  }
}

extension UIViewController {
  /// Performs a segue of the file's scene as its trigger does (a control's tap, a bar button
  /// item's, a cell's selection): asks ``shouldPerformSegue(withIdentifier:sender:)`` first when
  /// it has an identifier, and performs it on `true`.
  @discardableResult
  func triggerFileSegue(_ connection: ArchiveConnection, _ segue: ArchiveSegue, sender: Any?)
    -> Bool
  {
    if let identifier = segue.identifier,
      !shouldPerformSegue(withIdentifier: identifier, sender: sender)
    {
      return false
    }
    return performFileSegue(connection, segue, sender: sender)
  }

  /// Performs a segue of the file's scene: makes its destination from the file, then the segue
  /// of its kind (the same ones a registered segue makes), `prepare(for:sender:)`, `perform()`.
  @discardableResult
  func performFileSegue(
    _ connection: ArchiveConnection, _ segue: ArchiveSegue, sender: Any?,
    container: UIView? = nil
  ) -> Bool {
    guard let origin = archiveOrigin, let file = origin.file else { return false }
    let storyboard = origin.storyboard
    let kind: ComposeArchives.SegueKind
    switch segue.kind {
    case .show: kind = .show
    case .showDetail: kind = .showDetail
    case .presentation, .popoverPresentation: kind = .present
    case .embed: kind = .embed
    case .unwind:
      return performUnwindSegue(connection, segue, sender: sender)
    case .custom:
      guard let name = segue.customClass, let make = file.table.segues[name] else {
        storyboard.archives.record(
          Diagnostic(
            code: .unmodelledArchiveContent, path: connection.location.description,
            message:
              "<segue id=\"\(connection.id)\">: the custom segue class "
              + "\(segue.customClass ?? "(none)") is not in the module's ComposePortedArchives "
              + "(is the module ported?); the segue is not performed"))
        return false
      }
      // The segue's own identifier, `nil` when the file has none.
      kind = .custom { _, source, destination in
        make(segue.identifier, source, destination)
      }
    case .relationship, .unmodelled:
      storyboard.archives.record(
        Diagnostic(
          code: .unmodelledArchiveContent, path: connection.location.description,
          message:
            "<segue id=\"\(connection.id)\">: Compose does not perform a \(segue.writtenKind) "
            + "segue from a storyboard file yet"))
      return false
    }
    guard let destination = storyboard.instantiate(destinationOf: connection, in: file.archive)
    else { return false }
    if segue.kind == .popoverPresentation {
      // The popover is anchored to what triggered it (Interface Builder's default anchor).
      destination.modalPresentationStyle = .popover
      if let item = sender as? UIBarButtonItem {
        destination.popoverPresentationController?.barButtonItem = item
      } else if let view = sender as? UIView {
        destination.popoverPresentationController?.sourceView = view
        destination.popoverPresentationController?.sourceRect = view.bounds
      }
    } else if segue.kind == .presentation {
      if let style = segue.modalPresentationStyle.flatMap({ Self.presentationStyles[$0] }) {
        destination.modalPresentationStyle = style
      }
      if let style = segue.modalTransitionStyle.flatMap({ Self.transitionStyles[$0] }) {
        destination.modalTransitionStyle = style
      }
    }
    let made = makeSegue(
      segue.identifier, kind: kind, destination: destination, container: container)
    runSegue(made, sender: sender, in: storyboard.archives)
    return true
  }

  /// Interface Builder's names of `UIModalPresentationStyle`.
  static let presentationStyles: [String: UIModalPresentationStyle] = [
    "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
    "currentContext": .currentContext, "custom": .custom, "overFullScreen": .overFullScreen,
    "overCurrentContext": .overCurrentContext, "popover": .popover, "none": .none,
    "automatic": .automatic,
  ]

  /// Interface Builder's names of `UIModalTransitionStyle`.
  static let transitionStyles: [String: UIModalTransitionStyle] = [
    "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal,
    "crossDissolve": .crossDissolve, "partialCurl": .partialCurl,
  ]
}
