import ComposeUIKit
import Foundation

// The storyboard files of the container and segue tests (listed in ComposePortedArchives.swift):
// Library.storyboard, a navigation controller whose root has a container view (an embed segue),
// buttons and a bar button item with segues, and a manual segue; Tabs.storyboard, a tab bar
// controller with two tabs, the second a navigation controller.

/// A scene's view controller that logs what UIKit calls on it and what it is asked.
class LibraryLoggingViewController: UIViewController {
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
    log.append("viewDidLoad (children \(children.count))")
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.append("willMove(toParent: \(parent.map { "\(type(of: $0))" } ?? "nil"))")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.append("didMove(toParent: \(parent.map { "\(type(of: $0))" } ?? "nil"))")
  }
}

/// The root of Library.storyboard: refuses a segue when told to, logs its segues.
final class LibraryShelfViewController: LibraryLoggingViewController {
  // @IBOutlet (removed by the port step)
  var summaryContainer: UIView?
  // @IBOutlet (removed by the port step)
  var openButton: UIButton?
  // @IBOutlet (removed by the port step)
  var presentButton: UIButton?
  var refuses: Set<String> = []
  var adds = 0
  /// The summary child kept from `prepare(for:sender:)`.
  var summary: LibrarySummaryViewController?

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    log.append("shouldPerformSegue(\(identifier), sender \(Self.describe(sender)))")
    return !refuses.contains(identifier)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    let destination = segue.destination as? LibraryLoggingViewController
    log.append(
      "prepare(\(segue.identifier ?? "nil"), sender \(Self.describe(sender)), destination "
        + "\(type(of: segue.destination)) \(destination?.log ?? []))")
    if let summary = segue.destination as? LibrarySummaryViewController { self.summary = summary }
  }

  // @IBAction (removed by the port step)
  func addTapped(_ sender: Any) { adds += 1 }

  // @IBAction (removed by the port step)
  func unwindToShelf(_ segue: UIStoryboardSegue) {
    let source = segue.source as? LibraryLoggingViewController
    log.append(
      "unwindToShelf(from \(type(of: segue.source)), source log \(source?.log.last ?? "nil"))")
  }

  static func describe(_ sender: Any?) -> String {
    switch sender {
    case let button as UIButton: "button \(button.title(for: .normal) ?? "")"
    case let item as UIBarButtonItem: "bar item \(item.title ?? "")"
    case let text as String: text
    case nil: "nil"
    default: "\(type(of: sender!))"
    }
  }
}

/// The child a container view of the shelf embeds.
final class LibrarySummaryViewController: LibraryLoggingViewController {
  // @IBOutlet (removed by the port step)
  var totalLabel: UILabel?
}

