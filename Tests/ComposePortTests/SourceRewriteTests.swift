import ComposePort
import Testing

@Suite struct ImportRewriteTests {
  @Test func frameworksWithALinuxSpellingAreImportedAsItOnTheirLines() {
    let source =
      "import CoreGraphics\nimport QuartzCore\nimport UIKit.UIGestureRecognizerSubclass\n"
    let result = port(source, path: "/app/MyApp/Shapes.swift")
    #expect(body(result) == "import Foundation\nimport UIKit\nimport UIKit\n")
    let notes = result.diagnostics.filter { $0.severity == .note }
    #expect(notes.map(\.line) == [1, 2])
    #expect(
      notes.first?.description
        == "/app/MyApp/Shapes.swift:1:8: note: `import CoreGraphics` is `import Foundation` on Linux (ported)"
    )
  }

  @Test func foundationAndTheAppsOwnModulesAreLeftAsWritten() {
    let source = "import Foundation\n@testable import MyApp\nimport UIKit\n"
    let result = port(source)
    #expect(body(result) == source)
    #expect(result.diagnostics.isEmpty)
  }
}

@Suite struct KeyPathRewriteTests {
  // `#keyPath` is the Objective-C key path's string: `#keyPath(Person.address.street)` is
  // "address.street"; a path starting at a property keeps it.
  @Test func aKeyPathBecomesItsString() {
    let source = """
      class Person: NSObject { @objc dynamic var address: Address? }
      let a = #keyPath(Person.address.street)
      let b = #keyPath(address)
      """
    let text = body(port(source))
    #expect(text.contains("let a = \"address.street\""))
    #expect(text.contains("let b = \"address\""))
    #expect(!text.contains("#keyPath"))
  }
}

@Suite struct KeyValueCodingWarningTests {
  @Test func readingADynamicPropertyByKeyIsAWarningAtTheOriginalLine() {
    let source = """
      class Person: NSObject { @objc dynamic var name = "" }
      func show(_ person: Person) {
        let value = person.value(forKey: "name")
        print(value as Any)
      }
      """
    let result = port(source, path: "/app/MyApp/Person.swift")
    #expect(result.diagnostics.count == 1)
    let warning = result.diagnostics.first
    #expect(warning?.severity == .warning)
    #expect(warning?.line == 3)
    #expect(warning?.message.contains("value(forKey: \"name\")") == true)
    // The build shows it there too: a `#warning` numbered as line 3, the lines below unmoved.
    let location = "#sourceLocation(file: \"/app/MyApp/Person.swift\", line: 3)"
    #expect(
      body(result).contains(
        "\(location)\n#warning(\"Key-Value Coding does not run on Linux: value(forKey: \\\"name\\\")"
      ))
    #expect(body(result).contains("\(location)\n  let value = person.value(forKey: \"name\")"))
  }

  @Test func settingAKeyThatIsNoDynamicPropertyIsNotFlagged() {
    let source = "func f(_ d: NSMutableDictionary) { d.setValue(1, forKey: \"count\") }\n"
    #expect(port(source).diagnostics.isEmpty)
  }
}

@Suite struct OptionalPropertyRequirementTests {
  // On iOS reading an optional property requirement gives an optional, whether the receiver is
  // optional or not; its accessor does the same.
  @Test func aReadThroughAPropertyOfTheProtocolsTypeGoesThroughItsAccessor() {
    let source = """
      @objc protocol Source { @objc optional var title: String { get } }
      class Item { var title = "" }
      class C {
        var source: Source!
        weak var other: Source?
        var item = Item()
        func g() -> String? {
          let a = source.title
          let b = self.source!.title
          let c = item.title
          return other?.title ?? a ?? b ?? c
        }
      }
      """
    let text = body(port(source))
    #expect(text.contains("let a = source.__composeOptional_title"))
    #expect(text.contains("let b = self.source!.__composeOptional_title"))
    #expect(text.contains("let c = item.title"))
    #expect(text.contains("return other?.__composeOptional_title ?? a"))
  }
}

@Suite struct SplitFoundationImportTests {
  // swift-corelibs-foundation keeps URLSession and its kin in FoundationNetworking: a file naming
  // one gets that import before its first import, its own lines numbered as before.
  @Test func aFileUsingURLSessionImportsFoundationNetworkingWithItsLinesKept() {
    let source =
      "// Network\nimport Foundation\n\nlet session = URLSession.shared\nlet r: URLRequest? = nil\n"
    let result = port(source, path: "/app/MyApp/Network.swift")
    #expect(
      body(result)
        == "// Network\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"
        + "#sourceLocation(file: \"/app/MyApp/Network.swift\", line: 2)\n"
        + "import Foundation\n\nlet session = URLSession.shared\nlet r: URLRequest? = nil\n")
    #expect(result.diagnostics.map(\.line) == [4])
    #expect(result.diagnostics.first?.severity == .note)
  }

  @Test func aFileThatImportsItAlreadyOrNamesNoneIsLeftAsWritten() {
    let imported = "import Foundation\nimport FoundationNetworking\nlet r = URLRequest(url: u)\n"
    #expect(body(port(imported)) == imported)
    let plain = "import UIKit\nlet url = URL(string: \"https://example.com\")\n"
    #expect(body(port(plain)) == plain)
  }
}

@Suite struct XCTestImportTests {
  // On iOS `import XCTest` brings UIKit: a test file naming UINavigationController with only
  // XCTest and the app imported compiles there.
  @Test func aTestFileImportingXCTestWithoutUIKitGetsUIKit() {
    let source = "import XCTest\n@testable import MyApp\n\nlet nav = UINavigationController()\n"
    let result = port(source, path: "/app/MyAppTests/NavTests.swift")
    #expect(
      body(result)
        == "#if canImport(UIKit)\nimport UIKit\n#endif\n"
        + "#sourceLocation(file: \"/app/MyAppTests/NavTests.swift\", line: 1)\n" + source)
    #expect(result.diagnostics.map(\.line) == [1])
  }

  @Test func aTestFileImportingUIKitIsLeftAsWritten() {
    let source = "import XCTest\nimport UIKit\n@testable import MyApp\n"
    #expect(body(port(source)) == source)
  }
}
