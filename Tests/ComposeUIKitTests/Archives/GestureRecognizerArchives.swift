import ComposeUIKit
import Foundation

// Gesture recognizers as Interface Builder writes them: in a storyboard, objects of the scene's
// dock, attached to their view by its `gestureRecognizers` outlet collection, their actions and
// segues in their own connections; in a xib, top-level objects. The outlets' and actions'
// selectors are in ComposePortedSelectors.swift.

/// The Album storyboard's photo scene: a photo with a tap (a show segue), a double tap and a long
/// press (actions), a swipe and an edge pan; its recognizers' delegate.
final class AlbumPhotoViewController: UIViewController, UIGestureRecognizerDelegate {
  // @IBOutlet (removed by the port step)
  var photoView: UIImageView?
  // @IBOutlet (removed by the port step)
  var doubleTap: UITapGestureRecognizer?
  // @IBOutlet (removed by the port step)
  var swipe: UISwipeGestureRecognizer?
  // @IBOutlet (removed by the port step)
  var edgePan: UIScreenEdgePanGestureRecognizer?
  // @IBOutlet (removed by the port step)
  var captionOverlay: UIView?
  var log: [String] = []
  var allowsGestures = true

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad recognizers \(photoView?.gestureRecognizers?.count ?? 0)")
  }

  // @IBAction (removed by the port step)
  func photoDoubleTapped(_ sender: UITapGestureRecognizer) {
    log.append("photoDoubleTapped \(sender.numberOfTapsRequired) \(sender.view === photoView)")
  }

  // @IBAction (removed by the port step)
  func photoLongPressed(_ sender: UILongPressGestureRecognizer) {
    log.append("photoLongPressed \(sender.state == .began ? "began" : "other")")
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    log.append("shouldPerformSegue \(identifier) \(sender is UITapGestureRecognizer)")
    return true
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    log.append("prepare \(segue.identifier ?? "") \(sender is UITapGestureRecognizer)")
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    allowsGestures
  }
}

/// The Sticker xib's File's Owner: its view's tap recognizer sends `stickerTapped:`; its swipe
/// sends `copy:` to First Responder, which a recognizer cannot do.
final class StickerPanelViewController: UIViewController {
  // @IBOutlet (removed by the port step)
  var stickerTap: UITapGestureRecognizer?
  var log: [String] = []

  // @IBAction (removed by the port step)
  func stickerTapped(_ sender: Any) { log.append("stickerTapped") }
}

