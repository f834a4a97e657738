import Foundation

extension UserDefaults {
  /// Stores `value` for `key` (Foundation's Key-Value Coding `setValue(_:forKey:)`, which
  /// `UserDefaults` answers on iOS by storing the value as `set(_:forKey:)` does; `nil` removes
  /// it). swift-corelibs-foundation has no Key-Value Coding; Compose stores the value.
  ///
  /// - Parameters:
  ///   - value: The property-list value, or `nil` to remove the key's value.
  ///   - key: The key.
  public func setValue(_ value: Any?, forKey key: String) {
    set(value, forKey: key)
  }

  /// The value stored for `key` (Key-Value Coding's `value(forKey:)`, which `UserDefaults`
  /// answers on iOS as `object(forKey:)` does).
  ///
  /// - Parameter key: The key.
  /// - Returns: The stored value, or `nil`.
  public func value(forKey key: String) -> Any? {
    object(forKey: key)
  }
}
