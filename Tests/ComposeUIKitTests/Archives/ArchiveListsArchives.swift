import ComposeUIKit
import Foundation

// The storyboard of the list tests (ArchiveListsTests.swift), as the port step copies it into
// the module's archive table (its line is in ComposePortedArchives.swift): a scene whose table
// view has two prototype cells, one of the app's class with outlets and a selection segue, one
// of UIKit's built-in subtitle style.

/// A prototype cell of the app's class, logging what UIKit calls on it.
final class LibraryShelfCell: UITableViewCell {
  // @IBOutlet (removed by the port step)
  var nameLabel: UILabel!
  // @IBOutlet (removed by the port step)
  var countLabel: UILabel!
  /// Set by a user-defined runtime attribute.
  var shelfTitle: String?
  /// Set by a user-defined runtime attribute of type point.
  var badgeOffset = CGPoint.zero
  private(set) var log: [String] = []
  /// What the runtime attributes had set when `awakeFromNib()` ran.
  private(set) var atAwake: (title: String?, cornerRadius: CGFloat)?

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    log.append("init(coder:)")
  }

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    atAwake = (shelfTitle, layer.cornerRadius)
    log.append(
      "awakeFromNib (name \(nameLabel?.text ?? "nil"), count \(countLabel?.text ?? "nil"))")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    log.append("prepareForReuse")
  }
}

/// The scene's view controller: the table's data source, its cells dequeued from the
/// prototypes.
final class LibraryShelvesViewController: UIViewController, UITableViewDataSource {
  // @IBOutlet (removed by the port step)
  var tableView: UITableView!
  var rows = 100
  private(set) var dequeued: [UITableViewCell] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let identifier = indexPath.row == 0 ? "Detail" : "Shelf"
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    dequeued.append(cell)
    return cell
  }
}

/// A prototype collection cell of the app's class.
final class LibraryCoverCell: UICollectionViewCell {
  // @IBOutlet (removed by the port step)
  var titleLabel: UILabel!
  private(set) var log: [String] = []

  override func awakeFromNib() {
    super.awakeFromNib()
    log.append("awakeFromNib (title \(titleLabel?.text ?? "nil"))")
  }
}

/// The collection scene's view controller: the data source.
final class LibraryCoversViewController: UIViewController, UICollectionViewDataSource {
  // @IBOutlet (removed by the port step)
  var collectionView: UICollectionView!
  private(set) var dequeued: [UICollectionViewCell] = []

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 4 }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cover", for: indexPath)
    dequeued.append(cell)
    return cell
  }
}

