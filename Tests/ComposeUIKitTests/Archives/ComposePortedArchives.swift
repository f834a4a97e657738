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
      PortedArchive(name: "TagCell", path: "ComposeUIKitTests/TagCell.xib", xml: tagCellXib),
      PortedArchive(
        name: "ControlsPanel", path: "ComposeUIKitTests/ControlsPanel.xib", xml: controlsPanelXib),
      PortedArchive(
        name: "Shop", path: "ComposeUIKitTests/Base.lproj/Shop.storyboard", xml: shopStoryboard),
      PortedArchive(
        name: "PreferencesView", path: "ComposeUIKitTests/PreferencesView.xib",
        xml: preferencesXib(title: "Preferences")),
      PortedArchive(
        name: "CompactPreferences", path: "ComposeUIKitTests/CompactPreferences.xib",
        xml: preferencesXib(title: "Compact")),
      PortedArchive(
        name: "Library", path: "ComposeUIKitTests/Base.lproj/Library.storyboard",
        xml: libraryStoryboard),
      PortedArchive(
        name: "Shelves", path: "ComposeUIKitTests/Base.lproj/Shelves.storyboard",
        xml: shelvesStoryboard),
      PortedArchive(
        name: "Loop", path: "ComposeUIKitTests/Base.lproj/Loop.storyboard", xml: loopStoryboard),
      PortedArchive(name: "FormPanel", path: "ComposeUIKitTests/FormPanel.xib", xml: formPanelXib),
      PortedArchive(
        name: "Tabs", path: "ComposeUIKitTests/Base.lproj/Tabs.storyboard", xml: tabsStoryboard),
      PortedArchive(
        name: "MailPanel", path: "ComposeUIKitTests/MailPanel.xib", xml: mailPanelXib),
      PortedArchive(
        name: "Settings", path: "ComposeUIKitTests/Base.lproj/Settings.storyboard",
        xml: settingsStoryboard),
      PortedArchive(
        name: "Album", path: "ComposeUIKitTests/Base.lproj/Album.storyboard", xml: albumStoryboard),
      PortedArchive(
        name: "StickerPanel", path: "ComposeUIKitTests/StickerPanel.xib", xml: stickerPanelXib),
      PortedArchive(
        name: "PhotoFooter", path: "ComposeUIKitTests/PhotoFooter.xib", xml: photoFooterXib),
    ]
  }

  @MainActor static var classes: [String: @MainActor (NSCoder) -> AnyObject?] {
    [
      "BadgeView": { BadgeView(coder: $0) }, "TagCell": { TagCell(coder: $0) },
      "BasketViewController": { BasketViewController(coder: $0) },
      "LibraryShelfCell": { LibraryShelfCell(coder: $0) },
      "LibraryShelvesViewController": { LibraryShelvesViewController(coder: $0) },
      "LibraryCoverCell": { LibraryCoverCell(coder: $0) },
      "LibraryCoversViewController": { LibraryCoversViewController(coder: $0) },
      "LibraryShelfViewController": { LibraryShelfViewController(coder: $0) },
      "LibrarySummaryViewController": { LibrarySummaryViewController(coder: $0) },
      "LibraryBookViewController": { LibraryBookViewController(coder: $0) },
      "AccountSettingsViewController": { AccountSettingsViewController(coder: $0) },
      "AccountProfileViewController": { AccountProfileViewController(coder: $0) },
      "NewsFeedViewController": { NewsFeedViewController(coder: $0) },
      "NewsPostCell": { NewsPostCell(coder: $0) },
      "PhotoGridViewController": { PhotoGridViewController(coder: $0) },
      "PhotoSectionHeader": { PhotoSectionHeader(coder: $0) },
      "AlbumPhotoViewController": { AlbumPhotoViewController(coder: $0) },
      "StickerPanelViewController": { StickerPanelViewController(coder: $0) },
    ]
  }

  @MainActor static var segues:
    [String:
      @MainActor @Sendable (String?, UIViewController, UIViewController) ->
      UIStoryboardSegue]
  {
    [
      "FadeSegue": {
        FadeSegue(identifier: $0, source: $1, destination: $2)
      }
    ]
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

/// A view controller whose view is in its nib, logging what UIKit calls on it.
final class PreferencesViewController: UIViewController {
  // @IBOutlet (removed by the port step)
  var titleLabel: UILabel? {
    didSet { log.append("outlet titleLabel") }
  }
  var log: [String] = []
  var saves = 0

  override func awakeFromNib() {
    super.awakeFromNib()
    log.append("awakeFromNib")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad (title \(titleLabel?.text ?? "nil"))")
  }

  // @IBAction (removed by the port step)
  func saveTapped(_ sender: Any) { saves += 1 }
}

/// A view controller that overrides `loadView`: no nib is looked up.
final class CodePreferencesViewController: UIViewController {
  override func loadView() { view = UILabel() }
}

/// A preferences xib: File's Owner is a `PreferencesViewController` whose `view` and `titleLabel`
/// outlets are connected, and a button's action goes to it.
private func preferencesXib(title: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
      <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PreferencesViewController" customModule="ComposeUIKitTests" customModuleProvider="target">
              <connections>
                  <outlet property="titleLabel" destination="stl-00-001" id="sto-00-001"/>
                  <outlet property="view" destination="stv-00-001" id="sto-00-002"/>
              </connections>
          </placeholder>
          <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
          <view contentMode="scaleToFill" id="stv-00-001">
              <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
              <subviews>
                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(title)" id="stl-00-001">
                      <rect key="frame" x="20" y="60" width="200" height="21"/>
                  </label>
                  <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="stb-00-001">
                      <rect key="frame" x="20" y="100" width="80" height="30"/>
                      <state key="normal" title="Save"/>
                      <connections>
                          <action selector="saveTapped:" destination="-1" eventType="touchUpInside" id="sta-00-001"/>
                      </connections>
                  </button>
              </subviews>
          </view>
      </objects>
  </document>
  """
}

/// A table view cell from its own xib, with a label in its content view.
final class TagCell: UITableViewCell {
  // @IBOutlet (removed by the port step)
  var tagLabel: UILabel!
  private(set) var awakenings = 0

  override func awakeFromNib() {
    super.awakeFromNib()
    awakenings += 1
  }
}

private let tagCellXib = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
      <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
          <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
          <tableViewCell contentMode="scaleToFill" selectionStyle="none" reuseIdentifier="TagCell" id="tgc-00-001" customClass="TagCell" customModule="ComposeUIKitTests" customModuleProvider="target">
              <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="tgc-00-001" id="tgv-00-001">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                  <subviews>
                      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tag" id="tgl-00-001">
                          <rect key="frame" x="16" y="11" width="200" height="21"/>
                      </label>
                  </subviews>
              </tableViewCellContentView>
              <connections>
                  <outlet property="tagLabel" destination="tgl-00-001" id="tgo-00-001"/>
              </connections>
          </tableViewCell>
      </objects>
  </document>
  """

/// A storyboard scene's view controller, logging what UIKit calls on it.
final class BasketViewController: UIViewController {
  // @IBOutlet (removed by the port step)
  var totalLabel: UILabel? {
    didSet { log.append("outlet totalLabel") }
  }
  var log: [String] = []
  var checkouts = 0

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    log.append("init(coder:)")
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    log.append("awakeFromNib (view loaded: \(isViewLoaded))")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad (total \(totalLabel?.text ?? "nil"))")
  }

  // @IBAction (removed by the port step)
  func checkoutTapped(_ sender: Any) { checkouts += 1 }
}

private let shopStoryboard = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="crt-00-001">
      <scenes>
          <scene sceneID="scn-00-001">
              <objects>
                  <viewController storyboardIdentifier="Cart" id="crt-00-001" customClass="BasketViewController" customModule="ComposeUIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="crv-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          <subviews>
                              <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="$42" id="crl-00-001">
                                  <rect key="frame" x="20" y="100" width="100" height="21"/>
                              </label>
                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="crb-00-001">
                                  <rect key="frame" x="20" y="140" width="100" height="30"/>
                                  <state key="normal" title="Checkout"/>
                                  <connections>
                                      <action selector="checkoutTapped:" destination="crt-00-001" eventType="touchUpInside" id="cra-00-001"/>
                                  </connections>
                              </button>
                          </subviews>
                          <viewLayoutGuide key="safeArea" id="crs-00-001"/>
                      </view>
                      <connections>
                          <outlet property="totalLabel" destination="crl-00-001" id="cro-00-001"/>
                      </connections>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="crf-00-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
      </scenes>
  </document>
  """
