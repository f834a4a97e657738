import Compose

/// A storyboard or a xib, read from the XML Interface Builder saves (`.storyboard`, `.xib`), with
/// `XMLParser` (FoundationXML on Linux).
///
/// UIKit reads the compiled forms (`.storyboardc`, `.nib`) that Xcode makes from these files;
/// Compose reads the source files themselves. Reading keeps every scene, object, attribute,
/// connection and constraint; what Compose does not model (an element it has no class for, an
/// attribute it does not store, a segue kind it does not perform) is in ``diagnostics``
/// (`Diagnostic.Code.unmodelledArchiveContent`, with the file, line, column and the element's
/// identifier). An archive that cannot be read — not well-formed XML, not a Cocoa Touch document,
/// an object without identifier, two objects with one identifier, a connection to an object the
/// archive does not have — throws an ``ArchiveReadError`` and yields nothing.
///
/// ```swift
/// let archive = try InterfaceBuilderArchive(xml: text, path: "MyApp/Base.lproj/Main.storyboard")
/// let feed = archive.scene(withStoryboardIdentifier: "Feed")?.viewController
/// ```
public struct InterfaceBuilderArchive: Sendable {
  /// What the archive is.
  public enum Kind: Sendable, Hashable {
    /// A storyboard (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`): scenes.
    case storyboard
    /// A xib (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`): top-level objects.
    case xib
  }

  /// The archive's name: its file name without folder or extension (`Main`), as UIKit code
  /// names it (`UIStoryboard(name: "Main", bundle: nil)`).
  public let name: String
  /// The path it was read from, as given.
  public let path: String
  /// A storyboard or a xib.
  public let kind: Kind
  /// The identifier of a storyboard's initial view controller, if it has one.
  public let initialViewControllerID: String?
  /// A storyboard's scenes, in order (none for a xib).
  public let scenes: [ArchiveScene]
  /// A xib's top-level objects, placeholders first as Interface Builder writes them (none for a
  /// storyboard).
  public let objects: [ArchiveObject]
  /// The named colours the archive's resources define (`<namedColor name="AccentColor">`).
  public let namedColors: [String: ArchiveColor]
  /// What the archive holds that Compose does not model, in the archive's order.
  public let diagnostics: [Diagnostic]

  /// Reads an archive.
  ///
  /// - Parameters:
  ///   - xml: The file's text.
  ///   - path: Its path, for ``name`` and for the locations of diagnostics and errors.
  /// - Throws: ``ArchiveReadError`` when the archive cannot be read.
  public init(xml: String, path: String) throws(ArchiveReadError) {
    let root = try ArchiveXMLTree.parse(xml, file: path)
    var reader = ArchiveReader(file: path)
    self.path = path
    let file = path.split(separator: "/").last.map(String.init) ?? path
    name = file.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(
      separator: ".")
    if root.name == "archive" {
      throw reader.malformed(
        root,
        "the archive format of Xcode 4 and earlier, which Compose does not read (opening and "
          + "saving the file in a current Xcode writes the document format)")
    }
    guard root.name == "document" else {
      throw reader.malformed(root, "not an Interface Builder document (its root is <\(root.name)>)")
    }
    switch root["type"] {
    case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
    case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
    case let other:
      throw reader.malformed(
        root, "not a Cocoa Touch storyboard or xib (type \"\(other ?? "")\")")
    }
    initialViewControllerID = root["initialViewController"]
    var scenes: [ArchiveScene] = []
    var objects: [ArchiveObject] = []
    var namedColors: [String: ArchiveColor] = [:]
    for child in root.children {
      switch child.name {
      case "scenes" where kind == .storyboard:
        for scene in child.children {
          guard scene.name == "scene" else {
            reader.report(scene, "not a scene; ignored")
            continue
          }
          scenes.append(try Self.scene(scene, reader: &reader))
        }
      case "objects" where kind == .xib:
        for object in child.children { objects.append(try reader.object(object, list: nil)) }
      case "resources":
        for resource in child.children where resource.name == "namedColor" {
          guard let name = resource["name"],
            let color = resource.children.first(where: { $0.name == "color" })
          else { continue }
          namedColors[name] = reader.color(color)
        }
      case "dependencies", "device", "classes", "customFonts":
        continue
      case _ where ArchiveVocabulary.editorOnlyElements.contains(child.name):
        continue
      default:
        reader.report(child, "Compose does not model this part of the document; ignored")
      }
    }
    for (destination, location) in reader.destinations where reader.ids[destination] == nil {
      throw ArchiveReadError(
        location: location,
        message: "a connection to \"\(destination)\", which no object of the archive is")
    }
    if let initial = initialViewControllerID, reader.ids[initial] == nil {
      throw reader.malformed(root, "the initial view controller \"\(initial)\" is no object")
    }
    self.scenes = scenes
    self.objects = objects
    self.namedColors = namedColors
    diagnostics = reader.diagnostics
  }

  private static func scene(_ node: ArchiveNode, reader: inout ArchiveReader)
    throws(ArchiveReadError) -> ArchiveScene
  {
    let id = try reader.required(node, "sceneID")
    var objects: [ArchiveObject] = []
    for child in node.children {
      switch child.name {
      case "objects":
        for object in child.children { objects.append(try reader.object(object, list: nil)) }
      case _ where child["key"] == "canvasLocation":
        continue
      default:
        reader.report(child, "Compose does not model this part of a scene; ignored")
      }
    }
    return ArchiveScene(id: id, objects: objects, location: node.location)
  }

  /// Every object of the archive, depth first, in the archive's order.
  public var allObjects: [ArchiveObject] {
    (scenes.flatMap(\.objects) + objects).flatMap(\.allObjects)
  }

  /// The object whose identifier is `id`, if any.
  ///
  /// - Parameter id: An identifier in the archive (`BYZ-38-t0r`).
  /// - Returns: The object, or `nil`.
  public func object(withID id: String) -> ArchiveObject? {
    allObjects.first { $0.id == id }
  }

  /// The scene whose view controller has the Storyboard ID `identifier`, if any.
  ///
  /// - Parameter identifier: A Storyboard ID, as `instantiateViewController(withIdentifier:)`
  ///   takes it.
  /// - Returns: The scene, or `nil`.
  public func scene(withStoryboardIdentifier identifier: String) -> ArchiveScene? {
    scenes.first { $0.viewController?.storyboardIdentifier == identifier }
  }

  /// The scene of the initial view controller, if the storyboard has one.
  public var initialScene: ArchiveScene? {
    guard let initial = initialViewControllerID else { return nil }
    return scenes.first { $0.objects.contains { $0.id == initial } }
  }
}
