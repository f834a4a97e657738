import Foundation

extension ArchiveInstantiation {
  /// The view controller classes Compose makes from a storyboard scene, by element.
  static let sceneControllers: [String: @MainActor (NSCoder) -> UIViewController?] = [
    "viewController": { UIViewController(coder: $0) },
    "navigationController": { UINavigationController(coder: $0) },
    "tabBarController": { UITabBarController(coder: $0) },
    "pageViewController": { UIPageViewController(coder: $0) },
    "tableViewController": { UITableViewController(coder: $0) },
    "collectionViewController": { UICollectionViewController(coder: $0) },
    "splitViewController": { UISplitViewController(coder: $0) },
  ]

  /// Applies what a scene's view controller holds besides its view: its navigation item (title,
  /// left, right and back bar button items) and its tab bar item (title, image, system item,
  /// tag). A navigation controller's navigation bar and a tab bar controller's tab bar are its
  /// own (accepted, nothing to apply); anything else is reported.
  mutating func applySceneChildren(of object: ArchiveObject, to controller: UIViewController) {
    for child in object.children where child.key != "view" {
      switch (child.elementName, child.key) {
      case ("navigationItem", "navigationItem"):
        applyNavigationItem(child, to: controller.navigationItem, owner: object, controller)
      case ("tabBarItem", "tabBarItem"):
        controller.tabBarItem = tabBarItem(child)
      case ("navigationBar", "navigationBar") where controller is UINavigationController:
        if child["largeTitles"] == "YES" {
          (controller as? UINavigationController)?.navigationBar.prefersLargeTitles = true
        }
      case ("tabBar", "tabBar") where controller is UITabBarController:
        continue
      default:
        report(child, "Compose does not make this object of a scene yet")
      }
    }
  }

  private mutating func applyNavigationItem(
    _ object: ArchiveObject, to item: UINavigationItem, owner: ArchiveObject,
    _ controller: UIViewController
  ) {
    applyNavigationItemAttributes(object, to: item)
    for child in object.children {
      guard child.elementName == "barButtonItem",
        let button = barButtonItem(child, owner: owner, controller)
      else {
        report(child, "Compose does not make this object of a navigation item yet")
        continue
      }
      place(button, of: child, in: item)
    }
  }

  /// The bar button item `object` describes, with its action: to the scene's view controller
  /// (`owner`), or, to First Responder, up the responder chain. Its segue connection is wired by
  /// the scene (see `ArchiveSceneFile`).
  private mutating func barButtonItem(
    _ object: ArchiveObject, owner: ArchiveObject, _ controller: UIViewController
  ) -> UIBarButtonItem? {
    guard let item = makeBarButtonItem(object) else { return nil }
    for connection in object.connections {
      guard case .action(let selector, _) = connection.kind else { continue }
      item.target = connection.destination == owner.id ? controller : nil
      item.action = Selector(selector)
    }
    return item
  }

  /// Sets what the archive stores for a navigation item, in a scene or in a navigation bar: its
  /// title, prompt and large title display mode.
  func applyNavigationItemAttributes(_ object: ArchiveObject, to item: UINavigationItem) {
    if let title = object["title"] { item.title = title }
    if let prompt = object["prompt"] { item.prompt = prompt }
    let largeTitles: [String: UINavigationItem.LargeTitleDisplayMode] = [
      "always": .always, "never": .never,
    ]
    if let mode = object["largeTitleDisplayMode"].flatMap({ largeTitles[$0] }) {
      item.largeTitleDisplayMode = mode
    }
  }

  /// Puts `button`, made from `object`, where the archive places it in `item`: its left, right
  /// or back bar button item, or the next of its left or right ones; another place is reported.
  mutating func place(
    _ button: UIBarButtonItem, of object: ArchiveObject, in item: UINavigationItem
  ) {
    switch (object.key, object.list) {
    case ("leftBarButtonItem", _): item.leftBarButtonItem = button
    case ("rightBarButtonItem", _): item.rightBarButtonItem = button
    case ("backBarButtonItem", _): item.backBarButtonItem = button
    case (_, "leftBarButtonItems"):
      item.leftBarButtonItems = (item.leftBarButtonItems ?? []) + [button]
    case (_, "rightBarButtonItems"):
      item.rightBarButtonItems = (item.rightBarButtonItems ?? []) + [button]
    default: report(object, "this bar button item's place in the navigation item is not modelled")
    }
  }

  /// The bar button item `object` describes (system item, or title and image; style, tag,
  /// enabled), recorded as made; its action is connected by whoever holds it.
  mutating func makeBarButtonItem(_ object: ArchiveObject) -> UIBarButtonItem? {
    let item: UIBarButtonItem
    if let written = object["systemItem"] {
      guard let system = Self.barSystemItems[written] else {
        report(object, "the bar button system item \"\(written)\" is not modelled")
        return nil
      }
      item = UIBarButtonItem(systemItem: system)
    } else {
      item = UIBarButtonItem(
        title: object["title"],
        image: object["image"].flatMap { Self.image($0, catalog: object["catalog"]) })
    }
    if object["style"] == "done" { item.style = .done }
    if let tag = object["tag"].flatMap({ Int($0) }) { item.tag = tag }
    if object["enabled"] == "NO" { item.isEnabled = false }
    adopt(item, as: object.id)
    return item
  }

  /// The tab bar item `object` describes (system item, or title and image; tag).
  mutating func tabBarItem(_ object: ArchiveObject) -> UITabBarItem {
    let tag = object["tag"].flatMap { Int($0) } ?? 0
    if let written = object["systemItem"] {
      if let system = Self.tabSystemItems[written] {
        return UITabBarItem(tabBarSystemItem: system, tag: tag)
      }
      report(object, "the tab bar system item \"\(written)\" is not modelled")
    }
    return UITabBarItem(
      title: object["title"],
      image: object["image"].flatMap { Self.image($0, catalog: object["catalog"]) }, tag: tag)
  }

  /// Interface Builder's names of `UIBarButtonItem.SystemItem`.
  static let barSystemItems: [String: UIBarButtonItem.SystemItem] = [
    "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
    "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose,
    "reply": .reply, "action": .action, "organize": .organize, "bookmarks": .bookmarks,
    "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash,
    "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
    "undo": .undo, "redo": .redo, "close": .close,
  ]

  /// Interface Builder's names of `UITabBarItem.SystemItem`.
  static let tabSystemItems: [String: UITabBarItem.SystemItem] = [
    "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated,
    "recents": .recents, "contacts": .contacts, "history": .history, "bookmarks": .bookmarks,
    "search": .search, "downloads": .downloads, "mostRecent": .mostRecent,
    "mostViewed": .mostViewed,
  ]
}
