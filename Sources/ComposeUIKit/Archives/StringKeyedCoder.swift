import Foundation

/// A keyed coder whose values are strings found by key (``string(forKey:)``), decoded as an
/// archive's attributes are: a string comes as `String`, `decodeBool(forKey:)` reads `YES`, and
/// the numeric decoders read numbers (0 for a missing or unreadable value). The base class finds
/// no key, as an empty archive would: a view made from it (``EngineViewCoder``) and an app's
/// `init(coder:)` that decodes its own keys find none, and nothing traps.
class StringKeyedCoder: NSCoder {
  /// The string stored under `key`, or `nil`: none in the base class.
  func string(forKey key: String) -> String? { nil }

  override var allowsKeyedCoding: Bool { true }

  override func containsValue(forKey key: String) -> Bool { string(forKey: key) != nil }

  override func decodeObject(forKey key: String) -> Any? { string(forKey: key) }

  override func decodeBool(forKey key: String) -> Bool { string(forKey: key) == "YES" }

  override func decodeInteger(forKey key: String) -> Int {
    string(forKey: key).flatMap { Int($0) } ?? 0
  }

  override func decodeInt32(forKey key: String) -> Int32 {
    string(forKey: key).flatMap { Int32($0) } ?? 0
  }

  override func decodeInt64(forKey key: String) -> Int64 {
    string(forKey: key).flatMap { Int64($0) } ?? 0
  }

  override func decodeDouble(forKey key: String) -> Double {
    string(forKey: key).flatMap { Double($0) } ?? 0
  }

  override func decodeFloat(forKey key: String) -> Float {
    string(forKey: key).flatMap { Float($0) } ?? 0
  }
}