/// A book, pushed by the shelf; its creator may give it an ISBN.
final class LibraryBookViewController: LibraryLoggingViewController {
  var isbn: String?
  // @IBOutlet (removed by the port step)
  var doneButton: UIButton?

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    log.append("prepare(\(segue.identifier ?? "nil"), destination \(type(of: segue.destination)))")
  }

  init?(coder: NSCoder, isbn: String) {
    self.isbn = isbn
    super.init(coder: coder)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

let libraryStoryboard = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="lnv-00-001">
      <scenes>
          <scene sceneID="lsn-00-001">
              <objects>
                  <navigationController id="lnv-00-001" sceneMemberID="viewController">
                      <navigationBar key="navigationBar" contentMode="scaleToFill" id="lnb-00-001">
                          <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                          <autoresizingMask key="autoresizingMask"/>
                      </navigationBar>
                      <connections>
                          <segue destination="shf-00-001" kind="relationship" relationship="rootViewController" id="lrs-00-001"/>
                      </connections>
                  </navigationController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="lfr-00-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <scene sceneID="lsn-00-002">
              <objects>
                  <viewController storyboardIdentifier="Shelf" id="shf-00-001" customClass="LibraryShelfViewController" customModule="ComposeUIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="shv-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          <subviews>
                              <containerView opaque="NO" contentMode="scaleToFill" id="shc-00-001">
                                  <rect key="frame" x="0.0" y="103" width="393" height="88"/>
                                  <connections>
                                      <segue destination="sum-00-001" kind="embed" identifier="embedSummary" id="she-00-001"/>
                                  </connections>
                              </containerView>
                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="sho-00-001">
                                  <rect key="frame" x="20" y="200" width="100" height="30"/>
                                  <state key="normal" title="Open"/>
                                  <connections>
                                      <segue destination="bok-00-001" kind="show" identifier="showBook" id="shs-00-001"/>
                                  </connections>
                              </button>
                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="shp-00-001">
                                  <rect key="frame" x="20" y="240" width="100" height="30"/>
                                  <state key="normal" title="Info"/>
                                  <connections>
                                      <segue destination="inf-00-001" kind="presentation" identifier="presentInfo" modalPresentationStyle="formSheet" modalTransitionStyle="crossDissolve" id="shq-00-001"/>
                                  </connections>
                              </button>
                          </subviews>
                      </view>
                      <navigationItem key="navigationItem" title="Shelf" id="shn-00-001">
                          <barButtonItem key="leftBarButtonItem" title="About" id="shl-00-001">
                              <connections>
                                  <segue destination="inf-00-001" kind="popoverPresentation" identifier="popAbout" popoverAnchorBarButtonItem="shl-00-001" id="shm-00-001"/>
                              </connections>
                          </barButtonItem>
                          <barButtonItem key="rightBarButtonItem" systemItem="add" id="shr-00-001">
                              <connections>
                                  <action selector="addTapped:" destination="shf-00-001" id="sha-00-001"/>
                              </connections>
                          </barButtonItem>
                          <barButtonItem key="backBarButtonItem" title="Books" id="shb-00-001"/>
                      </navigationItem>
                      <connections>
                          <outlet property="summaryContainer" destination="shc-00-001" id="sht-00-001"/>
                          <outlet property="openButton" destination="sho-00-001" id="sht-00-002"/>
                          <outlet property="presentButton" destination="shp-00-001" id="sht-00-003"/>
                          <segue destination="bok-00-001" kind="show" identifier="manualBook" id="shu-00-001"/>
                      </connections>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="lfr-00-002" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <scene sceneID="lsn-00-003">
              <objects>
                  <viewController id="sum-00-001" customClass="LibrarySummaryViewController" customModule="ComposeUIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="suv-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="88"/>
                          <subviews>
                              <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="3 books" id="sul-00-001">
                                  <rect key="frame" x="20" y="33" width="353" height="22"/>
                              </label>
                          </subviews>
                      </view>
                      <connections>
                          <outlet property="totalLabel" destination="sul-00-001" id="suo-00-001"/>
                      </connections>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="lfr-00-003" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <scene sceneID="lsn-00-004">
              <objects>
                  <viewController storyboardIdentifier="Book" id="bok-00-001" customClass="LibraryBookViewController" customModule="ComposeUIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="bov-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          <subviews>
                              <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="bob-00-001">
                                  <rect key="frame" x="20" y="200" width="100" height="30"/>
                                  <state key="normal" title="Done"/>
                                  <connections>
                                      <segue destination="box-00-001" kind="unwind" identifier="doneWithBook" unwindAction="unwindToShelf:" id="bou-00-001"/>
                                  </connections>
                              </button>
                          </subviews>
                      </view>
                      <navigationItem key="navigationItem" title="Book" id="bon-00-001"/>
                      <connections>
                          <outlet property="doneButton" destination="bob-00-001" id="boo-00-001"/>
                      </connections>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="lfr-00-004" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                  <exit id="box-00-001" userLabel="Exit" sceneMemberID="exit"/>
              </objects>
          </scene>
          <scene sceneID="lsn-00-005">
              <objects>
                  <viewController storyboardIdentifier="Info" id="inf-00-001" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="inv-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                      </view>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="lfr-00-005" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <scene sceneID="lsn-00-006">
              <objects>
                  <splitViewController storyboardIdentifier="Split" id="spl-00-001" sceneMemberID="viewController">
                      <connections>
                          <segue destination="lnv-00-001" kind="relationship" relationship="masterViewController" id="spl-sg-001"/>
                          <segue destination="inf-00-001" kind="relationship" relationship="detailViewController" id="spl-sg-002"/>
                      </connections>
                  </splitViewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="lfr-00-006" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <scene sceneID="lsn-00-007">
              <objects>
                  <hostingController storyboardIdentifier="Hosting" id="hst-00-001" sceneMemberID="viewController"/>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="lfr-00-007" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
      </scenes>
  </document>
  """

let tabsStoryboard = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tbc-00-001">
      <scenes>
          <scene sceneID="tsn-00-001">
              <objects>
                  <tabBarController id="tbc-00-001" sceneMemberID="viewController">
                      <tabBar key="tabBar" contentMode="scaleToFill" id="tbb-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                          <autoresizingMask key="autoresizingMask"/>
                      </tabBar>
                      <connections>
                          <segue destination="tfe-00-001" kind="relationship" relationship="viewControllers" id="tbr-00-001"/>
                          <segue destination="tnv-00-001" kind="relationship" relationship="viewControllers" id="tbr-00-002"/>
                      </connections>
                  </tabBarController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="tfr-00-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <scene sceneID="tsn-00-002">
              <objects>
                  <viewController id="tfe-00-001" customClass="LibrarySummaryViewController" customModule="ComposeUIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="tfv-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                      </view>
                      <tabBarItem key="tabBarItem" title="Feed" image="house" tag="1" id="tfi-00-001"/>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="tfr-00-002" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <scene sceneID="tsn-00-003">
              <objects>
                  <navigationController id="tnv-00-001" sceneMemberID="viewController">
                      <tabBarItem key="tabBarItem" systemItem="favorites" tag="2" id="tni-00-001"/>
                      <navigationBar key="navigationBar" contentMode="scaleToFill" id="tnb-00-001">
                          <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                          <autoresizingMask key="autoresizingMask"/>
                      </navigationBar>
                      <connections>
                          <segue destination="tbk-00-001" kind="relationship" relationship="rootViewController" id="tnr-00-001"/>
                      </connections>
                  </navigationController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="tfr-00-003" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <scene sceneID="tsn-00-004">
              <objects>
                  <viewController id="tbk-00-001" customClass="LibraryBookViewController" customModule="ComposeUIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="tbv-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                      </view>
                      <navigationItem key="navigationItem" title="Favorites" id="tbn-00-001"/>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="tfr-00-004" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
      </scenes>
  </document>
  """
