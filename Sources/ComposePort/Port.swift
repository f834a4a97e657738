/// The port step: rewrites what Swift on Linux refuses in a module's files, and writes the
/// module's selector table.
///
/// Pure functions over source text. Each rewritten file starts with
/// `#sourceLocation(file: "<original path>", line: 1)` and keeps every line where it was, so that
/// diagnostics, `#file`, `#line` and test failures name the original file and line; code moved
/// into another file (an override declared in an extension) carries a `#sourceLocation` of its
/// own. What the port cannot port is a diagnostic at its original line, and a `#warning` there
/// where it compiles but would not behave as on iOS.
public enum Port {
  /// Modules that do not exist on Linux, with what the port suggests instead.
  public static let absentModules: [String: String] = [
    "Combine": "OpenCombine, behind `#if canImport(Combine)`",
    "CoreData": "a store of your own behind a protocol",
    "MapKit": "a protocol over the map the tests replace",
    "CoreLocation": "a protocol over the location source",
    "AVFoundation": "a protocol over the player or capture session",
    "AVKit": "a protocol over the player", "Photos": "a protocol over the library",
    "PhotosUI": "a protocol over the picker", "SafariServices": "a protocol over the browser",
    "WebKit": "a protocol over the web view", "StoreKit": "a protocol over the store",
    "UserNotifications": "a protocol over the notification center",
    "CoreImage": "a protocol over the filter", "SwiftUI": "UIKit views",
    "Contacts": "a protocol over the store", "ContactsUI": "a protocol over the picker",
    "MessageUI": "a protocol over the composer", "CloudKit": "a protocol over the database",
    "HealthKit": "a protocol over the store", "ARKit": "a protocol over the session",
    "SceneKit": "a protocol over the scene", "SpriteKit": "a protocol over the scene",
    "Metal": "a protocol over the renderer", "MetalKit": "a protocol over the renderer",
    "GameKit": "a protocol over the game center",
    "LocalAuthentication": "a protocol over the authentication context",
    "AuthenticationServices": "a protocol over the authorization",
    "CoreMotion": "a protocol over the motion manager",
    "CoreBluetooth": "a protocol over the central manager",
    "EventKit": "a protocol over the event store", "EventKitUI": "a protocol over the editor",
    "Intents": "a protocol over the intent", "WidgetKit": "a protocol over the timeline",
    "os": "`print` or a logger of your own", "OSLog": "`print` or a logger of your own",
    "CoreText": "UILabel and NSAttributedString", "ImageIO": "a protocol over the decoder",
    "MobileCoreServices": "UniformTypeIdentifiers' strings",
    "Vision": "a protocol over the request", "CoreML": "a protocol over the model",
    "Network": "URLSession", "RxSwift": "closures or OpenCombine", "RxCocoa": "target-action",
    "RealmSwift": "a store of your own behind a protocol",
    "Kingfisher": "UIImageView's image set by your own loader",
    "SDWebImage": "UIImageView's image set by your own loader",
    "FirebaseCore": "a protocol over the service", "Firebase": "a protocol over the service",
  ]

  /// Imports Linux refuses that have a Linux spelling.
  public static let replacedImports: [String: String] = [
    "CoreGraphics": "Foundation", "QuartzCore": "UIKit",
  ]

  /// Foundation's types that swift-corelibs-foundation keeps in a module of its own, by name:
  /// a file naming one imports that module too.
  public static let splitModules: [String: String] = {
    var modules: [String: String] = [:]
    for name in [
      "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask",
      "URLSessionDownloadTask", "URLSessionUploadTask", "URLSessionStreamTask",
      "URLSessionWebSocketTask", "URLSessionDelegate", "URLSessionTaskDelegate",
      "URLSessionDataDelegate", "URLSessionDownloadDelegate", "URLRequest", "NSURLRequest",
      "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "CachedURLResponse",
      "URLCredential", "URLCredentialStorage", "URLProtectionSpace", "URLAuthenticationChallenge",
      "HTTPCookie", "HTTPCookieStorage", "URLProtocol", "URLError",
    ] {
      modules[name] = "FoundationNetworking"
    }
    for name in ["XMLParser", "XMLParserDelegate", "XMLDocument", "XMLElement", "XMLNode"] {
      modules[name] = "FoundationXML"
    }
    return modules
  }()

