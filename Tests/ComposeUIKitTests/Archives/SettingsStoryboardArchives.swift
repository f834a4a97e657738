import ComposeUIKit
import Foundation

// Settings.storyboard of this module (listed in ComposePortedArchives.swift), as Xcode writes
// it: a navigation controller whose root is a table view controller with static cells (two
// sections; a Basic cell with a show segue, a cell holding a switch with an outlet and an
// action, a Basic cell with a custom segue, one whose show segue leads to a storyboard reference), the profile scene the segue shows, a table view controller scene with a prototype
// cell, and a collection view controller scene with a prototype cell.

/// The static settings screen: a `UITableViewController` subclass, as apps write one for a
/// storyboard table with static cells.
final class AccountSettingsViewController: UITableViewController {
  // @IBOutlet (removed by the port step)
  var notificationsSwitch: UISwitch!
  // @IBOutlet (removed by the port step)
  var profileCell: UITableViewCell!
  var showsNotifications = true
  var log: [String] = []

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
    let on = notificationsSwitch.map { $0.isOn ? "on" : "off" } ?? "nil"
    log.append("viewDidLoad (switch \(on), profile cell \(profileCell?.textLabel?.text ?? "nil"))")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    // Apps hide a static row by answering fewer rows than the storyboard has.
    if section == 0, !showsNotifications { return 1 }
    return super.tableView(tableView, numberOfRowsInSection: section)
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelectRowAt \(indexPath.section).\(indexPath.row)")
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    let fromProfileCell = (sender as AnyObject?) === profileCell
    log.append(
      "prepare(\(segue.identifier ?? "nil"), sender is the profile cell: \(fromProfileCell))")
  }

  // @IBAction (removed by the port step)
  func notificationsChanged(_ sender: UISwitch) {
    log.append("notificationsChanged (\(sender.isOn ? "on" : "off"))")
  }
}

/// A custom segue class, as apps write one: its `perform()` does the transition.
final class FadeSegue: UIStoryboardSegue {
  override func perform() {
    (source as? AccountSettingsViewController)?.log.append(
      "FadeSegue.perform(\(identifier ?? "nil"))")
    source.navigationController?.pushViewController(destination, animated: false)
  }
}

/// The screen the profile cell's show segue pushes.
final class AccountProfileViewController: UIViewController {}

/// A table view controller scene whose table has a prototype cell.
final class NewsFeedViewController: UITableViewController {
  let posts = ["First post", "Second post", "Third post"]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    posts.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
    (cell as? NewsPostCell)?.titleLabel?.text = posts[indexPath.row]
    return cell
  }
}

/// The feed's prototype cell.
final class NewsPostCell: UITableViewCell {
  // @IBOutlet (removed by the port step)
  var titleLabel: UILabel?
}

/// A collection view controller scene whose collection view has a prototype cell.
/// The Gallery's section header, a storyboard `sectionHeaderView`.
final class PhotoSectionHeader: UICollectionReusableView {
  // @IBOutlet (removed by the port step)
  var titleLabel: UILabel?
  var awoken = false

  override func awakeFromNib() {
    super.awakeFromNib()
    awoken = titleLabel != nil
  }
}

final class PhotoGridViewController: UICollectionViewController {
  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 6 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
  }
}

