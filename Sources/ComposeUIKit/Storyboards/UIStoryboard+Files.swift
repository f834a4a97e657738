import Compose

extension UIStoryboard {
  /// The view controller of the scene `select` picks in the app's storyboard file, made as UIKit
  /// makes it: through `init(coder:)` of its class (or `creator`'s, given the scene's coder),
  /// with its relationship segues' destinations made and contained, woken (`awakeFromNib()`)
  /// before its view exists; its view, with the scene's outlets, actions and segue triggers, is
  /// made when it loads, before `viewDidLoad()`. `nil` (reported) when the file cannot be read or
  /// has no such scene.
  func instantiateFromFile(
    identifier: String?, creator: ((NSCoder) -> UIViewController?)? = nil,
    _ select: (InterfaceBuilderArchive) -> ArchiveScene?
  ) -> UIViewController? {
    guard let archive = readFile() else { return nil }
    guard let scene = select(archive) else { return nil }
    return instantiate(scene, of: archive, identifier: identifier, creator: creator)
  }

  /// The app's storyboard file, read once (what reading it reports is recorded once); `nil`
  /// when there is none or it cannot be read.
  func readFile() -> InterfaceBuilderArchive? { file?.archive }

  /// The view controller of `scene` of the read file `archive` (see
  /// ``instantiateFromFile(identifier:creator:_:)``).
  func instantiate(
    _ scene: ArchiveScene, of archive: InterfaceBuilderArchive, identifier: String?,
    creator: ((NSCoder) -> UIViewController?)? = nil
  ) -> UIViewController? {
    guard let ported, let object = scene.viewController else { return nil }
    var instantiation = ArchiveInstantiation(archive: archive, table: ported.table)
    let made = instantiation.makeController(object, creator: creator)
    file?.record(instantiation.diagnostics)
    guard let controller = made else { return nil }
    let file = ArchiveSceneFile(archive: archive, table: ported.table, scene: scene)
    controller.archiveOrigin = ArchiveOrigin(storyboard: self, scene: identifier, file: file)
    let table = ported.table
    let archives = archives
    let reports = self.file
    controller.archiveViewLoader = { [weak controller] in
      guard let controller else { return }
      var views = ArchiveInstantiation(archive: archive, table: table)
      archives.run { views.loadView(of: object, into: controller, dock: scene.dockObjects) }
      reports?.record(views.diagnostics)
      file.wireSegues(of: views, in: controller)
    }
    file.wireBarItemSegues(of: instantiation, in: controller)
    containRelationships(of: object, in: controller, archive: archive)
    archives.run { controller.awakeFromNib() }
    return controller
  }
}

extension ArchiveInstantiation {
  /// Makes a scene's view controller (its view is made later, by ``loadView(of:into:dock:)``):
  /// `creator`'s when it returns one, else the custom class's, else the UIKit class of its
  /// element; its navigation item and tab bar item are applied.
  mutating func makeController(
    _ object: ArchiveObject, creator: ((NSCoder) -> UIViewController?)? = nil
  ) -> UIViewController? {
    let coder = ArchiveCoder(object)
    var made: AnyObject? = creator?(coder)
    if made == nil, let custom = object.customClass, let factory = table?.classes[custom] {
      made = factory(coder)
    } else if made == nil {
      if let custom = object.customClass {
        report(
          object,
          "Unknown class \(custom) in Interface Builder file: no ComposePortedArchives of its "
            + "module lists it (is the module ported?); a \(object.uikitClassName ?? "?") is made")
      }
      made = Self.sceneControllers[object.elementName]?(coder)
    }
    guard let controller = made as? UIViewController else {
      report(object, "Compose does not make this scene's view controller from the file yet")
      return nil
    }
    apply(object, to: controller)
    applySceneChildren(of: object, to: controller)
    return controller
  }

  /// Makes the view of the scene whose view controller `object` describes, as `controller`'s
  /// view, and the objects of the scene's `dock` (gesture recognizers, views), then connects the
  /// scene's outlets and actions and wakes what was made, in UIKit's order.
  mutating func loadView(
    of object: ArchiveObject, into controller: UIViewController, dock: [ArchiveObject] = []
  ) {
    adopt(controller, as: object.id)
    guard let viewObject = object.children.first(where: { $0.key == "view" }),
      let view = make(viewObject) as? UIView
    else { return }
    controller.view = view
    for extra in dock { _ = make(extra) }
    connect([object] + dock, owner: nil)
    for made in order where made !== controller { Self.awake(made) }
  }
}
