import Compose
import ComposeUIKit
import Testing

// A storyboard as Xcode saves it (document type, scenes, objects, a navigation controller's
// relationship segue, a scene with outlets, an action, a show segue, a container view's embed
// segue, a table view controller with a prototype cell, First Responder and Exit placeholders),
// read into the archive model. The XML follows Interface Builder's format; the identifiers are
// made up in its style.

private let storyboard = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav-00-001">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <dependencies>
          <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
          <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
      </dependencies>
      <scenes>
          <!--Navigation Controller-->
          <scene sceneID="scn-00-001">
              <objects>
                  <navigationController id="nav-00-001" sceneMemberID="viewController">
                      <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                          <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                          <autoresizingMask key="autoresizingMask"/>
                      </navigationBar>
                      <connections>
                          <segue destination="prf-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                      </connections>
                  </navigationController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
              </objects>
              <point key="canvasLocation" x="-600" y="4"/>
          </scene>
          <!--Profile-->
          <scene sceneID="scn-00-002">
              <objects>
                  <viewController storyboardIdentifier="Profile" id="prf-00-001" customClass="ProfileViewController" customModule="MyApp" customModuleProvider="target" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="prv-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                          <subviews>
                              <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Ada" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                  <rect key="frame" x="20" y="120" width="120" height="21"/>
                                  <accessibility key="accessibilityConfiguration" identifier="profile.name" label="Name"/>
                                  <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                  <color key="textColor" systemColor="labelColor"/>
                                  <nil key="highlightedColor"/>
                              </label>
                              <button opaque="NO" tag="7" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                                  <rect key="frame" x="20" y="160" width="80" height="30"/>
                                  <state key="normal" title="Follow">
                                      <color key="titleColor" red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                  </state>
                                  <state key="selected" title="Following" image="checkmark"/>
                                  <connections>
                                      <action selector="followTapped:" destination="prf-00-001" eventType="touchUpInside" id="act-00-001"/>
                                  </connections>
                              </button>
                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-002">
                                  <rect key="frame" x="120" y="160" width="80" height="30"/>
                                  <state key="normal" title="Posts"/>
                                  <connections>
                                      <segue destination="pst-00-001" kind="show" identifier="showPosts" id="seg-00-001"/>
                                  </connections>
                              </button>
                              <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-001">
                                  <rect key="frame" x="0.0" y="220" width="393" height="200"/>
                                  <connections>
                                      <segue destination="sta-00-001" kind="embed" identifier="embedStats" id="seg-00-002"/>
                                  </connections>
                              </containerView>
                          </subviews>
                          <viewLayoutGuide key="safeArea" id="sfa-00-001"/>
                          <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                          <constraints>
                              <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="sfa-00-001" secondAttribute="leading" constant="20" id="cst-00-001"/>
                              <constraint firstItem="cnt-00-001" firstAttribute="height" relation="greaterThanOrEqual" constant="200" priority="750" id="cst-00-002"/>
                          </constraints>
                      </view>
                      <navigationItem key="navigationItem" title="Profile" id="nvi-00-001"/>
                      <connections>
                          <outlet property="nameLabel" destination="lbl-00-001" id="out-00-001"/>
                          <outletCollection property="buttons" destination="btn-00-001" collectionClass="NSMutableArray" id="out-00-002"/>
                          <outletCollection property="buttons" destination="btn-00-002" collectionClass="NSMutableArray" id="out-00-003"/>
                      </connections>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-002" userLabel="First Responder" sceneMemberID="firstResponder"/>
                  <exit id="ext-00-002" userLabel="Exit" sceneMemberID="exit"/>
              </objects>
          </scene>
          <!--Stats-->
          <scene sceneID="scn-00-003">
              <objects>
                  <viewController id="sta-00-001" customClass="StatsViewController" customModule="MyApp" customModuleProvider="target" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="stv-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                      </view>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-003" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <!--Posts-->
          <scene sceneID="scn-00-004">
              <objects>
                  <tableViewController storyboardIdentifier="Posts" id="pst-00-001" customClass="PostsViewController" customModule="MyApp" customModuleProvider="target" sceneMemberID="viewController">
                      <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          <prototypes>
                              <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="PostCell" textLabel="cll-00-002" style="IBUITableViewCellStyleDefault" id="cll-00-001">
                                  <rect key="frame" x="0.0" y="50" width="393" height="43.666667938232422"/>
                                  <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cll-00-001" id="ccv-00-001">
                                      <rect key="frame" x="0.0" y="0.0" width="393" height="43.666667938232422"/>
                                      <subviews>
                                          <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" id="cll-00-002">
                                              <rect key="frame" x="20" y="0.0" width="353" height="43.666667938232422"/>
                                              <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                          </label>
                                      </subviews>
                                  </tableViewCellContentView>
                                  <connections>
                                      <segue destination="ext-00-004" kind="unwind" identifier="backToProfile" unwindAction="unwindToProfile:" id="seg-00-003"/>
                                  </connections>
                              </tableViewCell>
                          </prototypes>
                          <connections>
                              <outlet property="dataSource" destination="pst-00-001" id="out-00-004"/>
                              <outlet property="delegate" destination="pst-00-001" id="out-00-005"/>
                          </connections>
                      </tableView>
                  </tableViewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-004" sceneMemberID="firstResponder"/>
                  <exit id="ext-00-004" userLabel="Exit" sceneMemberID="exit"/>
              </objects>
          </scene>
      </scenes>
      <resources>
          <systemColor name="labelColor">
              <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
          </systemColor>
      </resources>
  </document>
  """

@Suite struct StoryboardReaderTests {
  let archive: InterfaceBuilderArchive

  init() throws {
    archive = try InterfaceBuilderArchive(xml: storyboard, path: "MyApp/Base.lproj/Main.storyboard")
  }

  @Test func theDocumentIsAStoryboardNamedAfterItsFile() {
    #expect(archive.kind == .storyboard)
    #expect(archive.name == "Main")
    #expect(archive.path == "MyApp/Base.lproj/Main.storyboard")
    #expect(archive.scenes.map(\.id) == ["scn-00-001", "scn-00-002", "scn-00-003", "scn-00-004"])
    #expect(archive.objects.isEmpty)
  }

  @Test func theInitialSceneIsTheNavigationControllersWithItsRootRelationship() throws {
    let initial = try #require(archive.initialScene?.viewController)
    #expect(initial.elementName == "navigationController")
    #expect(initial.uikitClassName == "UINavigationController")
    let bar = try #require(initial.children.first { $0.key == "navigationBar" })
    #expect(bar.frame == ArchiveRect(x: 0, y: 59, width: 393, height: 44))
    let root = try #require(initial.connections.first)
    #expect(root.destination == "prf-00-001")
    guard case .segue(let segue) = root.kind else {
      Issue.record("not a segue")
      return
    }
    #expect(segue.kind == .relationship)
    #expect(segue.relationship == "rootViewController")
  }

  @Test func aSceneIsFoundByItsStoryboardIDWithItsCustomClassAndModule() throws {
    let profile = try #require(archive.scene(withStoryboardIdentifier: "Profile")?.viewController)
    #expect(profile.id == "prf-00-001")
    #expect(profile.customClass == "ProfileViewController")
    #expect(profile.customModule == "MyApp")
    #expect(profile.className == "ProfileViewController")
    #expect(profile.uikitClassName == "UIViewController")
    #expect(archive.scene(withStoryboardIdentifier: "Nowhere") == nil)
    let placeholders = archive.scenes[1].objects.compactMap(\.placeholder)
    #expect(placeholders == [.firstResponder, .exit])
  }

  @Test func theViewsSubviewsKeepTheirOrderFramesTextFontsColoursAndAccessibility() throws {
    let view = try #require(archive.object(withID: "prv-00-001"))
    #expect(view.key == "view")
    #expect(view.subviews.map(\.elementName) == ["label", "button", "button", "containerView"])
    #expect(view.colors["backgroundColor"] == .white(1, alpha: 1))
    let label = view.subviews[0]
    #expect(label["text"] == "Ada")
    #expect(label.frame == ArchiveRect(x: 20, y: 120, width: 120, height: 21))
    #expect(label.colors["textColor"] == .system("labelColor"))
    #expect(label.fonts["fontDescription"]?.type == "boldSystem")
    #expect(label.fonts["fontDescription"]?.pointSize == 17)
    #expect(
      label.accessibility
        == ArchiveAccessibility(identifier: "profile.name", label: "Name", hint: nil))
    #expect(label.list == "subviews")
    let safeArea = try #require(view.children.first { $0.key == "safeArea" })
    #expect(safeArea.uikitClassName == "UILayoutGuide")
  }

  @Test func aButtonKeepsItsTitlesImagesAndColoursPerState() throws {
    let button = try #require(archive.object(withID: "btn-00-001"))
    #expect(button["tag"] == "7")
    #expect(button.states.map(\.state) == ["normal", "selected"])
    #expect(button.states[0].title == "Follow")
    #expect(
      button.states[0].colors["titleColor"]
        == .components(red: 0, green: 0.47843137254901963, blue: 1, alpha: 1, space: "sRGB"))
    #expect(button.states[1].title == "Following")
    #expect(button.states[1].image == "checkmark")
  }

  @Test func outletsOutletCollectionsAndActionsKeepTheirPropertiesSelectorsAndOrder() throws {
    let profile = try #require(archive.object(withID: "prf-00-001"))
    #expect(
      profile.connections.map(\.kind) == [
        .outlet(property: "nameLabel"), .outletCollection(property: "buttons"),
        .outletCollection(property: "buttons"),
      ])
    #expect(profile.connections.map(\.destination) == ["lbl-00-001", "btn-00-001", "btn-00-002"])
    let button = try #require(archive.object(withID: "btn-00-001"))
    #expect(
      button.connections.first?.kind
        == .action(selector: "followTapped:", eventType: "touchUpInside"))
    #expect(button.connections.first?.destination == "prf-00-001")
  }

  @Test func showEmbedAndUnwindSeguesKeepTheirIdentifiersAndDestinations() throws {
    func segue(_ id: String) throws -> (ArchiveSegue, String) {
      let object = try #require(archive.object(withID: id))
      let connection = try #require(object.connections.first)
      guard case .segue(let segue) = connection.kind else { throw Unexpected() }
      return (segue, connection.destination)
    }
    let (show, posts) = try segue("btn-00-002")
    #expect(show.kind == .show)
    #expect(show.identifier == "showPosts")
    #expect(posts == "pst-00-001")
    let (embed, stats) = try segue("cnt-00-001")
    #expect(embed.kind == .embed)
    #expect(stats == "sta-00-001")
    let (unwind, exit) = try segue("cll-00-001")
    #expect(unwind.kind == .unwind)
    #expect(unwind.unwindAction == "unwindToProfile:")
    #expect(archive.object(withID: exit)?.placeholder == .exit)
  }

  @Test func constraintsAreKeptAsWritten() throws {
    let view = try #require(archive.object(withID: "prv-00-001"))
    #expect(view.constraints.count == 2)
    let leading = view.constraints[0]
    #expect(leading.firstItem == "lbl-00-001")
    #expect(leading.firstAttribute == "leading")
    #expect(leading.secondItem == "sfa-00-001")
    #expect(leading.constant == 20)
    #expect(leading.priority == 1000)
    let height = view.constraints[1]
    #expect(height.relation == "greaterThanOrEqual")
    #expect(height.secondItem == nil)
    #expect(height.priority == 750)
  }

  @Test func aTablesPrototypeCellKeepsItsReuseIdentifierContentViewAndSubviews() throws {
    let table = try #require(archive.object(withID: "tbl-00-001"))
    #expect(table.key == "view")
    let cell = try #require(table.children.first)
    #expect(cell.list == "prototypes")
    #expect(cell.uikitClassName == "UITableViewCell")
    #expect(cell["reuseIdentifier"] == "PostCell")
    let content = try #require(cell.children.first { $0.key == "contentView" })
    #expect(content.subviews.map(\.id) == ["cll-00-002"])
    #expect(content.subviews[0].fonts["fontDescription"]?.textStyle == "UICTFontTextStyleBody")
    #expect(
      table.connections.map(\.kind) == [
        .outlet(property: "dataSource"), .outlet(property: "delegate"),
      ])
  }

  @Test func whatXcodeWritesForDrawingAndTheEditorIsNotReported() {
    // What changes only drawing or the editor (opaque, lineBreakMode, canvasLocation, the
    // device, the dependencies) is not reported; the table view's row and section metrics and
    // the prototype cell's built-in style labels are applied when the table is made, so nothing
    // is.
    let messages = archive.diagnostics.map(\.message)
    #expect(messages == [])
  }
}

private struct Unexpected: Error {}
