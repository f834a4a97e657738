import ComposePort
import Testing

func port(_ text: String, path: String = "/app/MyApp/File.swift") -> PortResult {
  Port.port([OriginalFile(path: path, relativePath: "File.swift", text: text)])
}

/// The rewritten text without its `#sourceLocation` header and generated section.
func body(_ result: PortResult) -> String {
  let text = result.files[0].text
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let end = lines.firstIndex(of: "#sourceLocation()") ?? lines.count
  return lines[1..<end].joined(separator: "\n")
}

@Suite struct SelectorNameTests {
  // Swift's rules, as Apple's "Using Swift with Cocoa" states them.
  @Test func selectorNamesFollowSwiftsRules() {
    #expect(SelectorName.method("f", labels: []) == "f")
    #expect(SelectorName.method("f", labels: [nil]) == "f:")
    #expect(SelectorName.method("handle", labels: ["gesture"]) == "handleWithGesture:")
    #expect(SelectorName.method("f", labels: [nil, "with"]) == "f:with:")
    #expect(SelectorName.method("move", labels: ["to"]) == "moveTo:")
    #expect(SelectorName.method("init", labels: ["frame"], isInitializer: true) == "initWithFrame:")
    #expect(SelectorName.setter("title") == "setTitle:")
  }
}

@Suite struct PortRewriteTests {
  @Test func objectiveCAttributesAreRemovedOnTheirLines() {
    let result = port(
      "class A: UIViewController {\n  @IBOutlet weak var label: UILabel!\n  @objc dynamic var n = 0\n}\n"
    )
    #expect(
      body(result) == "class A: UIViewController {\n  weak var label: UILabel!\n  var n = 0\n}")
  }

  @Test func everySelectorFormBecomesItsObjectiveCName() {
    let source = """
      class A: NSObject {
        @objc func tapped(_ sender: Any) {}
        @objc(swipe:) func handle(gesture: Any) {}
        func wire() {
          _ = #selector(tapped)
          _ = #selector(A.handle(gesture:))
          _ = #selector(getter: title)
          _ = #selector(setter: title)
        }
      }
      """
    let text = body(port(source))
    #expect(text.contains("_ = Selector(\"tapped:\")"))
    #expect(text.contains("_ = Selector(\"swipe:\")"))
    #expect(text.contains("_ = Selector(\"title\")"))
    #expect(text.contains("_ = Selector(\"setTitle:\")"))
  }

  @Test func stringsAndCommentsAreNeverRewritten() {
    let source =
      "let s = \"@objc #selector(f)\"\n// @objc #selector(f)\nlet r = #\"\\(x) @IBAction\"#\n"
    #expect(body(port(source)) == source)
  }

  @Test func everyFileStartsWithItsOriginalLocationAndKeepsItsLines() {
    let source = "import UIKit\n@objc\nclass A: NSObject {}\n"
    let result = port(source, path: "/app/MyApp/A.swift")
    #expect(
      result.files[0].text.hasPrefix("#sourceLocation(file: \"/app/MyApp/A.swift\", line: 1)\n"))
    #expect(
      body(result).split(separator: "\n", omittingEmptySubsequences: false).count
        == source.split(separator: "\n", omittingEmptySubsequences: false).count)
  }

  @Test func anAbsentModuleIsOneErrorAtItsOriginalLine() {
    let result = port("import UIKit\nimport MapKit\n", path: "/app/MyApp/Map.swift")
    #expect(result.diagnostics.count == 1)
    #expect(
      result.diagnostics.first?.description.hasPrefix(
        "/app/MyApp/Map.swift:2:8: error: module 'MapKit'") == true)
  }

  @Test func anOverrideInAnExtensionMovesIntoItsClassWithItsLocation() {
    let files = [
      OriginalFile(
        path: "/a/A.swift", relativePath: "A.swift", text: "class A: UIViewController {\n}\n"),
      OriginalFile(
        path: "/a/A+X.swift", relativePath: "A+X.swift",
        text: "extension A {\n  override func viewDidLoad() {}\n}\n"),
    ]
    let result = Port.port(files)
    #expect(
      result.files[0].text.contains(
        "#sourceLocation(file: \"/a/A+X.swift\", line: 2)\n  override func viewDidLoad() {}\n#sourceLocation(file: \"/a/A.swift\", line: 2)\n}"
      ))
    #expect(!result.files[1].text.contains("override"))
  }

  @Test func optionalRequirementCallSitesGoThroughTheirAccessor() {
    let source = """
      @objc protocol D {
        @objc optional func f(_ x: Int, with y: Int)
      }
      class C { weak var d: D?; func g() { d?.f?(1, with: 2) } }
      """
    let result = port(source)
    #expect(body(result).contains("protocol D: AnyObject {\n  func f(_ x: Int, with y: Int)"))
    #expect(body(result).contains("d?.__composeOptional_f_with_?(1, 2)"))
  }
}
