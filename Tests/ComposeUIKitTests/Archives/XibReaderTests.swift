import Compose
import ComposeUIKit
import Testing

// Xibs as Xcode saves them: a view controller's nib (File's Owner with its class and the `view`
// outlet, First Responder, a top-level view with a stack view) and a cell's nib (a top-level
// table view cell with user-defined runtime attributes), read into the archive model.

private let profileXib = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <dependencies>
          <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
      </dependencies>
      <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SettingsViewController" customModule="MyApp" customModuleProvider="target">
              <connections>
                  <outlet property="titleLabel" destination="ttl-00-001" id="out-00-001"/>
                  <outlet property="view" destination="vew-00-001" id="out-00-002"/>
              </connections>
          </placeholder>
          <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
          <view contentMode="scaleToFill" id="vew-00-001">
              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                      <rect key="frame" x="20" y="80" width="353" height="80"/>
                      <subviews>
                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Settings" id="ttl-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="353" height="34"/>
                              <fontDescription key="fontDescription" name="Helvetica-Bold" family="Helvetica" pointSize="28"/>
                              <color key="textColor" name="AccentColor"/>
                          </label>
                          <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" minimumFontSize="17" id="fld-00-001">
                              <rect key="frame" x="0.0" y="46" width="353" height="34"/>
                              <textInputTraits key="textInputTraits" autocapitalizationType="words"/>
                          </textField>
                      </subviews>
                  </stackView>
              </subviews>
              <color key="backgroundColor" systemColor="systemBackgroundColor"/>
          </view>
      </objects>
      <resources>
          <namedColor name="AccentColor">
              <color red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </namedColor>
      </resources>
  </document>
  """

private let cellXib = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
      <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
          <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
          <tableViewCell contentMode="scaleToFill" selectionStyle="none" reuseIdentifier="PersonCell" id="cel-00-001" customClass="PersonCell" customModule="MyApp" customModuleProvider="target">
              <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cel-00-001" id="cev-00-001">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                  <subviews>
                      <imageView userInteractionEnabled="NO" contentMode="scaleAspectFill" image="person" id="img-00-001">
                          <rect key="frame" x="16" y="10" width="40" height="40"/>
                      </imageView>
                  </subviews>
              </tableViewCellContentView>
              <userDefinedRuntimeAttributes>
                  <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                      <integer key="value" value="8"/>
                  </userDefinedRuntimeAttribute>
                  <userDefinedRuntimeAttribute type="boolean" keyPath="isHighlighted" value="YES"/>
                  <userDefinedRuntimeAttribute type="string" keyPath="accessibilityHint" value="Opens the profile"/>
                  <userDefinedRuntimeAttribute type="color" keyPath="badgeColor">
                      <color key="value" red="1" green="0.0" blue="0.0" alpha="0.5" colorSpace="calibratedRGB"/>
                  </userDefinedRuntimeAttribute>
                  <userDefinedRuntimeAttribute type="point" keyPath="anchor">
                      <point key="value" x="1" y="2"/>
                  </userDefinedRuntimeAttribute>
              </userDefinedRuntimeAttributes>
              <connections>
                  <outlet property="avatarView" destination="img-00-001" id="out-00-003"/>
              </connections>
          </tableViewCell>
      </objects>
  </document>
  """

