import Compose
import Foundation

/// A nib: UIKit's `UINib`, without an archive. What it makes is what a test registered
/// (``ComposeArchives/registerNib(_:_:)``) in the ``ComposeArchives`` in scope when it was created;
/// a nib nothing registered is reported (`Diagnostic.Code.unregisteredArchive`) and makes nothing.
@preconcurrency @MainActor
open class UINib: NSObject {
  /// Options for instantiating a nib (UIKit's `UINib.OptionsKey`). Ignored.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The objects that replace the nib's proxy objects. Ignored.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The nib's name.
  let name: String
  /// The archives whose registrations it reads.
  let archives: ComposeArchives

  /// Creates the nib `name` (UIKit's `init(nibName:bundle:)`).
  ///
  /// - Parameters:
  ///   - name: The nib's name, as registered with ``ComposeArchives/registerNib(_:_:)``.
  ///   - bundleOrNil: Ignored (nothing is read from bundles).
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    self.archives = ComposeArchives.current ?? ComposeArchives()
    super.init()
  }

  /// Makes the nib's top-level objects (UIKit's `instantiate(withOwner:options:)`) with the
  /// registered factory; each ``UIView`` and ``UIViewController`` among them then gets
  /// `awakeFromNib()`. A nib nothing registered is reported and makes none.
  ///
  /// - Parameters:
  ///   - ownerOrNil: The File's Owner, handed to the factory.
  ///   - optionsOrNil: Ignored.
  /// - Returns: The top-level objects.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    guard let make = archives.nib(named: name) else {
      archives.report("no nib \"\(name)\" is registered", at: "UINib(\"\(name)\")", on: nil)
      return []
    }
    return archives.run {
      let objects = make(ownerOrNil)
      for object in objects { Self.awake(object) }
      return objects
    }
  }

  /// Calls `awakeFromNib()` on a view or view controller.
  static func awake(_ object: Any) {
    if let view = object as? UIView {
      view.awakeFromNib()
    } else if let controller = object as? UIViewController {
      controller.awakeFromNib()
    }
  }
}

extension Bundle {
  /// Makes the top-level objects of the nib `name` (UIKit's `loadNibNamed(_:owner:options:)`):
  /// ``UINib/instantiate(withOwner:options:)`` of `UINib(nibName: name, bundle: self)`.
  ///
  /// - Parameters:
  ///   - name: The nib's name.
  ///   - owner: The File's Owner.
  ///   - options: Ignored.
  /// - Returns: The top-level objects, or `nil` when nothing is registered for `name`.
  @MainActor
  public func loadNibNamed(
    _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil
  ) -> [Any]? {
    let nib = UINib(nibName: name, bundle: self)
    guard nib.archives.nib(named: name) != nil else {
      nib.archives.report("no nib \"\(name)\" is registered", at: "UINib(\"\(name)\")", on: nil)
      return nil
    }
    return nib.instantiate(withOwner: owner, options: options)
  }
}
