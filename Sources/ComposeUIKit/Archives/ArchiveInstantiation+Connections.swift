extension ArchiveInstantiation {
  /// Connects every outlet, outlet collection and action of the archive's objects, in the
  /// archive's order, once every object is made (UIKit connects after `init(coder:)` of all the
  /// objects and before any `awakeFromNib()`). `owner` stands for File's Owner; actions to First
  /// Responder are sent up the responder chain (a `nil` target).
  ///
  /// An outlet is set by its setter in the ported selector table of the source's class or of a
  /// superclass (`set<Property>:`, as UIKit's key-value coding calls it), or, for UIKit's own
  /// outlets, directly: a view controller's `view`, a table view's and a collection view's
  /// `dataSource` and `delegate`, a text field's and a gesture recognizer's `delegate`, a view's
  /// `gestureRecognizers` (each recognizer attached, as Interface Builder appends them). An
  /// outlet with no setter, an action of a source that is not a control, a bar button item or a
  /// gesture recognizer, is reported.
  mutating func connect(_ objects: [ArchiveObject], owner: AnyObject?) {
    var collections: [String: [AnyObject]] = [:]
    var collectionSources: [String: (AnyObject, ArchiveObject, String)] = [:]
    for object in objects.flatMap(\.allObjects) {
      guard let source = instance(of: object, owner: owner) else { continue }
      for connection in object.connections {
        let destination = instance(ofID: connection.destination, owner: owner)
        switch connection.kind {
        case .outlet(let property):
          setOutlet(property, of: source, to: destination, object: object)
        case .outletCollection(let property):
          let key = "\(object.id).\(property)"
          if let destination { collections[key, default: []].append(destination) }
          collectionSources[key] = (source, object, property)
        case .action(let selector, let eventType):
          connectAction(selector, eventType, of: source, to: destination, object: object)
        case .segue:
          continue  // Wired by the storyboard once the scene is made (UIStoryboard+Segues).
        }
      }
    }
    for (key, (source, object, property)) in collectionSources.sorted(by: { $0.key < $1.key }) {
      setOutlet(property, of: source, to: collections[key] ?? [], object: object)
    }
    setRuntimeAttributes(objects, owner: owner)
  }

  private func instance(of object: ArchiveObject, owner: AnyObject?) -> AnyObject? {
    object.placeholder == .filesOwner ? owner : made[object.id]
  }

  private func instance(ofID id: String, owner: AnyObject?) -> AnyObject? {
    if let made = made[id] { return made }
    if let object = archive.objects.first(where: { $0.id == id }),
      object.placeholder == .filesOwner
    {
      return owner
    }
    return nil
  }

  private mutating func setOutlet(
    _ property: String, of source: AnyObject, to value: Any?, object: ArchiveObject
  ) {
    if let view = source as? UIView, property == "gestureRecognizers" {
      // Interface Builder appends each recognizer to the view's (`appends="YES"`).
      for case let recognizer as UIGestureRecognizer in value as? [AnyObject] ?? [] {
        view.addGestureRecognizer(recognizer)
      }
      return
    }
    let setter = Selector("set\(property.prefix(1).uppercased())\(property.dropFirst()):")
    if let method = SelectorDispatch.method(setter, of: source) {
      if let mismatch = method.call(source, value, nil) as? PortedMethod.Mismatch {
        report(
          object,
          "the outlet \"\(property)\" of \(String(reflecting: type(of: source))) takes "
            + "\(mismatch.expected), the archive connects a "
            + "\(value.map { String(reflecting: type(of: $0)) } ?? "nil"); it is not set")
      }
      return
    }
    switch (source, property) {
    case (let controller as UIViewController, "view"):
      if let view = value as? UIView { controller.view = view }
    case (let table as UITableView, "dataSource"):
      table.dataSource = value as? UITableViewDataSource
    case (let table as UITableView, "delegate"):
      table.delegate = value as? UITableViewDelegate
    case (let collection as UICollectionView, "dataSource"):
      collection.dataSource = value as? UICollectionViewDataSource
    case (let collection as UICollectionView, "delegate"):
      collection.delegate = value as? UICollectionViewDelegate
    case (let field as UITextField, "delegate"):
      field.delegate = value as? UITextFieldDelegate
    case (let recognizer as UIGestureRecognizer, "delegate"):
      recognizer.delegate = value as? UIGestureRecognizerDelegate
    default:
      report(
        object,
        "the outlet \"\(property)\" of \(String(reflecting: type(of: source))) is not connected: "
          + "no ComposePortedSelectors lists its setter (is the module ported?)")
    }
  }

  private mutating func connectAction(
    _ selector: String, _ eventType: String?, of source: AnyObject, to target: AnyObject?,
    object: ArchiveObject
  ) {
    if let item = source as? UIBarButtonItem {
      // A bar button item of a bar in a view (a scene's navigation item wires its own).
      item.target = target
      item.action = Selector(selector)
      return
    }
    if let recognizer = source as? UIGestureRecognizer {
      guard let target else {
        report(
          object,
          "the action \"\(selector)\" goes to First Responder; a gesture recognizer sends its "
            + "actions to a target only (UIKit's addTarget(_:action:)); not connected")
        return
      }
      recognizer.addTarget(target, action: Selector(selector))
      return
    }
    guard let control = source as? UIControl else {
      report(object, "the action \"\(selector)\" of a \(object.elementName) is not connected")
      return
    }
    let events: [String: UIControl.Event] = [
      "touchUpInside": .touchUpInside, "touchDown": .touchDown, "valueChanged": .valueChanged,
      "primaryActionTriggered": .primaryActionTriggered, "editingDidBegin": .editingDidBegin,
      "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
      "editingDidEndOnExit": .editingDidEndOnExit,
    ]
    guard let event = events[eventType ?? "touchUpInside"] else {
      report(
        object, "the event \"\(eventType ?? "")\" of the action \"\(selector)\" is not modelled")
      return
    }
    control.addTarget(target, action: Selector(selector), for: event)
  }
}
