import Foundation

/// The coder a storyboard's or xib's object is made with (`init(coder:)`): it serves the
/// object's attributes as the archive writes them, keyed by their names (`reuseIdentifier`,
/// `text`). Strings come as `String`; `decodeBool(forKey:)` reads `YES`, and the numeric
/// decoders read numbers. Nothing else is encoded: an app's `init(coder:)` that decodes its own
/// keys finds none.
final class ArchiveCoder: NSCoder {
  let object: ArchiveObject

  init(_ object: ArchiveObject) {
    self.object = object
    super.init()
  }

  override var allowsKeyedCoding: Bool { true }

  override func containsValue(forKey key: String) -> Bool { object[key] != nil }

  override func decodeObject(forKey key: String) -> Any? { object[key] }

  override func decodeBool(forKey key: String) -> Bool { object[key] == "YES" }

  override func decodeInteger(forKey key: String) -> Int {
    object[key].flatMap { Int($0) } ?? 0
  }

  override func decodeInt32(forKey key: String) -> Int32 {
    object[key].flatMap { Int32($0) } ?? 0
  }

  override func decodeInt64(forKey key: String) -> Int64 {
    object[key].flatMap { Int64($0) } ?? 0
  }

  override func decodeDouble(forKey key: String) -> Double {
    object[key].flatMap { Double($0) } ?? 0
  }

  override func decodeFloat(forKey key: String) -> Float {
    object[key].flatMap { Float($0) } ?? 0
  }
}
