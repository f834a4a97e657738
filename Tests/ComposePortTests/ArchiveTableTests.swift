import ComposePort
import Testing

// The port step's `ComposePortedArchives`: the app folder's storyboards and xibs, and a factory
// for each custom class they make that the module declares (Linux has no NSClassFromString).

@Suite struct ArchiveTableTests {
  let swift = OriginalFile(
    path: "/app/MyApp/Views.swift", relativePath: "Views.swift",
    text: """
      import UIKit
      class HeaderView: UIView {}
      class FeedViewController: UIViewController {}
      private class HiddenView: UIView {}
      class Box<T>: UIView {}
      class FadeSegue: UIStoryboardSegue {}
      final class SlowFadeSegue: FadeSegue {}
      """)

  let xib = OriginalFile(
    path: "/app/MyApp/Base.lproj/Main.storyboard", relativePath: "Base.lproj/Main.storyboard",
    text: """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="OwnerController"/>
        <viewController id="a" customClass="FeedViewController" customModule="MyApp"/>
        <view id="b" customClass="HeaderView"/>
        <view id="c" customClass="HiddenView"/>
        <view id="d" customClass="Box"/>
        <view id="e" customClass="ElsewhereView" customModule="Kit"/>
        <segue destination="a" kind="custom" customClass="HeaderView" id="f"/>
        <segue destination="a" kind="custom" customClass="FadeSegue" id="g"/>
        <segue destination="b" kind="custom" customClass="SlowFadeSegue" id="h"/>
      </document>
      """)

  @Test func theTableHoldsEachArchivesNamePathAndText() {
    let table = Port.port([swift], archives: [xib]).archiveTable
    #expect(table.contains("enum ComposePortedArchives: PortedArchiveTable {"))
    #expect(table.contains("name: \"Main\""))
    #expect(table.contains("path: \"Base.lproj/Main.storyboard\""))
    #expect(table.contains("customClass=\\\"FeedViewController\\\""))
  }

  @Test func aFactoryIsWrittenForEachClassTheModuleDeclaresThatAnArchiveMakes() {
    let table = Port.port([swift], archives: [xib]).archiveTable
    #expect(table.contains("\"FeedViewController\": { FeedViewController(coder: $0) },"))
    #expect(table.contains("\"HeaderView\": { HeaderView(coder: $0) },"))
    // Not the module's, private, generic, or File's Owner (not made by the archive).
    for absent in ["OwnerController", "HiddenView", "Box(coder", "ElsewhereView"] {
      #expect(!table.contains("\(absent)(coder") && !table.contains("\"\(absent)\": {"))
    }
  }

  @Test func aSegueFactoryIsWrittenForEachCustomSegueClassOfTheModule() {
    let table = Port.port([swift], archives: [xib]).archiveTable
    #expect(table.contains("static var segues:"))
    #expect(table.contains("FadeSegue(identifier: $0, source: $1, destination: $2)"))
    #expect(table.contains("SlowFadeSegue(identifier: $0, source: $1, destination: $2)"))
    // A segue's custom class that is no UIStoryboardSegue, or not the module's, gets none.
    #expect(!table.contains("HeaderView(identifier:"))
    #expect(!table.contains("FadeSegue(coder"))
  }

  @Test func theDependenciesAreListedAndAModuleWithoutArchivesHasAnEmptyTable() {
    let table = Port.port([swift], dependencies: ["MyApp"]).archiveTable
    #expect(table.contains("[\"MyApp\"]"))
    #expect(table.contains("[:]"))
  }
}
