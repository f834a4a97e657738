import Compose

extension UIStoryboard {
  /// The view controller of the scene `select` picks in the app's storyboard file, made as UIKit
  /// makes it: through `init(coder:)` of its class, woken (`awakeFromNib()`) before its view
  /// exists; its view, with the scene's outlets and actions, is made when it loads, before
  /// `viewDidLoad()`. `nil` (reported) when the file cannot be read or has no such scene.
  func instantiateFromFile(
    identifier: String?, _ select: (InterfaceBuilderArchive) -> ArchiveScene?
  ) -> UIViewController? {
    guard let ported else { return nil }
    let archive: InterfaceBuilderArchive
    do {
      archive = try InterfaceBuilderArchive(xml: ported.archive.xml, path: ported.archive.path)
    } catch {
      archives.record(error.diagnostic)
      return nil
    }
    for diagnostic in archive.diagnostics { archives.record(diagnostic) }
    guard let object = select(archive)?.viewController else { return nil }
    var instantiation = ArchiveInstantiation(archive: archive, table: ported.table)
    let made = instantiation.makeController(object)
    for diagnostic in instantiation.diagnostics { archives.record(diagnostic) }
    guard let controller = made else { return nil }
    controller.archiveOrigin = ArchiveOrigin(storyboard: self, scene: identifier)
    let table = ported.table
    let archives = archives
    controller.archiveViewLoader = { [weak controller] in
      guard let controller else { return }
      var views = ArchiveInstantiation(archive: archive, table: table)
      archives.run { views.loadView(of: object, into: controller) }
      for diagnostic in views.diagnostics { archives.record(diagnostic) }
    }
    archives.run { controller.awakeFromNib() }
    return controller
  }
}

extension ArchiveInstantiation {
  /// Makes a scene's view controller (its view is made later, by ``loadView(of:into:)``).
  mutating func makeController(_ object: ArchiveObject) -> UIViewController? {
    let coder = ArchiveCoder(object)
    var made: AnyObject?
    if let custom = object.customClass, let factory = table?.classes[custom] {
      made = factory(coder)
    } else {
      if let custom = object.customClass {
        report(
          object,
          "Unknown class \(custom) in Interface Builder file: no ComposePortedArchives of its "
            + "module lists it (is the module ported?); a UIViewController is made")
      }
      if object.elementName == "viewController" { made = UIViewController(coder: coder) }
    }
    guard let controller = made as? UIViewController else {
      report(object, "Compose does not make this scene's view controller from the file yet")
      return nil
    }
    for child in object.children where child.key != "view" {
      report(child, "Compose does not make this object of a scene yet")
    }
    apply(object, to: controller)
    return controller
  }

  /// Makes the view of the scene whose view controller `object` describes, as `controller`'s
  /// view, then connects the scene's outlets and actions and wakes the views, in UIKit's order.
  mutating func loadView(of object: ArchiveObject, into controller: UIViewController) {
    adopt(controller, as: object.id)
    guard let viewObject = object.children.first(where: { $0.key == "view" }),
      let view = make(viewObject) as? UIView
    else { return }
    controller.view = view
    connect([object], owner: nil)
    for made in order where made !== controller { Self.awake(made) }
  }
}
