import Compose
import ComposeUIKit
import Testing

// What an archive holds that Compose does not model is reported with the file, the line and the
// element's identifier; an archive that cannot be read throws with its location, and nothing of
// it is returned.

private func xib(_ objects: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
      <objects>
  \(objects)
      </objects>
  </document>
  """
}

private func readError(_ xml: String, path: String = "Broken.xib") -> ArchiveReadError? {
  do {
    _ = try InterfaceBuilderArchive(xml: xml, path: path)
    return nil
  } catch {
    return error
  }
}

@Suite struct ArchiveReaderDiagnosticsTests {
  @Test func anElementComposeHasNoClassForIsReportedWithItsFileLineAndIdentifier() throws {
    let archive = try InterfaceBuilderArchive(
      xml: xib(
        """
                <view contentMode="scaleToFill" id="vew-00-001">
                    <subviews>
                        <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" id="map-00-001"/>
                    </subviews>
                </view>
        """), path: "MyApp/MapScreen.xib")
    let diagnostic = try #require(archive.diagnostics.first { $0.message.contains("<mapView") })
    #expect(diagnostic.code == .unmodelledArchiveContent)
    #expect(diagnostic.path.hasPrefix("MyApp/MapScreen.xib:6:"))
    #expect(diagnostic.message.contains("id=\"map-00-001\""))
    // The object is kept, with no UIKit class to make.
    #expect(archive.object(withID: "map-00-001")?.uikitClassName == nil)
  }

  @Test func anAttributeComposeDoesNotStoreIsReportedAndKeptAsWritten() throws {
    let archive = try InterfaceBuilderArchive(
      xml: xib(
        """
                <label opaque="NO" text="Hi" highlighted="YES" shadowOffsetWidth="2" id="lbl-00-001"/>
        """), path: "Label.xib")
    #expect(archive.diagnostics.count == 1)
    let diagnostic = try #require(archive.diagnostics.first)
    #expect(diagnostic.path.hasPrefix("Label.xib:4:"))
    #expect(diagnostic.message.contains("lbl-00-001"))
    #expect(diagnostic.message.contains("shadowOffsetWidth"))
    #expect(!diagnostic.message.contains("opaque"))
    #expect(archive.object(withID: "lbl-00-001")?["shadowOffsetWidth"] == "2")
  }

  @Test func aSegueKindComposeDoesNotPerformIsReportedAndKeptUnmodelled() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc1-00-001" sceneMemberID="viewController">
                          <connections>
                              <segue destination="vc2-00-001" kind="replace" identifier="swap" id="seg-00-001"/>
                          </connections>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="scn-00-002">
                  <objects>
                      <viewController id="vc2-00-001" sceneMemberID="viewController"/>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let archive = try InterfaceBuilderArchive(xml: storyboard, path: "Old.storyboard")
    let diagnostic = try #require(archive.diagnostics.first)
    #expect(diagnostic.path.hasPrefix("Old.storyboard:8:"))
    #expect(diagnostic.message.contains("seg-00-001"))
    #expect(diagnostic.message.contains("replace"))
    guard case .segue(let segue) = archive.object(withID: "vc1-00-001")?.connections.first?.kind
    else {
      Issue.record("the segue is kept")
      return
    }
    #expect(segue.kind == .unmodelled("replace"))
  }

  @Test func aDeprecatedPushOrModalSegueIsAShowOrAPresentation() throws {
    let archive = try InterfaceBuilderArchive(
      xml: xib(
        """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <viewController id="vc1-00-001">
                    <connections>
                        <segue destination="-1" kind="push" id="seg-00-001"/>
                        <segue destination="-1" kind="modal" id="seg-00-002"/>
                    </connections>
                </viewController>
        """), path: "Legacy.xib")
    let kinds = archive.object(withID: "vc1-00-001")?.connections.map { connection in
      guard case .segue(let segue) = connection.kind else { return ArchiveSegue.Kind.custom }
      return segue.kind
    }
    #expect(kinds == [.show, .presentation])
    #expect(archive.diagnostics == [])
  }

  @Test func xmlThatIsNotWellFormedThrowsWithTheFileAndLine() throws {
    // Line 6 closes <label> while <view> is open.
    let error = try #require(
      readError(
        xib(
          """
                  <view id="vew-00-001">
                  </label>
          """), path: "MyApp/Broken.xib"))
    #expect(error.location.file == "MyApp/Broken.xib")
    #expect(error.location.line == 5)
    #expect(error.location.column > 0)
    #expect(error.diagnostic.code == .malformedArchive)
    #expect(error.diagnostic.path.hasPrefix("MyApp/Broken.xib:5:"))
  }

  @Test func aDocumentOfAnotherKindThrows() throws {
    let mac = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
          <objects/>
      </document>
      """
    let error = try #require(readError(mac, path: "MainMenu.xib"))
    #expect(error.message.contains("com.apple.InterfaceBuilder3.Cocoa.XIB"))
    let notADocument = try #require(readError("<plist version=\"1.0\"><dict/></plist>"))
    #expect(notADocument.message.contains("<plist>"))
    // Xcode 4's format (root <archive>) is refused with what to do.
    let old = """
      <?xml version="1.0" encoding="UTF-8"?>
      <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data/></archive>
      """
    let archive = try #require(readError(old, path: "SecondView.xib"))
    #expect(archive.message.contains("Xcode 4"))
  }

  @Test func anObjectWithoutIdentifierOrWithAnothersThrows() throws {
    let missing = try #require(readError(xib("        <view contentMode=\"scaleToFill\"/>")))
    #expect(missing.message.contains("has no id"))
    #expect(missing.location.line == 4)
    let duplicate = try #require(
      readError(
        xib(
          """
                  <view id="vew-00-001"/>
                  <view id="vew-00-001"/>
          """)))
    #expect(duplicate.location.line == 5)
    #expect(duplicate.message.contains("vew-00-001"))
  }

  @Test func aConnectionToAnObjectTheArchiveDoesNotHaveThrows() throws {
    let error = try #require(
      readError(
        xib(
          """
                  <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                      <connections>
                          <outlet property="view" destination="gone-00-001" id="out-00-001"/>
                      </connections>
                  </placeholder>
          """)))
    #expect(error.location.line == 6)
    #expect(error.message.contains("gone-00-001"))
  }

  @Test func anActionWithoutSelectorThrows() throws {
    let error = try #require(
      readError(
        xib(
          """
                  <button id="btn-00-001">
                      <connections>
                          <action destination="btn-00-001" eventType="touchUpInside" id="act-00-001"/>
                      </connections>
                  </button>
          """)))
    #expect(error.message.contains("has no selector"))
  }
}
