import ComposeUIKit
import Foundation

// The archive table the port step writes for this module (`ComposePortedArchives`, see
// `PortedArchiveTable`), written here by hand as generated: the module's xibs and a factory for
// each custom class they name. The outlets' setters are in ComposePortedSelectors.swift.
enum ComposePortedArchives: PortedArchiveTable {
  static var archives: [PortedArchive] {
    [
      PortedArchive(name: "BadgeView", path: "ComposeUIKitTests/BadgeView.xib", xml: badgeXib),
      PortedArchive(name: "Broken", path: "ComposeUIKitTests/Broken.xib", xml: "<document>"),
    ]
  }

  @MainActor static var classes: [String: @MainActor (NSCoder) -> AnyObject?] {
    ["BadgeView": { BadgeView(coder: $0) }]
  }
}

/// A view whose subviews come from its nib, logging what UIKit calls on it.
final class BadgeView: UIView {
  // @IBOutlet (removed by the port step)
  var titleLabel: UILabel? {
    didSet { log.append("outlet titleLabel") }
  }
  // @IBOutlet (removed by the port step)
  var followButton: UIButton?
  // @IBOutlet (removed by the port step)
  var labels: [UILabel] = []
  var log: [String] = []
  var follows = 0

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    log.append("init(coder:)")
  }

  override init(frame: CGRect) { super.init(frame: frame) }

  override func awakeFromNib() {
    super.awakeFromNib()
    log.append("awakeFromNib (title \(titleLabel?.text ?? "nil"))")
  }

  // @IBAction (removed by the port step)
  func followTapped(_ sender: Any) { follows += 1 }
}

private let badgeXib = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
      <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
          <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
          <view contentMode="scaleToFill" tag="3" id="bdg-00-001" customClass="BadgeView" customModule="ComposeUIKitTests" customModuleProvider="target">
              <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
              <subviews>
                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Ada" numberOfLines="2" textAlignment="center" id="bdl-00-001">
                      <rect key="frame" x="8" y="8" width="120" height="21"/>
                      <accessibility key="accessibilityConfiguration" identifier="badge.title"/>
                      <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                      <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                  </label>
                  <button opaque="NO" contentMode="scaleToFill" buttonType="system" hidden="YES" alpha="0.5" id="bdb-00-001">
                      <rect key="frame" x="8" y="40" width="80" height="30"/>
                      <state key="normal" title="Follow"/>
                      <state key="selected" title="Following"/>
                      <connections>
                          <action selector="followTapped:" destination="bdg-00-001" eventType="touchUpInside" id="bda-00-001"/>
                      </connections>
                  </button>
                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" id="bds-00-001">
                      <rect key="frame" x="130" y="8" width="60" height="60"/>
                      <subviews>
                          <label opaque="NO" text="1" id="bs1-00-001"/>
                          <label opaque="NO" text="2" id="bs2-00-001"/>
                      </subviews>
                  </stackView>
              </subviews>
              <color key="backgroundColor" systemColor="systemBackgroundColor"/>
              <connections>
                  <outlet property="titleLabel" destination="bdl-00-001" id="bo1-00-001"/>
                  <outlet property="followButton" destination="bdb-00-001" id="bo2-00-001"/>
                  <outletCollection property="labels" destination="bs2-00-001" collectionClass="NSMutableArray" id="bo3-00-001"/>
                  <outletCollection property="labels" destination="bs1-00-001" collectionClass="NSMutableArray" id="bo4-00-001"/>
              </connections>
          </view>
      </objects>
  </document>
  """
