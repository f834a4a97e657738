import Foundation

/// The coder a storyboard's or xib's object is made with (`init(coder:)`): it serves the
/// object's attributes as the archive writes them, keyed by their names (`reuseIdentifier`,
/// `text`). Strings come as `String`; `decodeBool(forKey:)` reads `YES`, and the numeric
/// decoders read numbers. Nothing else is encoded: an app's `init(coder:)` that decodes its own
/// keys finds none.
final class ArchiveCoder: StringKeyedCoder {
  let object: ArchiveObject

  /// The object's attribute named `key`.
  override func string(forKey key: String) -> String? { object[key] }

  init(_ object: ArchiveObject) {
    self.object = object
    super.init()
  }
}