  /// The base names of UIKit's optional protocol requirements that apps call through `?`
  /// (`delegate?.tableView?(tableView, didSelectRowAt: indexPath)`). The facade declares them as
  /// requirements with UIKit's default behaviour, so the port drops the call's `?`.
  public static let uikitOptionalRequirements: Set<String> = [
    "tableView", "collectionView", "numberOfSections", "sectionIndexTitles", "scrollViewDidScroll",
    "scrollViewWillBeginDragging", "scrollViewDidEndDragging", "scrollViewWillEndDragging",
    "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation", "scrollViewDidZoom",
    "viewForZooming", "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop",
    "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "textFieldShouldEndEditing",
    "textFieldDidEndEditing", "textField", "textFieldShouldClear", "textFieldShouldReturn",
    "textFieldDidChangeSelection", "textViewShouldBeginEditing", "textViewDidBeginEditing",
    "textViewShouldEndEditing", "textViewDidEndEditing", "textView", "textViewDidChange",
    "textViewDidChangeSelection", "searchBar", "searchBarShouldBeginEditing",
    "searchBarTextDidBeginEditing", "searchBarShouldEndEditing", "searchBarTextDidEndEditing",
    "searchBarSearchButtonClicked", "searchBarCancelButtonClicked",
    "searchBarBookmarkButtonClicked",
    "pickerView", "gestureRecognizerShouldBegin", "gestureRecognizer", "navigationController",
    "tabBarController", "presentationControllerShouldDismiss", "presentationControllerWillDismiss",
    "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss",
    "adaptivePresentationStyle", "splitViewController", "pageViewController",
    "presentationCount", "presentationIndex", "updateSearchResults",
  ]

  /// The attributes the port removes: they need the Objective-C runtime or Interface Builder.
  public static let removedAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
    "IBSegueAction", "IBOutletCollection", "UIApplicationMain", "NSApplicationMain",
  ]

  /// Ports a module's files.
  ///
  /// - Parameters:
  ///   - originals: The module's files.
  /// - Returns: The rewritten files, the selector and archive tables and the diagnostics.
  ///   - archives: The module's storyboards and xibs (paths relative to the app folder).
  ///   - dependencies: The modules whose archives the module's code may load too.
  public static func port(
    _ originals: [OriginalFile], archives: [OriginalFile] = [], dependencies: [String] = []
  ) -> PortResult {
    let sources = originals.map { SourceFile(path: $0.path, text: $0.text) }
    let types = sources.map { DeclarationParser.parse($0) }
    var index = ModuleIndex(files: sources, types: types)
    var rewriters = sources.indices.map {
      FileRewriter(file: sources[$0], types: types[$0], fileIndex: $0)
    }
    for fileIndex in rewriters.indices {
      rewriters[fileIndex].collectEdits(index: index)
      index.namedSelectors.formUnion(rewriters[fileIndex].namedSelectors)
    }
    var diagnostics: [PortDiagnostic] = []
    let moves = ExtensionMoves.plan(index: index, diagnostics: &diagnostics)
    for move in moves {
      let text = rewriters[move.fromFile].moveOut(move.member)
      rewriters[move.toFile].moveIn(
        text, member: move.member, from: sources[move.fromFile],
        into: types[move.toFile][move.toType])
    }
    let tables = SelectorTables(index: index)
    for rejection in tables.rejected {
      let member = rejection.member
      rewriters[rejection.file].warnAtMember(
        member,
        "a #selector names '\(rejection.className).\(member.name)' (\"\(member.selector)\"), "
          + "which the port leaves out of the selector table: \(rejection.reason); sending "
          + "the selector reaches nothing on Linux (name a method of at most two parameters "
          + "that calls it)")
    }
    var files: [PortedFile] = []
    for fileIndex in rewriters.indices {
      diagnostics += rewriters[fileIndex].diagnostics
      let original = originals[fileIndex]
      let generated = tables.section(forFile: fileIndex)
      files.append(
        PortedFile(
          relativePath: original.relativePath,
          text: rewriters[fileIndex].output(
            generated: generated, isMain: original.relativePath.hasSuffix("main.swift"))))
    }
    let privateClasses = Set(
      index.classes.compactMap { name, location in
        let declaration = index.types[location.file][location.type]
        return tables.isPrivate(declaration) || declaration.isGeneric ? name : nil
      })
    let archiveTable = ArchiveTable.file(
      archives: archives, index: index, privateClasses: privateClasses,
      dependencies: dependencies)
    return PortResult(
      files: files, selectorTable: tables.centralFile(), archiveTable: archiveTable,
      diagnostics: diagnostics.sorted { ($0.path, $0.line) < ($1.path, $1.line) })
  }

  /// The `#sourceLocation` directive naming a line of a file.
  static func sourceLocation(_ path: String, line: Int) -> String {
    "#sourceLocation(file: \"\(path.escapedForLiteral)\", line: \(line))"
  }
}
