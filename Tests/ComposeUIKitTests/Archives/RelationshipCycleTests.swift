import Compose
import ComposeUIKit
import Foundation
import Testing

// A storyboard whose navigation controller's root relationship leads back to the navigation
// controller itself (a file no Xcode writes, but one a hand edit or a merge can): reported as
// malformed where the relationship is, and the container is made once, without its root.

@MainActor
@Suite struct RelationshipCycleTests {
  @Test func aRelationshipBackToItsOwnSceneIsReportedAndNotMadeAgain() throws {
    let archives = ComposeArchives()
    let made = archives.run {
      UIStoryboard(name: "Loop", bundle: nil).instantiateInitialViewController()
    }
    let navigation = try #require(made as? UINavigationController)
    #expect(navigation.viewControllers.isEmpty)
    let malformed = archives.diagnostics.filter { $0.code == .malformedArchive }
    #expect(malformed.count == 1)
    #expect(
      malformed.first?.path.hasPrefix("ComposeUIKitTests/Base.lproj/Loop.storyboard:") == true)
  }
}

let loopStoryboard = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="lop-00-001">
      <scenes>
          <scene sceneID="lop-00-000">
              <objects>
                  <navigationController id="lop-00-001" sceneMemberID="viewController">
                      <connections>
                          <segue destination="lop-00-001" kind="relationship" relationship="rootViewController" id="lop-00-002"/>
                      </connections>
                  </navigationController>
              </objects>
          </scene>
      </scenes>
  </document>
  """
