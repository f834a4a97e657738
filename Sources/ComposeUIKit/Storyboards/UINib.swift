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

  /// The xib of that name the port step handed to the calling module (or to a module it
  /// depends on), if any.
  let ported: (archive: PortedArchive, table: PortedArchiveTable.Type)?

  /// That file, read once (each cell a registered nib makes does not read it again), with the
  /// reports already recorded.
  lazy var file: ArchiveFile? = ported.map { ArchiveFile($0.archive, archives: archives) }

  /// Creates the nib `name` (UIKit's `init(nibName:bundle:)`): the app's `<name>.xib`, which the
  /// port step hands to the module of the calling file (its ``PortedArchiveTable``, then the
  /// tables of the modules it lists as dependencies), or what a test registered with
  /// ``ComposeArchives/registerNib(_:_:)`` in the archives in scope (a registration wins).
  ///
  /// - Parameters:
  ///   - name: The nib's name: a xib's file name without extension.
  ///   - bundleOrNil: Not read: `Bundle.main` and `Bundle(for:)` cannot say which module's
  ///     archives they stand for on Linux, so the calling file's module decides.
  ///   - file: The calling file (`#fileID`, "Module/File.swift"): its module is searched.
  public init(nibName name: String, bundle bundleOrNil: Bundle?, file: String = #fileID) {
    self.name = name
    self.archives = ComposeArchives.current ?? ComposeArchives()
    self.ported = PortedTables.archive(
      named: name, from: PortedTables.module(ofFileID: file), kind: ".xib")
    super.init()
  }

  /// The nib of a ported xib already found.
  init(name: String, ported: (archive: PortedArchive, table: PortedArchiveTable.Type)) {
    self.name = name
    self.archives = ComposeArchives.current ?? ComposeArchives()
    self.ported = ported
    super.init()
  }

  /// Makes the nib's top-level objects (UIKit's `instantiate(withOwner:options:)`).
  ///
  /// From the app's xib: each object through `init(coder:)` of its class (its custom class from
  /// the ported table), with its attributes and subviews; then the outlets and actions
  /// connected, File's Owner being `ownerOrNil`; then `awakeFromNib()` on every object, in the
  /// archive's order, as UIKit does. What Compose does not model is reported
  /// (`Diagnostic.Code.unmodelledArchiveContent`, in the ``ComposeArchives/diagnostics`` of the
  /// archives in scope and on standard error); an archive that cannot be read is reported as
  /// `Diagnostic.Code.malformedArchive` and makes nothing.
  ///
  /// From a registered factory: what it makes; each ``UIView`` and ``UIViewController`` among
  /// them then gets `awakeFromNib()`. A nib neither found nor registered is reported and makes
  /// none.
  ///
  /// - Parameters:
  ///   - ownerOrNil: The File's Owner.
  ///   - optionsOrNil: Ignored.
  /// - Returns: The top-level objects.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    if let make = archives.nib(named: name) {
      return archives.run {
        let objects = make(ownerOrNil)
        for object in objects { Self.awake(object) }
        return objects
      }
    }
    guard let ported else {
      archives.report(
        "no nib \"\(name)\" is registered, nor a \(name).xib ported into the calling module",
        at: "UINib(\"\(name)\")", on: nil)
      return []
    }
    guard let archive = file?.archive else { return [] }
    var instantiation = ArchiveInstantiation(archive: archive, table: ported.table)
    let objects = archives.run {
      instantiation.makeTopLevel(archive.objects, owner: ownerOrNil.map { $0 as AnyObject })
    }
    file?.record(instantiation.diagnostics)
    return objects
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
  ///   - file: The calling file (`#fileID`): its module's ported xibs are searched.
  @MainActor
  public func loadNibNamed(
    _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil,
    file: String = #fileID
  ) -> [Any]? {
    let nib = UINib(nibName: name, bundle: self, file: file)
    guard nib.archives.nib(named: name) != nil || nib.ported != nil else {
      nib.archives.report("no nib \"\(name)\" is registered", at: "UINib(\"\(name)\")", on: nil)
      return nil
    }
    return nib.instantiate(withOwner: owner, options: options)
  }
}
