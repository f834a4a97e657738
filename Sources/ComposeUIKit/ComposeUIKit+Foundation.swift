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
