import Compose
import Foundation

/// Finds and runs the method a ``Selector`` names on an object, through the ported selector
/// tables (``PortedSelectorTable``) of the modules of the object's classes.
///
/// The lookup walks the object's class chain, most derived first (`type(of:)`, then the Swift
/// runtime's `_getSuperclass`). For each class, its module is the prefix of
/// `String(reflecting:)` before the first "."; the module's table is the type named
/// `<module>.ComposePortedSelectors`, found by its mangled name with `_typeByName`. A module name
/// that is not a plain identifier is never looked up (it answers no table). Nothing is cached:
/// every send looks again, so no state outlives a call.
@MainActor
enum SelectorDispatch {
  /// What a send found.
  enum Outcome {
    /// The method ran and returned this (`nil` for none).
    case ran(Any?)
    /// A diagnostic: no method of that name, or an argument of the wrong type.
    case refused(Diagnostic)
  }

  /// The method `selector` names on `object`'s class or the nearest superclass that has one.
  ///
  /// - Parameters:
  ///   - selector: The method's selector.
  ///   - object: The receiver.
  ///   - extensions: More tables, each looked at for every class after the class's own module's:
  ///     the table of the module whose code asks (an archive's), whose extensions of classes of
  ///     other modules (`extension UIView { @IBInspectable var cornerRadius: CGFloat }`) only it
  ///     lists.
  static func method(
    _ selector: Selector, of object: AnyObject, extensions: [PortedSelectorTable.Type] = []
  ) -> PortedMethod? {
    var current: AnyClass? = type(of: object)
    while let cls = current {
      for table in (table(of: cls).map { [$0] } ?? []) + extensions {
        if let ported = table.classes.first(where: {
          ObjectIdentifier($0.type) == ObjectIdentifier(cls)
        }),
          let method = ported.methods[selector.name]
        {
          return method
        }
      }
      current = _getSuperclass(cls)
    }
    return nil
  }

  /// The ported selector table of the module that declares `type`, if it has one.
  static func table(ofModuleOf type: Any.Type) -> PortedSelectorTable.Type? {
    let reflected = String(reflecting: type)
    guard let dot = reflected.firstIndex(of: ".") else { return nil }
    return table(ofModule: reflected[..<dot])
  }

  /// The ported selector table of `cls`'s module, if the module has one.
  static func table(of cls: AnyClass) -> PortedSelectorTable.Type? {
    table(ofModuleOf: cls)
  }

  /// The table named `<module>.ComposePortedSelectors`, if there is one; a module name that is
  /// not a plain identifier answers none.
  static func table(ofModule module: Substring) -> PortedSelectorTable.Type? {
    guard let first = module.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
      module.utf8.allSatisfy({ byte in
        byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      })
    else { return nil }
    return _typeByName("\(module.utf8.count)\(module)22ComposePortedSelectorsO")
      as? PortedSelectorTable.Type
  }

  /// Sends `selector` to `object` with `first` and `second`: runs its method, or reports why
  /// not (on the window of `object`, else of `reportingOn`, and on standard error).
  static func send(
    _ selector: Selector, to object: AnyObject, _ first: Any?, _ second: Any?,
    reportingOn related: AnyObject? = nil
  ) -> Outcome {
    guard let method = method(selector, of: object) else {
      let diagnostic = report(
        .unrecognizedSelector,
        "-[\(String(reflecting: type(of: object))) \(selector.name)]: unrecognized selector sent "
          + "to instance (no class of it has a method \"\(selector.name)\" in its module's "
          + "ComposePortedSelectors: is the module ported?); nothing ran",
        on: object, related: related)
      return .refused(diagnostic)
    }
    let result = method.call(object, first, second)
    if let mismatch = result as? PortedMethod.Mismatch {
      let sent = mismatch.position == 0 ? first : second
      let diagnostic = report(
        .selectorArgumentMismatch,
        "-[\(String(reflecting: type(of: object))) \(selector.name)]: argument \(mismatch.position) "
          + "is \(sent.map { String(reflecting: type(of: $0)) } ?? "nil"), the method takes "
          + "\(mismatch.expected); nothing ran",
        on: object, related: related)
      return .refused(diagnostic)
    }
    return .ran(result)
  }

  /// Delivers a diagnostic to the window of `object` (or of `related`), and prints it on
  /// standard error as UIKit logs its exceptions.
  static func report(
    _ code: Diagnostic.Code, _ message: String, on object: AnyObject, related: AnyObject?
  ) -> Diagnostic {
    let diagnostic =
      reported(code, message, on: object) ?? related.flatMap { reported(code, message, on: $0) }
      ?? Diagnostic(code: code, path: String(reflecting: type(of: object)), message: message)
    FileHandle.standardError.write(Data("ComposeUIKit: \(diagnostic)\n".utf8))
    return diagnostic
  }

  /// Reports on the component or view `object` is, when it is in a window.
  private static func reported(
    _ code: Diagnostic.Code, _ message: String, on object: AnyObject
  ) -> Diagnostic? {
    if let controller = object as? UIViewController, controller.viewIfLoaded?.window != nil {
      return controller.component.report(code, message)
    }
    if let view = object as? UIView, view.window != nil {
      return view.composeView.report(code, message)
    }
    if let recognizer = object as? UIGestureRecognizer, let view = recognizer.view,
      view.window != nil
    {
      return view.composeView.report(code, message)
    }
    return nil
  }
}
