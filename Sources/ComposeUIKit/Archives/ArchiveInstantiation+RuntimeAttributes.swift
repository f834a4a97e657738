import Compose

extension ArchiveInstantiation {
  /// Sets the user-defined runtime attributes of every object made, in the archive's order, as
  /// UIKit's key-value coding does (`setValue(_:forKeyPath:)`), once the outlets are connected
  /// and before any `awakeFromNib()`: a key of the app's class through its setter in the ported
  /// selector table (`set<Key>:`), or one of the UIKit key paths Compose sets
  /// (`layer.cornerRadius`, `layer.borderWidth`, `layer.masksToBounds`, `clipsToBounds`). A
  /// string, number, boolean, colour or nil is passed as is; any other type, and any other key
  /// path, is reported where the attribute is.
  mutating func setRuntimeAttributes(_ objects: [ArchiveObject], owner: AnyObject?) {
    for object in objects.flatMap(\.allObjects) where !object.runtimeAttributes.isEmpty {
      let target: AnyObject? = object.placeholder == .filesOwner ? owner : made[object.id]
      guard let target else { continue }
      for attribute in object.runtimeAttributes {
        setRuntimeAttribute(attribute, of: target, object: object)
      }
    }
  }

  private mutating func setRuntimeAttribute(
    _ attribute: ArchiveRuntimeAttribute, of target: AnyObject, object: ArchiveObject
  ) {
    let value: Any?
    switch attribute.value {
    case .string(let string): value = string
    case .number(let number): value = number
    case .boolean(let flag): value = flag
    case .color(let archived): value = color(archived)
    case .none: value = nil
    case .other(let type, _):
      return reportAttribute(attribute, object, "of type \"\(type)\" is not set (not modelled)")
    }
    let key = attribute.keyPath
    if !key.contains("."),
      let setter = SelectorDispatch.method(
        Selector("set\(key.prefix(1).uppercased())\(key.dropFirst()):"), of: target)
    {
      if let mismatch = setter.call(target, value, nil) as? PortedMethod.Mismatch {
        reportAttribute(attribute, object, "is not set: its setter takes \(mismatch.expected)")
      }
      return
    }
    guard let view = target as? UIView, Self.setUIKitKeyPath(key, of: view, to: value) else {
      return reportAttribute(
        attribute, object,
        "is not set: no ComposePortedSelectors lists a setter for it and Compose does not set "
          + "this key path of a \(String(reflecting: type(of: target)))")
    }
  }

  /// The UIKit key paths Compose sets; answers whether `key` is one and `value` fits it.
  private static func setUIKitKeyPath(_ key: String, of view: UIView, to value: Any?) -> Bool {
    switch (key, value) {
    case ("layer.cornerRadius", let number as Double): view.layer.cornerRadius = number
    case ("layer.borderWidth", let number as Double): view.layer.borderWidth = number
    case ("layer.masksToBounds", let flag as Bool): view.layer.masksToBounds = flag
    case ("clipsToBounds", let flag as Bool): view.clipsToBounds = flag
    default: return false
    }
    return true
  }

  private mutating func reportAttribute(
    _ attribute: ArchiveRuntimeAttribute, _ object: ArchiveObject, _ message: String
  ) {
    diagnostics.append(
      Diagnostic(
        code: .unmodelledArchiveContent, path: attribute.location.description,
        message: "<\(object.elementName) id=\"\(object.id)\">: the user-defined runtime "
          + "attribute \"\(attribute.keyPath)\" \(message)"))
  }
}
