import ComposePort
import Testing

/// The generated section of the first file: what follows its `#sourceLocation()` line.
func generatedSection(_ result: PortResult) -> String {
  let text = result.files[0].text
  guard let range = text.range(of: "#sourceLocation()\n") else { return "" }
  return String(text[range.upperBound...])
}

/// An app's extension of a UIKit class: its `@IBInspectable` properties reach the module's table
/// under the UIKit class, so that a storyboard's user-defined runtime attributes set them.
@Suite struct ForeignClassExtensionTableTests {
  @Test func anInspectablePropertyOfAUIKitClassExtensionIsInTheModulesTable() {
    let source = """
      extension UIView {
        @IBInspectable var cornerRadius: CGFloat {
          get { layer.cornerRadius }
          set { layer.cornerRadius = newValue }
        }
        var helper: Int { 1 }
      }
      extension String {
        var shouted: String { uppercased() }
      }
      """
    let result = port(source, path: "/app/MyApp/UIView+Inspectable.swift")
    let section = generatedSection(result)
    #expect(section.contains("extension UIView {"))
    #expect(section.contains("\"setCornerRadius:\""))
    #expect(section.contains("guard let a0 = first as? CGFloat"))
    #expect(!section.contains("\"helper\""), "not marked: no selector reaches it")
    #expect(!section.contains("extension String"), "a struct's extension has no table")
    #expect(result.selectorTable.contains("PortedClass(UIView.self"))
  }
}

@Suite struct SelectorTableRejectionTests {
  // A selector reaches a method through the table, which passes at most two `Any?` arguments
  // and calls synchronously: a method it cannot call is left out where a warning says so.
  @Test func aMethodOfThreeParametersNamedByASelectorIsAWarningAtItsLine() {
    let source = """
      class A: UIViewController {
        @objc func move(from a: Int, to b: Int, animated: Bool) {}
        func wire() {
          _ = #selector(move(from:to:animated:))
        }
      }
      """
    let result = port(source, path: "/app/MyApp/A.swift")
    let warnings = result.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.count == 1)
    #expect(warnings.first?.line == 2)
    #expect(warnings.first?.message.contains("'A.move'") == true)
    #expect(warnings.first?.message.contains("3 parameters") == true)
    // The build shows it at the method's line: a `#warning` numbered as line 2.
    #expect(
      body(result).contains(
        "#sourceLocation(file: \"/app/MyApp/A.swift\", line: 2)\n#warning(\"a #selector names 'A.move'"
      ))
    #expect(!generatedSection(result).contains("moveFrom:to:animated:"))
  }

  @Test func genericAndAsyncMethodsNamedByASelectorAreWarnings() {
    let source = """
      class A: UIViewController {
        @objc func show<T>(_ value: T) {}
        @objc func load(_ sender: Any) async {}
        @objc func tapped(_ sender: Any) {}
        func wire() {
          _ = #selector(show(_:))
          _ = #selector(load(_:))
          _ = #selector(tapped(_:))
        }
      }
      """
    let result = port(source)
    let warnings = result.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.map(\.line) == [2, 3])
    #expect(warnings.first?.message.contains("generic") == true)
    #expect(warnings.last?.message.contains("async") == true)
    let section = generatedSection(result)
    #expect(section.contains("\"tapped:\""))
    #expect(!section.contains("\"show:\""))
    #expect(!section.contains("\"load:\""))
  }

  @Test func anObjcMethodNoSelectorNamesIsLeftOutSilently() {
    let source = "class A: UIViewController {\n  @objc func f(a: Int, b: Int, c: Int) {}\n}\n"
    #expect(port(source).diagnostics.isEmpty)
  }

  @Test func aGenericClassesSelectorTargetIsAWarningAtTheMethod() {
    let source = """
      class ListController<Item>: UIViewController {
        @objc func refresh() {}
        func wire() { _ = #selector(refresh) }
      }
      """
    let result = port(source)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.line == 2)
    #expect(result.diagnostics.first?.message.contains("is generic") == true)
    #expect(!result.selectorTable.contains("ListController"))
  }

  @Test func aPrivateClassReachesTheTableThroughItsFilesFunction() {
    let source = """
      private final class Handler: NSObject {
        @objc func fire(_ timer: Any) {}
      }
      fileprivate class Other: NSObject {
        @objc func go() {}
      }
      """
    let result = port(source)
    let section = generatedSection(result)
    #expect(section.contains("extension Handler {"))
    #expect(
      section.contains(
        "@MainActor func __composePortedPrivateClasses_0() -> [PortedClass] {\n  [\n"
          + "    PortedClass(Handler.self, Handler.__composePortedMethods_0),\n"
          + "    PortedClass(Other.self, Other.__composePortedMethods_0),\n  ]\n}"))
    // The module's table cannot name a private class: it calls the file's function.
    #expect(!result.selectorTable.contains("PortedClass(Handler.self"))
    #expect(result.selectorTable.contains("    ] + __composePortedPrivateClasses_0()\n"))
    #expect(result.diagnostics.isEmpty)
  }
}