// A collection view cell's nib: Xcode writes its content view without an identifier, and an
// outlet may name a constraint.
private let collectionCellXib = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
      <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
          <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
          <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="til-00-001" customClass="TileCell" customModule="MyApp">
              <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
              <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                  <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                  <subviews>
                      <label opaque="NO" text="1" id="tll-00-001"/>
                  </subviews>
              </view>
              <constraints>
                  <constraint firstAttribute="width" constant="50" id="tlw-00-001"/>
              </constraints>
              <connections>
                  <outlet property="widthConstraint" destination="tlw-00-001" id="out-00-009"/>
              </connections>
          </collectionViewCell>
      </objects>
  </document>
  """

@Suite struct XibReaderTests {
  @Test func aContentViewWithoutIdentifierIsNamedAfterItsCellAndAnOutletMayNameAConstraint()
    throws
  {
    let archive = try InterfaceBuilderArchive(xml: collectionCellXib, path: "TileCell.xib")
    let cell = try #require(archive.object(withID: "til-00-001"))
    let content = try #require(cell.children.first)
    #expect(content.key == "contentView")
    #expect(content.id == "til-00-001.contentView")
    #expect(content.subviews.map(\.id) == ["tll-00-001"])
    #expect(cell.connections.first?.destination == "tlw-00-001")
    #expect(cell.constraints.map(\.id) == ["tlw-00-001"])
  }

  @Test func aXibsTopLevelObjectsStartWithFilesOwnerAndFirstResponder() throws {
    let archive = try InterfaceBuilderArchive(
      xml: profileXib, path: "MyApp/SettingsViewController.xib")
    #expect(archive.kind == .xib)
    #expect(archive.name == "SettingsViewController")
    #expect(archive.scenes.isEmpty)
    #expect(archive.objects.map(\.placeholder) == [.filesOwner, .firstResponder, nil])
    let owner = archive.objects[0]
    #expect(owner.id == "-1")
    #expect(owner.customClass == "SettingsViewController")
    #expect(owner.uikitClassName == nil)
    #expect(
      owner.connections.map(\.kind) == [.outlet(property: "titleLabel"), .outlet(property: "view")])
    #expect(owner.connections[1].destination == "vew-00-001")
    // The text field's border style is applied (ArchiveFormAttributesTests), so not reported.
    #expect(archive.diagnostics.isEmpty)
  }

  @Test func aStackViewsSubviewsAreItsArrangedSubviewsInOrder() throws {
    let archive = try InterfaceBuilderArchive(xml: profileXib, path: "SettingsViewController.xib")
    let stack = try #require(archive.object(withID: "stk-00-001"))
    #expect(stack.uikitClassName == "UIStackView")
    #expect(stack["axis"] == "vertical")
    #expect(stack["spacing"] == "12")
    #expect(stack.subviews.map(\.uikitClassName) == ["UILabel", "UITextField"])
    #expect(stack.subviews[1]["placeholder"] == "Name")
    #expect(stack.subviews[1].value("textInputTraits")?["autocapitalizationType"] == "words")
  }

  @Test func namedColoursAndNamedFontsAreRead() throws {
    let archive = try InterfaceBuilderArchive(xml: profileXib, path: "SettingsViewController.xib")
    let title = try #require(archive.object(withID: "ttl-00-001"))
    #expect(title.colors["textColor"] == .named("AccentColor"))
    #expect(
      archive.namedColors["AccentColor"]
        == .components(red: 1, green: 0.5, blue: 0, alpha: 1, space: "sRGB"))
    let font = try #require(title.fonts["fontDescription"])
    #expect(font.name == "Helvetica-Bold")
    #expect(font.family == "Helvetica")
    #expect(font.pointSize == 28)
    #expect(font.type == nil)
    let view = try #require(archive.object(withID: "vew-00-001"))
    #expect(view.colors["backgroundColor"] == .system("systemBackgroundColor"))
  }

  @Test func aCellsUserDefinedRuntimeAttributesKeepTheirKeyPathsAndValuesInOrder() throws {
    let archive = try InterfaceBuilderArchive(xml: cellXib, path: "PersonCell.xib")
    let cell = try #require(archive.objects.last)
    #expect(cell.className == "PersonCell")
    #expect(cell["reuseIdentifier"] == "PersonCell")
    let attributes = cell.runtimeAttributes
    #expect(
      attributes.map(\.keyPath) == [
        "layer.cornerRadius", "isHighlighted", "accessibilityHint", "badgeColor", "anchor",
      ])
    #expect(attributes[0].value == .number(8))
    #expect(attributes[1].value == .boolean(true))
    #expect(attributes[2].value == .string("Opens the profile"))
    #expect(
      attributes[3].value
        == .color(.components(red: 1, green: 0, blue: 0, alpha: 0.5, space: "calibratedRGB")))
    guard case .other(let type, _) = attributes[4].value else {
      Issue.record("a point is kept as written")
      return
    }
    #expect(type == "point")
  }

  @Test func aCellsContentViewHoldsItsSubviewsAndTheOutletNamesOne() throws {
    let archive = try InterfaceBuilderArchive(xml: cellXib, path: "PersonCell.xib")
    let cell = try #require(archive.objects.last)
    let content = try #require(cell.children.first { $0.key == "contentView" })
    #expect(content.subviews.map(\.id) == ["img-00-001"])
    #expect(content.subviews[0]["image"] == "person")
    #expect(cell.connections.first?.kind == .outlet(property: "avatarView"))
    #expect(archive.allObjects.map(\.id) == ["-1", "-2", "cel-00-001", "cev-00-001", "img-00-001"])
  }
}
