import Compose
import Foundation

/// A storyboard: UIKit's `UIStoryboard`, without an archive. Its scenes and segues are what a
/// test registered in the ``ComposeArchives`` in scope when it was created (see
/// ``ComposeArchives/run(_:)``); a storyboard created outside any has nothing registered.
///
/// A view controller it makes runs its registered factory, remembers the storyboard
/// (``UIViewController/storyboard``) and gets `awakeFromNib()`, as from an archive. An identifier
/// nothing registered is reported (`Diagnostic.Code.unregisteredArchive`) and answered with `nil`
/// or, where UIKit's return type is not optional, with a plain view controller; UIKit raises an
/// exception.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  /// The storyboard's name.
  let name: String
  /// The archives whose registrations it reads.
  let archives: ComposeArchives

  /// Creates the storyboard `name` (UIKit's `init(name:bundle:)`).
  ///
  /// - Parameters:
  ///   - name: The storyboard's name, as registered with
  ///     ``ComposeArchives/registerScene(_:in:isInitial:_:)``.
  ///   - storyboardBundleOrNil: Ignored (nothing is read from bundles).
  ///   - file: The calling file (`#fileID`): its module's ported storyboards are searched (then
  ///     those of the modules it depends on) for a scene nothing registered.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?, file: String = #fileID) {
    self.name = name
    self.archives = ComposeArchives.current ?? ComposeArchives()
    self.ported = PortedTables.archive(
      named: name, from: PortedTables.module(ofFileID: file), kind: ".storyboard")
    super.init()
  }

  /// The scenes whose relationships are being made, outermost first: a relationship back to one
  /// of them is refused.
  var relationshipPath: Set<String> = []

  /// The storyboard file of that name the port step handed to the calling module, if any.
  let ported: (archive: PortedArchive, table: PortedArchiveTable.Type)?

  /// That file, read once, with the reports already recorded.
  lazy var file: ArchiveFile? = ported.map { ArchiveFile($0.archive, archives: archives) }

  /// The initial view controller (UIKit's `instantiateInitialViewController()`): the scene
  /// registered with `isInitial`, or `nil`, reported, when there is none.
  ///
  /// - Returns: A new view controller, or `nil`.
  open func instantiateInitialViewController() -> UIViewController? {
    if archives.storyboard(named: name)?.initial == nil, ported != nil {
      return instantiateFromFile(identifier: nil) { $0.initialScene }
    }
    guard let identifier = archives.storyboard(named: name)?.initial else {
      archives.report(
        "the storyboard \"\(name)\" has no initial view controller registered",
        at: path, on: nil)
      return nil
    }
    return instantiateScene(identifier, creator: nil, reportingOn: nil)
  }

  /// The initial view controller, made by `creator` when it returns one (UIKit's
  /// `instantiateInitialViewController(creator:)`).
  ///
  /// - Parameter creator: Makes the view controller from a coder (an empty one here), or
  ///   returns `nil` to let the registered factory make it.
  /// - Returns: A new view controller, or `nil` when none is registered or it is not a
  ///   `ViewController`.
  public func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? {
    if archives.storyboard(named: name)?.initial == nil, ported != nil {
      return instantiateFromFile(
        identifier: nil, creator: creator.map { make in { make($0) } }, { $0.initialScene })
        as? ViewController
    }
    guard let identifier = archives.storyboard(named: name)?.initial else {
      archives.report(
        "the storyboard \"\(name)\" has no initial view controller registered",
        at: path, on: nil)
      return nil
    }
    return instantiateScene(
      identifier, creator: creator.map { make in { make($0) } }, reportingOn: nil)
      as? ViewController
  }

  /// The view controller of the scene `identifier` (UIKit's
  /// `instantiateViewController(withIdentifier:)`): a new one from the registered factory. An
  /// identifier nothing registered is reported and answered with a plain `UIViewController`.
  ///
  /// - Parameter identifier: The scene's Storyboard ID.
  /// - Returns: A new view controller.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    instantiateScene(identifier, creator: nil, reportingOn: nil) ?? UIViewController()
  }

  /// The view controller of the scene `identifier`, made by `creator` (UIKit's
  /// `instantiateViewController(identifier:creator:)`): the creator gets a coder (an empty one:
  /// `init(coder:)` decodes nothing) and passes it to the view controller's `init(coder:)`; when
  /// it returns `nil`, the registered factory makes it, or else `ViewController(coder:)`.
  ///
  /// An identifier nothing registered is reported; the creator still makes the view controller
  /// (the return type is not optional). The one case with no answer, an unregistered identifier
  /// whose `ViewController(coder:)` fails too, stops the program, as UIKit's exception does.
  ///
  /// - Parameters:
  ///   - identifier: The scene's Storyboard ID.
  ///   - creator: Makes the view controller from a coder, or `nil`.
  /// - Returns: A new view controller.
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    let made = instantiateScene(
      identifier, creator: creator.map { make in { make($0) } }, reportingOn: nil)
    if let made = made as? ViewController { return made }
    if let made {
      archives.report(
        "the scene \"\(identifier)\" of the storyboard \"\(name)\" makes a "
          + "\(type(of: made)), not a \(ViewController.self)", at: path, on: nil)
    }
    let fallback = creator?(NSCoder()) ?? ViewController(coder: NSCoder())
    guard let fallback else {
      fatalError("instantiateViewController(identifier: \"\(identifier)\"): no view controller")
    }
    adopt(fallback, identifier: identifier)
    return fallback
  }

  /// `UIStoryboard("name")`, the path of its diagnostics.
  var path: String { "UIStoryboard(\"\(name)\")" }

  /// A new view controller of the scene `identifier`: `creator`'s, or the registered factory's;
  /// `nil`, reported on `component`'s window and in the archives, when none is registered.
  func instantiateScene(
    _ identifier: String, creator: ((NSCoder) -> UIViewController?)?,
    reportingOn component: Component?
  ) -> UIViewController? {
    guard let make = archives.storyboard(named: name)?.scenes[identifier] else {
      var inFile = false
      if ported != nil,
        let made = instantiateFromFile(
          identifier: identifier, creator: creator,
          { archive in
            let scene = archive.scene(withStoryboardIdentifier: identifier)
            inFile = scene != nil
            return scene
          })
      {
        return made
      }
      let file = ported.map { " and the file \($0.archive.path) has none" } ?? ""
      archives.report(
        inFile
          ? "the scene \"\(identifier)\" of the storyboard \"\(name)\" could not be made from "
            + "its file (see the reports before this one)"
          : "no scene \"\(identifier)\" is registered in the storyboard \"\(name)\"\(file)",
        at: path, on: component)
      return nil
    }
    let making = MadeControllers()
    let made = archives.run {
      ArchiveScope.$making.withValue(making) { creator?(NSCoder()) ?? make() }
    }
    // The scene's relationships (a navigation controller's root, a tab bar controller's tabs)
    // come from the storyboard too: they know it and wake as well, before the scene.
    for other in making.made where other !== made {
      other.archiveOrigin = ArchiveOrigin(storyboard: self, scene: nil)
    }
    made.archiveOrigin = ArchiveOrigin(storyboard: self, scene: identifier)
    archives.run {
      for other in making.made where other !== made { other.awakeFromNib() }
      made.awakeFromNib()
    }
    return made
  }

  /// Marks `controller` as made by this storyboard from the scene `identifier`, then wakes it.
  func adopt(_ controller: UIViewController, identifier: String) {
    controller.archiveOrigin = ArchiveOrigin(storyboard: self, scene: identifier)
    archives.run { controller.awakeFromNib() }
  }
}

/// Where a view controller made by a storyboard came from.
struct ArchiveOrigin {
  /// The storyboard; strong, as UIKit's `storyboard` property is.
  let storyboard: UIStoryboard
  /// The scene's identifier; `nil` for a view controller its scene's factory made along (a
  /// relationship's destination).
  let scene: String?
  /// The scene of the storyboard file it was made from, if it was.
  var file: ArchiveSceneFile? = nil
}
