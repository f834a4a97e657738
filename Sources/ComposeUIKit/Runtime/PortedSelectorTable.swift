/// The methods of one module that a selector can reach, written by the port step.
///
/// Swift on Linux has no Objective-C runtime, so nothing can look a method up by its selector
/// (`perform(_:)`, `responds(to:)`, target-action). The port step (`compose-port` and its
/// build-tool plugin) writes one type named `ComposePortedSelectors` in each module it ports,
/// conforming to this protocol and listing, for each class, the methods a selector can reach:
/// every `@objc` and `@IBAction` method, every method a `#selector` in the module names, and
/// every method that implements an `@objc` protocol's requirement. ComposeUIKit finds a class's
/// table through the class's module, at the call, and keeps nothing between calls.
///
/// ```swift
/// // Written by the port step into the module MyApp:
/// enum ComposePortedSelectors: PortedSelectorTable {
///   static var classes: [PortedClass] {
///     [
///       PortedClass(
///         FeedViewController.self,
///         [
///           "refreshTapped:": PortedMethod(arity: 1) { object, sender, _ in
///             (object as! FeedViewController).refreshTapped(sender)
///           }
///         ])
///     ]
///   }
/// }
/// ```
public protocol PortedSelectorTable {
  /// Each ported class of the module with its methods.
  @MainActor static var classes: [PortedClass] { get }
}

/// One class's methods reachable by selector, keyed by their Objective-C selector names
/// (`"buttonTapped:"`, `"handleWithGesture:"`, `"title"`, `"setTitle:"`).
public struct PortedClass {
  /// The class.
  public let type: AnyClass
  /// The methods, by selector name.
  public let methods: [String: PortedMethod]

  /// A class's methods.
  ///
  /// - Parameters:
  ///   - type: The class.
  ///   - methods: The methods, by Objective-C selector name.
  public init(_ type: AnyClass, _ methods: [String: PortedMethod]) {
    self.type = type
    self.methods = methods
  }
}

/// A method reachable by selector: how many arguments it takes (0, 1 or 2, as a selector can
/// pass) and a call that runs it on an object of its class.
public struct PortedMethod {
  /// The number of arguments the method takes: 0, 1 (`sender`) or 2 (`sender`, `event`).
  public let arity: Int
  /// Runs the method on `object` with up to two arguments, returning its result (`nil` for a
  /// method returning nothing). Returns ``PortedMethod/Mismatch`` when an argument does not
  /// have the method's parameter type; the method then does not run.
  public let call: @MainActor (_ object: AnyObject, _ first: Any?, _ second: Any?) -> Any?

  /// A method.
  ///
  /// - Parameters:
  ///   - arity: The number of arguments it takes (0, 1 or 2).
  ///   - call: Runs it on an object of its class.
  public init(
    arity: Int,
    _ call: @escaping @MainActor (_ object: AnyObject, _ first: Any?, _ second: Any?) -> Any?
  ) {
    self.arity = arity
    self.call = call
  }

  /// What ``call`` returns when an argument does not have the method's parameter type.
  public struct Mismatch: Sendable {
    /// The parameter's position (0 or 1).
    public let position: Int
    /// The parameter's declared type, as written.
    public let expected: String

    /// A mismatch.
    ///
    /// - Parameters:
    ///   - position: The parameter's position (0 or 1).
    ///   - expected: The parameter's declared type, as written.
    public init(position: Int, expected: String) {
      self.position = position
      self.expected = expected
    }
  }
}