let shelvesStoryboard = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="lib-vc-001">
      <scenes>
          <scene sceneID="lib-sc-001">
              <objects>
                  <viewController storyboardIdentifier="Shelves" id="lib-vc-001" customClass="LibraryShelvesViewController" customModule="ComposeUIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="lib-vw-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          <subviews>
                              <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="insetGrouped" separatorStyle="none" allowsMultipleSelection="YES" rowHeight="60" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" dataMode="prototypes" id="lib-tv-001">
                                  <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                                  <prototypes>
                                      <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Shelf" id="lib-cl-001" customClass="LibraryShelfCell" customModule="ComposeUIKitTests" customModuleProvider="target">
                                          <rect key="frame" x="0.0" y="50" width="393" height="60"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="lib-cl-001" id="lib-cc-001">
                                              <rect key="frame" x="0.0" y="0.0" width="362" height="60"/>
                                              <autoresizingMask key="autoresizingMask"/>
                                              <subviews>
                                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Shelf" translatesAutoresizingMaskIntoConstraints="NO" id="lib-nm-001">
                                                      <rect key="frame" x="20" y="11" width="240" height="22"/>
                                                      <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                      <nil key="textColor"/>
                                                      <nil key="highlightedColor"/>
                                                  </label>
                                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="0" textAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="lib-cn-001">
                                                      <rect key="frame" x="300" y="11" width="42" height="22"/>
                                                      <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                      <nil key="textColor"/>
                                                      <nil key="highlightedColor"/>
                                                  </label>
                                              </subviews>
                                          </tableViewCellContentView>
                                          <userDefinedRuntimeAttributes>
                                              <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                                  <integer key="value" value="8"/>
                                              </userDefinedRuntimeAttribute>
                                              <userDefinedRuntimeAttribute type="string" keyPath="shelfTitle" value="Fiction"/>
                                              <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOpacity">
                                                  <real key="value" value="0.5"/>
                                              </userDefinedRuntimeAttribute>
                                              <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset">
                                                  <size key="value" width="0.0" height="2"/>
                                              </userDefinedRuntimeAttribute>
                                              <userDefinedRuntimeAttribute type="point" keyPath="badgeOffset">
                                                  <point key="value" x="4" y="-2"/>
                                              </userDefinedRuntimeAttribute>
                                              <userDefinedRuntimeAttribute type="number" keyPath="layer.speed">
                                                  <integer key="value" value="2"/>
                                              </userDefinedRuntimeAttribute>
                                              <userDefinedRuntimeAttribute type="range" keyPath="highlightedRange">
                                                  <range key="value" location="0" length="3"/>
                                              </userDefinedRuntimeAttribute>
                                          </userDefinedRuntimeAttributes>
                                          <connections>
                                              <outlet property="countLabel" destination="lib-cn-001" id="lib-oc-001"/>
                                              <outlet property="nameLabel" destination="lib-nm-001" id="lib-on-001"/>
                                              <segue destination="lib-vc-002" kind="show" identifier="showShelf" id="lib-sg-001"/>
                                          </connections>
                                      </tableViewCell>
                                      <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="checkmark" indentationWidth="10" reuseIdentifier="Detail" textLabel="lib-tl-002" detailTextLabel="lib-dl-002" style="IBUITableViewCellStyleSubtitle" id="lib-cl-002">
                                          <rect key="frame" x="0.0" y="110" width="393" height="60"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="lib-cl-002" id="lib-cc-002">
                                              <rect key="frame" x="0.0" y="0.0" width="362" height="60"/>
                                              <autoresizingMask key="autoresizingMask"/>
                                              <subviews>
                                                  <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="All books" textAlignment="natural" id="lib-tl-002">
                                                      <rect key="frame" x="20" y="10" width="80" height="20"/>
                                                      <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                                      <nil key="textColor"/>
                                                      <nil key="highlightedColor"/>
                                                  </label>
                                                  <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Every shelf" textAlignment="natural" id="lib-dl-002">
                                                      <rect key="frame" x="20" y="32" width="80" height="15"/>
                                                      <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                                      <nil key="textColor"/>
                                                      <nil key="highlightedColor"/>
                                                  </label>
                                              </subviews>
                                          </tableViewCellContentView>
                                      </tableViewCell>
                                  </prototypes>
                                  <connections>
                                      <outlet property="dataSource" destination="lib-vc-001" id="lib-ds-001"/>
                                  </connections>
                              </tableView>
                              <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" momentary="YES" id="lib-sg-002">
                                  <rect key="frame" x="20" y="620" width="353" height="32"/>
                                  <segments>
                                      <segment title="Title"/>
                                      <segment title="Author"/>
                                      <segment title="Year"/>
                                  </segments>
                              </segmentedControl>
                          </subviews>
                          <viewLayoutGuide key="safeArea" id="lib-sa-001"/>
                      </view>
                      <connections>
                          <outlet property="tableView" destination="lib-tv-001" id="lib-ot-001"/>
                      </connections>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="lib-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <scene sceneID="lib-sc-003">
              <objects>
                  <viewController storyboardIdentifier="Covers" id="lib-vc-003" customClass="LibraryCoversViewController" customModule="ComposeUIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="lib-vw-003">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          <subviews>
                              <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="lib-cv-003">
                                  <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                                  <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" automaticEstimatedItemSize="YES" minimumLineSpacing="12" minimumInteritemSpacing="8" id="lib-fl-003">
                                      <size key="itemSize" width="120" height="180"/>
                                      <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                      <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                      <inset key="sectionInset" minX="16" minY="4" maxX="20" maxY="8"/>
                                  </collectionViewFlowLayout>
                                  <cells>
                                      <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Cover" id="lib-cc-003" customClass="LibraryCoverCell" customModule="ComposeUIKitTests" customModuleProvider="target">
                                          <rect key="frame" x="16" y="4" width="120" height="180"/>
                                          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                          <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="lib-ct-003">
                                              <rect key="frame" x="0.0" y="0.0" width="120" height="180"/>
                                              <autoresizingMask key="autoresizingMask"/>
                                              <subviews>
                                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Cover" id="lib-lb-003">
                                                      <rect key="frame" x="8" y="150" width="104" height="21"/>
                                                  </label>
                                              </subviews>
                                          </collectionViewCellContentView>
                                          <connections>
                                              <outlet property="titleLabel" destination="lib-lb-003" id="lib-ol-003"/>
                                          </connections>
                                      </collectionViewCell>
                                  </cells>
                                  <connections>
                                      <outlet property="dataSource" destination="lib-vc-003" id="lib-ds-003"/>
                                  </connections>
                              </collectionView>
                          </subviews>
                      </view>
                      <connections>
                          <outlet property="collectionView" destination="lib-cv-003" id="lib-oc-003"/>
                      </connections>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="lib-fr-003" userLabel="First Responder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <scene sceneID="lib-sc-002">
              <objects>
                  <viewController storyboardIdentifier="Shelf" id="lib-vc-002" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="lib-vw-002">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                      </view>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="lib-fr-002" userLabel="First Responder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
      </scenes>
  </document>
  """
