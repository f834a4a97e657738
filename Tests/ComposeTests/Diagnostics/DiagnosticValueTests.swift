import Compose
import Testing

/// A `Diagnostic` is a value (its fields live in one shared box, so that a dropped `nil` costs
/// one release): equal when its code, path and message are, and a copy changed is a copy.
@Suite struct DiagnosticValueTests {
  let original = Diagnostic(
    code: .alreadyChild, path: "Root(\"root\")", message: "child is already a child")

  @Test func diagnosticsWithTheSameFieldsAreEqualAndHashAlike() {
    let same = Diagnostic(
      code: .alreadyChild, path: "Root(\"root\")", message: "child is already a child")
    #expect(original == same)
    #expect(original.hashValue == same.hashValue)
    #expect(Set([original, same]).count == 1)
  }

  @Test func aDifferentFieldMakesADifferentDiagnostic() {
    var otherCode = original
    otherCode.code = .addChildToItself
    var otherPath = original
    otherPath.path = "Root(\"other\")"
    var otherMessage = original
    otherMessage.message = "something else"
    #expect(otherCode != original)
    #expect(otherPath != original)
    #expect(otherMessage != original)
    #expect(Set([original, otherCode, otherPath, otherMessage]).count == 4)
  }

  @Test func settingAFieldOfACopyLeavesTheOriginal() {
    var copy = original
    copy.message = "changed"
    copy.path = "Root(\"elsewhere\")"
    #expect(original.message == "child is already a child")
    #expect(original.path == "Root(\"root\")")
    #expect(copy.code == .alreadyChild)
    #expect(copy.description == "alreadyChild at Root(\"elsewhere\"): changed")
  }

  @Test func aRejectedMisuseReturnsTheDiagnosticItReports() {
    let root = Component(traceName: "root")
    let child = Component(traceName: "child")
    root.addChild(child)
    let diagnostic = root.addChild(child)
    #expect(diagnostic?.code == .alreadyChild)
    #expect(diagnostic?.path.isEmpty == false)
    #expect(root.addChild(Component(traceName: "new")) == nil)
  }

  @Test func aDiagnosticReflectsItsCodePathAndMessage() {
    let labels = Mirror(reflecting: original).children.map(\.label)
    #expect(labels == ["code", "path", "message"])
    var dumped = ""
    dump(original, to: &dumped)
    #expect(dumped.contains("message: \"child is already a child\""))
  }
}
