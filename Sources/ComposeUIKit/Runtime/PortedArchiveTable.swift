/// The storyboards and xibs of one module and the classes they name, written by the port step.
///
/// UIKit reads an app's compiled archives from its bundle and makes each object's class with
/// `NSClassFromString`; Linux has neither. The port step (`compose-port` and its build-tool
/// plugin) writes one type named `ComposePortedArchives` in each module whose folder holds
/// `.storyboard` or `.xib` files, conforming to this protocol: the text of each archive, and a
/// factory for each custom class the archives name that the module declares (outlets are set
/// through the setters of the module's ``PortedSelectorTable``, which lists every `@IBOutlet`
/// property's `set<Name>:`, private ones included). ComposeUIKit finds
/// the table of a module at the call (`UINib(nibName:bundle:)` searches the calling file's
/// module, then the modules of ``dependencies``), and keeps nothing between calls.
///
/// ```swift
/// // Written by the port step into the module MyApp:
/// enum ComposePortedArchives: PortedArchiveTable {
///   static var archives: [PortedArchive] {
///     [PortedArchive(name: "ProfileHeader", path: "MyApp/ProfileHeader.xib", xml: #"…"#)]
///   }
///   static var classes: [String: @MainActor @Sendable (NSCoder) -> AnyObject?] {
///     ["ProfileHeader": { ProfileHeader(coder: $0) }]
///   }
/// }
/// ```
public protocol PortedArchiveTable {
  /// The module's archives.
  static var archives: [PortedArchive] { get }
  /// A factory for each custom class the archives name, by its name as the archive writes it
  /// (`customClass`): it calls the class's `init(coder:)`.
  @MainActor static var classes: [String: @MainActor @Sendable (NSCoder) -> AnyObject?] { get }
  /// A factory for each custom segue class the archives name (`<segue kind="custom"
  /// customClass="…">`), by its name as written: it calls the class's
  /// `init(identifier:source:destination:)`, UIKit's designated initializer of
  /// ``UIStoryboardSegue``.
  @MainActor static var segues:
    [String:
      @MainActor @Sendable (String?, UIViewController, UIViewController) ->
      UIStoryboardSegue]
  { get }
  /// The modules whose archives this module's code may load too (a test target's table lists
  /// the app's module), searched in order after this one.
  static var dependencies: [String] { get }
}

extension PortedArchiveTable {
  /// No custom segue classes.
  @MainActor public static var segues:
    [String:
      @MainActor @Sendable (String?, UIViewController, UIViewController) ->
      UIStoryboardSegue]
  { [:] }

  /// No dependencies.
  public static var dependencies: [String] { [] }
}

/// One archive's name, original path and text.
public struct PortedArchive: Sendable {
  /// The name code loads it by (`Main` for `Base.lproj/Main.storyboard`).
  public let name: String
  /// Its path in the app's folder, for diagnostics.
  public let path: String
  /// Its XML text.
  public let xml: String

  /// An archive.
  ///
  /// - Parameters:
  ///   - name: The name code loads it by.
  ///   - path: Its path in the app's folder.
  ///   - xml: Its XML text.
  public init(name: String, path: String, xml: String) {
    self.name = name
    self.path = path
    self.xml = xml
  }
}

/// Finds ported tables by module name.
enum PortedTables {
  /// The module of a `#fileID` (`MyApp/File.swift`), or of a `String(reflecting:)` name.
  static func module(ofFileID fileID: String) -> Substring {
    fileID.prefix { $0 != "/" && $0 != "." }
  }

  /// The type named `<module>.<name>`, an enum (mangled `<n><module><m><name>O`), or `nil` for a
  /// module name that is not a plain identifier.
  static func enumType(_ name: String, in module: Substring) -> Any.Type? {
    guard let first = module.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
      module.utf8.allSatisfy({ byte in
        byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      })
    else { return nil }
    return _typeByName("\(module.utf8.count)\(module)\(name.utf8.count)\(name)O")
  }

  /// The archive table of `module`, if it has one.
  static func archiveTable(of module: Substring) -> PortedArchiveTable.Type? {
    enumType("ComposePortedArchives", in: module) as? PortedArchiveTable.Type
  }

  /// The archive `name` whose path ends with `kind` (`.xib`, `.storyboard`) found from `module`:
  /// its own table first, then its dependencies'.
  static func archive(named name: String, from module: Substring, kind: String)
    -> (archive: PortedArchive, table: PortedArchiveTable.Type)?
  {
    func matches(_ archive: PortedArchive) -> Bool {
      archive.name == name && archive.path.hasSuffix(kind)
    }
    guard let table = archiveTable(of: module) else { return nil }
    if let archive = table.archives.first(where: matches) { return (archive, table) }
    for dependency in table.dependencies {
      guard let other = archiveTable(of: Substring(dependency)),
        let archive = other.archives.first(where: matches)
      else { continue }
      return (archive, other)
    }
    return nil
  }
}