let albumStoryboard = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="anv-00-001">
      <scenes>
          <!--Navigation Controller-->
          <scene sceneID="asn-00-001">
              <objects>
                  <navigationController id="anv-00-001" sceneMemberID="viewController">
                      <navigationBar key="navigationBar" contentMode="scaleToFill" id="anb-00-001">
                          <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                          <autoresizingMask key="autoresizingMask"/>
                      </navigationBar>
                      <connections>
                          <segue destination="aph-00-001" kind="relationship" relationship="rootViewController" id="anr-00-001"/>
                      </connections>
                  </navigationController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="afr-00-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
          <!--Photo-->
          <scene sceneID="asn-00-002">
              <objects>
                  <viewController storyboardIdentifier="Photo" id="aph-00-001" customClass="AlbumPhotoViewController" customModule="ComposeUIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="apv-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                          <subviews>
                              <imageView clipsSubviews="YES" userInteractionEnabled="YES" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="photo" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="api-00-001">
                                  <rect key="frame" x="0.0" y="103" width="393" height="500"/>
                                  <gestureRecognizers/>
                                  <connections>
                                      <outletCollection property="gestureRecognizers" destination="agt-00-001" appends="YES" id="agc-00-001"/>
                                      <outletCollection property="gestureRecognizers" destination="agd-00-001" appends="YES" id="agc-00-002"/>
                                      <outletCollection property="gestureRecognizers" destination="agl-00-001" appends="YES" id="agc-00-003"/>
                                  </connections>
                              </imageView>
                          </subviews>
                          <viewLayoutGuide key="safeArea" id="aps-00-001"/>
                          <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                          <gestureRecognizers/>
                          <connections>
                              <outletCollection property="gestureRecognizers" destination="ags-00-001" appends="YES" id="agc-00-004"/>
                              <outletCollection property="gestureRecognizers" destination="age-00-001" appends="YES" id="agc-00-005"/>
                          </connections>
                      </view>
                      <navigationItem key="navigationItem" title="Photo" id="apn-00-001"/>
                      <connections>
                          <outlet property="photoView" destination="api-00-001" id="apo-00-001"/>
                          <outlet property="doubleTap" destination="agd-00-001" id="apo-00-002"/>
                          <outlet property="swipe" destination="ags-00-001" id="apo-00-003"/>
                          <outlet property="edgePan" destination="age-00-001" id="apo-00-004"/>
                          <outlet property="captionOverlay" destination="aco-00-001" id="apo-00-005"/>
                      </connections>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="afr-00-002" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                  <tapGestureRecognizer id="agt-00-001">
                      <connections>
                          <segue destination="adt-00-001" kind="show" identifier="showDetails" id="asg-00-001"/>
                      </connections>
                  </tapGestureRecognizer>
                  <tapGestureRecognizer numberOfTapsRequired="2" cancelsTouchesInView="NO" id="agd-00-001">
                      <connections>
                          <action selector="photoDoubleTapped:" destination="aph-00-001" id="aga-00-001"/>
                          <outlet property="delegate" destination="aph-00-001" id="agg-00-001"/>
                      </connections>
                  </tapGestureRecognizer>
                  <pongPressGestureRecognizer allowableMovement="12" minimumPressDuration="0.80000000000000004" id="agl-00-001">
                      <connections>
                          <action selector="photoLongPressed:" destination="aph-00-001" id="aga-00-002"/>
                      </connections>
                  </pongPressGestureRecognizer>
                  <swipeGestureRecognizer direction="left" enabled="NO" id="ags-00-001"/>
                  <screenEdgePanGestureRecognizer minimumNumberOfTouches="1" id="age-00-001">
                      <rectEdge key="edges" left="YES"/>
                  </screenEdgePanGestureRecognizer>
                  <view contentMode="scaleToFill" id="aco-00-001" userLabel="Caption Overlay">
                      <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                      <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                  </view>
              </objects>
          </scene>
          <!--Details-->
          <scene sceneID="asn-00-003">
              <objects>
                  <viewController id="adt-00-001" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="adv-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      </view>
                      <navigationItem key="navigationItem" title="Details" id="adn-00-001"/>
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="afr-00-003" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
              </objects>
          </scene>
      </scenes>
      <resources>
          <image name="photo" catalog="system" width="128" height="93"/>
          <systemColor name="systemBackgroundColor">
              <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
          </systemColor>
      </resources>
  </document>
  """

let stickerPanelXib = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
      <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="StickerPanelViewController" customModule="ComposeUIKitTests" customModuleProvider="target">
              <connections>
                  <outlet property="stickerTap" destination="stt-00-001" id="sto-00-001"/>
                  <outlet property="view" destination="stv-00-001" id="sto-00-002"/>
              </connections>
          </placeholder>
          <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
          <view contentMode="scaleToFill" id="stv-00-001">
              <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <color key="backgroundColor" systemColor="systemBackgroundColor"/>
              <gestureRecognizers/>
              <connections>
                  <outletCollection property="gestureRecognizers" destination="stt-00-001" appends="YES" id="stc-00-001"/>
                  <outletCollection property="gestureRecognizers" destination="stu-00-001" appends="YES" id="stc-00-002"/>
              </connections>
          </view>
          <tapGestureRecognizer id="stt-00-001">
              <connections>
                  <action selector="stickerTapped:" destination="-1" id="sta-00-001"/>
              </connections>
          </tapGestureRecognizer>
          <swipeGestureRecognizer direction="up" id="stu-00-001">
              <connections>
                  <action selector="copy:" destination="-2" id="sta-00-002"/>
              </connections>
          </swipeGestureRecognizer>
      </objects>
      <resources>
          <systemColor name="systemBackgroundColor">
              <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
          </systemColor>
      </resources>
  </document>
  """
