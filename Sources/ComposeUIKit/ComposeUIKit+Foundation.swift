// `import UIKit` makes Foundation's names visible (`CGRect`, `CGFloat`, `IndexPath`, `NSObject`,
// `NSCoder`, `Bundle`, `TimeInterval`, ...), and UIKit code relies on it without importing
// Foundation itself. `import ComposeUIKit` does the same, so such a file compiles with only its
// import line changed.
@_exported import Foundation

// Foundation on Apple platforms has its own `String(localized:...)` (taking a
// `String.LocalizationValue`); this one is only for the Foundation that lacks it.
#if !canImport(Darwin)
  extension String {
    /// The localized string for `keyAndValue` (Foundation's `String(localized:table:bundle:comment:)`,
    /// which Foundation on Linux lacks). Compose reads no string tables: the key is its own value,
    /// as for a key missing from the tables.
    ///
    /// - Parameters:
    ///   - keyAndValue: The key, also the value used.
    ///   - table: Ignored.
    ///   - bundle: Ignored.
    ///   - comment: Ignored.
    public init(
      localized keyAndValue: String, table: String? = nil, bundle: Bundle? = nil,
      comment: StaticString? = nil
    ) {
      self = keyAndValue
    }
  }
#endif

// Names Foundation has on Apple's platforms (from the Objective-C runtime and its headers) and
// lacks elsewhere.
#if !canImport(Darwin)
  /// A signed integer (Foundation's `NSInteger`, `Int` in Swift).
  public typealias NSInteger = Int
  /// An unsigned integer (Foundation's `NSUInteger`, `UInt` in Swift).
  public typealias NSUInteger = UInt

  /// The name of a method (the Objective-C runtime's `Selector`). Swift on Linux has no
  /// Objective-C runtime: a selector is a name, kept and never sent, so that the target-action
  /// initializers compile with `action: nil` or a string (`#selector(...)` itself still needs
  /// the runtime; see <doc:TestingYourAppOnLinux>).
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The method's name.
    public let name: String

    /// A selector named `name` (the runtime's `init(_:)`).
    ///
    /// - Parameter name: The method's name, such as `"buttonTapped:"`.
    public init(_ name: String) { self.name = name }

    /// A selector from a string literal.
    ///
    /// - Parameter value: The method's name.
    public init(stringLiteral value: String) { self.name = value }

    /// The method's name.
    public var description: String { name }
  }
#endif

#if canImport(Darwin)
  extension Selector {
    /// The selector's Objective-C name, as the ported selector tables key their methods.
    var name: String { NSStringFromSelector(self) }
  }
#endif

// Dispatch's time constants, which Dispatch on Linux lacks.
#if !canImport(Darwin)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Nanoseconds in a second (Dispatch's `NSEC_PER_SEC` on Apple platforms, which Dispatch on
  /// Linux lacks): `DispatchTime.now() + Double(n) * Double(NSEC_PER_SEC)` style code compiles.
  public let NSEC_PER_SEC: UInt64 = 1_000_000_000
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Nanoseconds in a millisecond (Dispatch's `NSEC_PER_MSEC`).
  public let NSEC_PER_MSEC: UInt64 = 1_000_000
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Nanoseconds in a microsecond (Dispatch's `NSEC_PER_USEC`).
  public let NSEC_PER_USEC: UInt64 = 1_000
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Microseconds in a second (Dispatch's `USEC_PER_SEC`).
  public let USEC_PER_SEC: UInt64 = 1_000_000
#endif
