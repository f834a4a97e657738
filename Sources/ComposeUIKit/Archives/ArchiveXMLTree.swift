import Compose
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One XML element of an archive as written: its name, attributes, child elements and where it
/// starts. The reader first builds this tree with `XMLParser`, then turns it into the model.
public struct ArchiveNode: Sendable, Hashable {
  /// The element's name (`label`, `rect`, `connections`).
  public let name: String
  /// Its attributes, as written.
  public let attributes: [String: String]
  /// Its child elements, in order.
  public let children: [ArchiveNode]
  /// Where its start tag is.
  public let location: ArchiveLocation

  /// The attribute `name`, if present.
  public subscript(_ name: String) -> String? { attributes[name] }
}

/// A position in an archive: its file, line and column (1-based, as `XMLParser` counts them).
public struct ArchiveLocation: Sendable, Hashable, CustomStringConvertible {
  /// The archive's path, as given to the reader.
  public let file: String
  /// The line.
  public let line: Int
  /// The column.
  public let column: Int

  /// `file:line:column`.
  public var description: String { "\(file):\(line):\(column)" }
}

/// An archive that cannot be read: not well-formed XML, not an Interface Builder document, or a
/// connection to an object the archive does not have. Nothing of it is instantiated.
public struct ArchiveReadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where reading stopped.
  public let location: ArchiveLocation
  /// What is wrong.
  public let message: String

  /// The error as a `Diagnostic.Code.malformedArchive` whose path is the location.
  public var diagnostic: Diagnostic {
    Diagnostic(code: .malformedArchive, path: location.description, message: message)
  }

  /// `file:line:column: message`.
  public var description: String { "\(location): \(message)" }
}

/// Builds an ``ArchiveNode`` tree with `XMLParser` (FoundationXML on Linux).
final class ArchiveXMLTree: NSObject, XMLParserDelegate {
  private struct Open {
    let name: String
    let attributes: [String: String]
    let location: ArchiveLocation
    var children: [ArchiveNode] = []
  }

  private let file: String
  private var stack: [Open] = []
  private var root: ArchiveNode?
  private var failure: ArchiveReadError?

  private init(file: String) { self.file = file }

  /// The root element of `xml`, or the error with the parser's line and column.
  static func parse(_ xml: String, file: String) throws(ArchiveReadError) -> ArchiveNode {
    let tree = ArchiveXMLTree(file: file)
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = tree
    let succeeded = parser.parse()
    if let failure = tree.failure { throw failure }
    guard succeeded, let root = tree.root else {
      let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "no root element"
      throw ArchiveReadError(
        location: ArchiveLocation(
          file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)),
        message: "not well-formed XML (\(reason))")
    }
    return root
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    let location = ArchiveLocation(
      file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
    stack.append(Open(name: elementName, attributes: attributeDict, location: location))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard let open = stack.popLast() else { return }
    let node = ArchiveNode(
      name: open.name, attributes: open.attributes, children: open.children,
      location: open.location)
    if stack.isEmpty {
      root = node
    } else {
      stack[stack.count - 1].children.append(node)
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard failure == nil else { return }
    failure = ArchiveReadError(
      location: ArchiveLocation(
        file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)),
      message: "not well-formed XML (\(describe(parseError)))")
  }

  private func describe(_ error: any Error) -> String {
    let code = (error as NSError).code
    return "XMLParser error \(code)"
  }
}
