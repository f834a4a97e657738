import Compose
import Foundation

// Apple's platforms have the Objective-C runtime's own perform(_:) and responds(to:).
#if !canImport(Darwin)
  extension NSObject {
    /// Sends `aSelector` to this object with no argument (the Objective-C runtime's
    /// `perform(_:)`), through the ported selector tables (see ``PortedSelectorTable``).
    ///
    /// The method runs when a class of this object (it or a superclass) has it in its module's
    /// `ComposePortedSelectors`. Otherwise nothing runs, where UIKit raises "unrecognized selector
    /// sent to instance": Compose reports ``Compose/Diagnostic/Code/unrecognizedSelector`` to the
    /// window of this object (a view, view controller or gesture recognizer in one) and on
    /// standard error, and returns `nil`. An argument of the wrong type is reported likewise as
    /// ``Compose/Diagnostic/Code/selectorArgumentMismatch``. ``composeSend(_:with:with:)`` throws
    /// the diagnostic instead.
    ///
    /// - Parameter aSelector: The method's Objective-C name.
    /// - Returns: The method's result when it is an object, unretained; else `nil`.
    @discardableResult
    @preconcurrency @MainActor
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
      Self.unmanaged(try? composeSend(aSelector, with: nil, with: nil))
    }

    /// Sends `aSelector` to this object with one argument (the runtime's `perform(_:with:)`); see
    /// ``perform(_:)``.
    ///
    /// - Parameters:
    ///   - aSelector: The method's Objective-C name.
    ///   - object: The argument.
    /// - Returns: The method's result when it is an object, unretained; else `nil`.
    @discardableResult
    @preconcurrency @MainActor
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
      Self.unmanaged(try? composeSend(aSelector, with: object, with: nil))
    }

    /// Sends `aSelector` to this object with two arguments (the runtime's
    /// `perform(_:with:with:)`); see ``perform(_:)``.
    ///
    /// - Parameters:
    ///   - aSelector: The method's Objective-C name.
    ///   - object1: The first argument.
    ///   - object2: The second argument.
    /// - Returns: The method's result when it is an object, unretained; else `nil`.
    @discardableResult
    @preconcurrency @MainActor
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!)
      -> Unmanaged<AnyObject>!
    {
      Self.unmanaged(try? composeSend(aSelector, with: object1, with: object2))
    }

    /// Whether this object has a method for `aSelector` (the runtime's `responds(to:)`): a
    /// method of that name in the ported selector table of the module of its class or of a
    /// superclass. ComposeUIKit's own classes answer `true` only for the few UIKit methods
    /// ComposeUIKit lists in its own table (`resignFirstResponder`, `becomeFirstResponder`); for
    /// their other UIKit methods they answer `false` (Compose cannot send them by name).
    ///
    /// - Parameter aSelector: The method's Objective-C name; `nil` answers `false`.
    /// - Returns: Whether a send would find a method.
    @preconcurrency @MainActor
    public func responds(to aSelector: Selector!) -> Bool {
      guard let aSelector else { return false }
      return SelectorDispatch.method(aSelector, of: self) != nil
    }

    /// Sends `selector` to this object with up to two arguments, as ``perform(_:with:with:)``
    /// does, and returns the method's result or throws the diagnostic of a refused send
    /// (``Compose/Diagnostic/Code/unrecognizedSelector``,
    /// ``Compose/Diagnostic/Code/selectorArgumentMismatch``), reported as there too. UIKit has no
    /// counterpart.
    ///
    /// - Parameters:
    ///   - selector: The method's Objective-C name.
    ///   - first: The first argument.
    ///   - second: The second argument.
    /// - Returns: What the method returned (`nil` for nothing).
    /// - Throws: The ``Compose/Diagnostic`` of a refused send.
    @discardableResult
    @preconcurrency @MainActor
    public func composeSend(_ selector: Selector?, with first: Any? = nil, with second: Any? = nil)
      throws(Diagnostic) -> Any?
    {
      switch SelectorDispatch.send(selector ?? Selector(""), to: self, first, second) {
      case .ran(let result): return result
      case .refused(let diagnostic): throw diagnostic
      }
    }

    /// A method's result as `perform` returns it: an object, unretained, else `nil`.
    private static func unmanaged(_ result: Any??) -> Unmanaged<AnyObject>? {
      guard case .some(.some(let value)) = result,
        Mirror(reflecting: value).displayStyle == .class
      else { return nil }
      return Unmanaged.passUnretained(value as AnyObject)
    }
  }
#endif
