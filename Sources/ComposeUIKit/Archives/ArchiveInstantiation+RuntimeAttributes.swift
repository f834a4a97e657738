import Compose
import Foundation

extension ArchiveInstantiation {
  /// Sets the user-defined runtime attributes of every object made, in the archive's order, as
  /// UIKit's key-value coding does (`setValue(_:forKeyPath:)`), once the outlets are connected
  /// and before any `awakeFromNib()`: a key of the app's class, or of the app's extension of a
  /// UIKit class (found in the archive module's table), through its setter in the ported
  /// selector table (`set<Key>:`), or one of the UIKit key paths Compose sets
  /// (`layer.cornerRadius`, `layer.borderWidth`, `layer.shadowRadius`, `layer.shadowOpacity`,
  /// `layer.shadowOffset`, `layer.zPosition`, `layer.masksToBounds`, `clipsToBounds`). A string,
  /// number, boolean, colour or nil is passed as is, a point, size or rect as a `CGPoint`,
  /// `CGSize` or `CGRect`, an image as the named `UIImage`; any other type (a range, a localized
  /// string's table), and any other key path, is reported where the attribute is.
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
    case .other(let type, let node):
      guard let geometry = Self.value(ofType: type, in: node) else {
        return reportAttribute(attribute, object, "of type \"\(type)\" is not set (not modelled)")
      }
      value = geometry
    }
    let key = attribute.keyPath
    // The archive's module lists its extensions of UIKit's classes (an `@IBInspectable` property
    // declared in `extension UIView`).
    let extensions = table.flatMap { SelectorDispatch.table(ofModuleOf: $0) }.map { [$0] } ?? []
    if !key.contains("."),
      let setter = SelectorDispatch.method(
        Selector("set\(key.prefix(1).uppercased())\(key.dropFirst()):"), of: target,
        extensions: extensions)
    {
      if let mismatch = Self.call(setter, on: target, with: value) {
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

  /// Calls `setter` with `value`; a number is converted to the type the setter takes when it is
  /// another numeric type (`CGFloat`, `Float`, `Int`), as key-value coding converts an
  /// `NSNumber`. Returns the mismatch when no form fits.
  private static func call(_ setter: PortedMethod, on target: AnyObject, with value: Any?)
    -> PortedMethod.Mismatch?
  {
    guard let mismatch = setter.call(target, value, nil) as? PortedMethod.Mismatch else {
      return nil
    }
    guard let number = value as? Double else { return mismatch }
    let expected = mismatch.expected.trimmingCharacters(in: CharacterSet(charactersIn: "?! "))
    let converted: Any? =
      switch expected {
      case "CGFloat": CGFloat(number)
      case "Float": Float(number)
      case "Int" where number.rounded() == number: Int(exactly: number)
      case "Bool": number != 0
      default: nil
      }
    guard let converted else { return mismatch }
    return setter.call(target, converted, nil) as? PortedMethod.Mismatch
  }

  /// The value of a runtime attribute of type `point`, `size`, `rect` (its `<point>`, `<size>`
  /// or `<rect key="value">`) or `image` (a named image); `nil` for another type or a value
  /// missing.
  private static func value(ofType type: String, in node: ArchiveNode) -> Any? {
    let element = node.children.first { $0["key"] == "value" }
    func number(_ name: String) -> Double? { element?[name].flatMap(Double.init) }
    switch type {
    case "point":
      guard let x = number("x"), let y = number("y") else { return nil }
      return CGPoint(x: x, y: y)
    case "size":
      guard let width = number("width"), let height = number("height") else { return nil }
      return CGSize(width: width, height: height)
    case "rect":
      guard let x = number("x"), let y = number("y"), let width = number("width"),
        let height = number("height")
      else { return nil }
      return CGRect(x: x, y: y, width: width, height: height)
    case "image":
      return node["value"].flatMap { image($0, catalog: nil) }
    default:
      return nil
    }
  }

  /// The UIKit key paths Compose sets; answers whether `key` is one and `value` fits it.
  private static func setUIKitKeyPath(_ key: String, of view: UIView, to value: Any?) -> Bool {
    switch (key, value) {
    case ("layer.cornerRadius", let number as Double): view.layer.cornerRadius = number
    case ("layer.borderWidth", let number as Double): view.layer.borderWidth = number
    case ("layer.shadowRadius", let number as Double): view.layer.shadowRadius = number
    case ("layer.shadowOpacity", let number as Double): view.layer.shadowOpacity = Float(number)
    case ("layer.shadowOffset", let size as CGSize): view.layer.shadowOffset = size
    case ("layer.zPosition", let number as Double): view.layer.zPosition = number
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