let settingsStoryboard = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="snv-00-001">
      <scenes>
          <!--Navigation Controller-->
          <scene sceneID="ssn-00-001">
              <objects>
                  <navigationController id="snv-00-001" sceneMemberID="viewController">
                      <navigationBar key="navigationBar" contentMode="scaleToFill" id="snb-00-001">
                          <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                          <autoresizingMask key="autoresizingMask"/>
                      </navigationBar>
                      <connections>
                          <segue destination="sst-00-001" kind="relationship" relationship="rootViewController" id="snr-00-001"/>
                      </connections>
                  </navigationController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="sfr-00-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <!--Settings-->
          <scene sceneID="ssn-00-002">
              <objects>
                  <tableViewController storyboardIdentifier="Settings" id="sst-00-001" customClass="AccountSettingsViewController" customModule="ComposeUIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                      <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="stv-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                          <color key="backgroundColor" systemColor="systemGroupedBackgroundColor"/>
                          <sections>
                              <tableViewSection headerTitle="Account" id="sse-00-001">
                                  <cells>
                                      <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="spl-00-001" style="IBUITableViewCellStyleDefault" id="spc-00-001">
                                          <rect key="frame" x="20" y="38" width="353" height="44"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="spc-00-001" id="spv-00-001">
                                              <rect key="frame" x="0.0" y="0.0" width="323" height="44"/>
                                              <autoresizingMask key="autoresizingMask"/>
                                              <subviews>
                                                  <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Profile" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="spl-00-001">
                                                      <rect key="frame" x="20" y="0.0" width="295" height="44"/>
                                                      <autoresizingMask key="autoresizingMask"/>
                                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                      <nil key="textColor"/>
                                                      <nil key="highlightedColor"/>
                                                  </label>
                                              </subviews>
                                          </tableViewCellContentView>
                                          <connections>
                                              <segue destination="spr-00-001" kind="show" identifier="showProfile" id="sps-00-001"/>
                                          </connections>
                                      </tableViewCell>
                                      <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" id="snc-00-001">
                                          <rect key="frame" x="20" y="82" width="353" height="44"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="snc-00-001" id="snv-00-002">
                                              <rect key="frame" x="0.0" y="0.0" width="353" height="44"/>
                                              <autoresizingMask key="autoresizingMask"/>
                                              <subviews>
                                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Notifications" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="snl-00-001">
                                                      <rect key="frame" x="20" y="11" width="200" height="21"/>
                                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                      <nil key="textColor"/>
                                                      <nil key="highlightedColor"/>
                                                  </label>
                                                  <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sns-00-001">
                                                      <rect key="frame" x="284" y="6.5" width="51" height="31"/>
                                                      <connections>
                                                          <action selector="notificationsChanged:" destination="sst-00-001" eventType="valueChanged" id="sna-00-001"/>
                                                      </connections>
                                                  </switch>
                                              </subviews>
                                          </tableViewCellContentView>
                                      </tableViewCell>
                                  </cells>
                              </tableViewSection>
                              <tableViewSection headerTitle="About" footerTitle="Version 1.0" id="sse-00-002">
                                  <cells>
                                      <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="sll-00-001" style="IBUITableViewCellStyleDefault" id="slc-00-001">
                                          <rect key="frame" x="20" y="182" width="353" height="44"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="slc-00-001" id="slv-00-001">
                                              <rect key="frame" x="0.0" y="0.0" width="353" height="44"/>
                                              <autoresizingMask key="autoresizingMask"/>
                                              <subviews>
                                                  <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Licenses" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="sll-00-001">
                                                      <rect key="frame" x="20" y="0.0" width="313" height="44"/>
                                                      <autoresizingMask key="autoresizingMask"/>
                                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                      <nil key="textColor"/>
                                                      <nil key="highlightedColor"/>
                                                  </label>
                                              </subviews>
                                          </tableViewCellContentView>
                                          <connections>
                                              <segue destination="spr-00-001" kind="custom" identifier="showLicenses" customClass="FadeSegue" customModule="ComposeUIKitTests" customModuleProvider="target" id="sls-00-001"/>
                                          </connections>
                                      </tableViewCell>
                                      <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="sbl-00-001" style="IBUITableViewCellStyleDefault" id="sbc-00-001">
                                          <rect key="frame" x="20" y="226" width="353" height="44"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="sbc-00-001" id="sbv-00-001">
                                              <rect key="frame" x="0.0" y="0.0" width="353" height="44"/>
                                              <autoresizingMask key="autoresizingMask"/>
                                              <subviews>
                                                  <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Favorite book" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="sbl-00-001">
                                                      <rect key="frame" x="20" y="0.0" width="313" height="44"/>
                                                      <autoresizingMask key="autoresizingMask"/>
                                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                      <nil key="textColor"/>
                                                      <nil key="highlightedColor"/>
                                                  </label>
                                              </subviews>
                                          </tableViewCellContentView>
                                          <connections>
                                              <segue destination="sbr-00-001" kind="show" identifier="showBook" id="sbs-00-001"/>
                                          </connections>
                                      </tableViewCell>
                                  </cells>
                              </tableViewSection>
                          </sections>
                          <connections>
                              <outlet property="dataSource" destination="sst-00-001" id="sds-00-001"/>
                              <outlet property="delegate" destination="sst-00-001" id="sdl-00-001"/>
                          </connections>
                      </tableView>
                      <navigationItem key="navigationItem" title="Settings" id="sni-00-001"/>
                      <connections>
                          <outlet property="notificationsSwitch" destination="sns-00-001" id="sno-00-001"/>
                          <outlet property="profileCell" destination="spc-00-001" id="spo-00-001"/>
                      </connections>
                  </tableViewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="sfr-00-002" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <!--Profile-->
          <scene sceneID="ssn-00-003">
              <objects>
                  <viewController id="spr-00-001" customClass="AccountProfileViewController" customModule="ComposeUIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="spw-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                          <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                      </view>
                      <navigationItem key="navigationItem" title="Profile" id="spn-00-001"/>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="sfr-00-003" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <!--Book (a storyboard reference to Library.storyboard's Book scene)-->
          <scene sceneID="ssn-00-006">
              <objects>
                  <viewControllerPlaceholder storyboardName="Library" referencedIdentifier="Book" id="sbr-00-001" sceneMemberID="viewController"/>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="sfr-00-006" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <!--Feed-->
          <scene sceneID="ssn-00-004">
              <objects>
                  <tableViewController storyboardIdentifier="Feed" id="sfd-00-001" customClass="NewsFeedViewController" customModule="ComposeUIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                      <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="grouped" separatorStyle="default" rowHeight="64" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="sft-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                          <prototypes>
                              <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Post" id="sfc-00-001" customClass="NewsPostCell" customModule="ComposeUIKitTests" customModuleProvider="target">
                                  <rect key="frame" x="0.0" y="55.5" width="393" height="64"/>
                                  <autoresizingMask key="autoresizingMask"/>
                                  <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="sfc-00-001" id="sfv-00-001">
                                      <rect key="frame" x="0.0" y="0.0" width="393" height="64"/>
                                      <autoresizingMask key="autoresizingMask"/>
                                      <subviews>
                                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sfl-00-001">
                                              <rect key="frame" x="20" y="21" width="353" height="22"/>
                                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                              <nil key="textColor"/>
                                              <nil key="highlightedColor"/>
                                          </label>
                                      </subviews>
                                  </tableViewCellContentView>
                                  <connections>
                                      <outlet property="titleLabel" destination="sfl-00-001" id="sfo-00-001"/>
                                  </connections>
                              </tableViewCell>
                          </prototypes>
                          <connections>
                              <outlet property="dataSource" destination="sfd-00-001" id="sfs-00-001"/>
                              <outlet property="delegate" destination="sfd-00-001" id="sfg-00-001"/>
                          </connections>
                      </tableView>
                  </tableViewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="sfr-00-004" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <!--Gallery-->
          <scene sceneID="ssn-00-005">
              <objects>
                  <collectionViewController storyboardIdentifier="Gallery" id="sga-00-001" customClass="PhotoGridViewController" customModule="ComposeUIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                      <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="sgc-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                          <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="2" minimumInteritemSpacing="2" id="sgl-00-001">
                              <size key="itemSize" width="120" height="120"/>
                              <size key="headerReferenceSize" width="0.0" height="44"/>
                              <size key="footerReferenceSize" width="0.0" height="0.0"/>
                              <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                          </collectionViewFlowLayout>
                          <cells>
                              <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Photo" id="sgp-00-001">
                                  <rect key="frame" x="0.0" y="0.0" width="120" height="120"/>
                                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                  <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                      <rect key="frame" x="0.0" y="0.0" width="120" height="120"/>
                                      <autoresizingMask key="autoresizingMask"/>
                                  </view>
                              </collectionViewCell>
                          </cells>
                          <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="PhotoHeader" id="sgh-00-001" customClass="PhotoSectionHeader" customModule="ComposeUIKitTests" customModuleProvider="target">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                              <autoresizingMask key="autoresizingMask"/>
                              <subviews>
                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Recents" translatesAutoresizingMaskIntoConstraints="NO" id="sgt-00-001">
                                      <rect key="frame" x="16" y="11" width="200" height="22"/>
                                      <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                      <nil key="textColor"/>
                                      <nil key="highlightedColor"/>
                                  </label>
                              </subviews>
                              <connections>
                                  <outlet property="titleLabel" destination="sgt-00-001" id="sgo-00-001"/>
                              </connections>
                          </collectionReusableView>
                          <connections>
                              <outlet property="dataSource" destination="sga-00-001" id="sgs-00-001"/>
                              <outlet property="delegate" destination="sga-00-001" id="sgd-00-001"/>
                          </connections>
                      </collectionView>
                  </collectionViewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="sfr-00-005" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
      </scenes>
  </document>
  """
