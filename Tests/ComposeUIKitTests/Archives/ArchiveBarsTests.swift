import ComposeUIKit
import Foundation
import Testing

// Bars placed in a view by Interface Builder (MailPanel.xib below): a navigation bar with its
// navigation item and bar button items, a toolbar's items, a tab bar's items, a search bar and a
// visual effect view, made from the xib with what the attributes inspector writes, their items'
// actions sent to File's Owner and outlets to items connected (UIKit's nib loading connects
// outlets and actions of every object of the nib, bar items included). UINavigationBar's items
// are a stack: `topItem` is the last, `backItem` the one below it (Apple's UINavigationBar
// documentation).

/// The xib's File's Owner: a view controller whose view is the xib's view.
final class MailComposeViewController: UIViewController {
  // @IBOutlet (removed by the port step)
  var navigationBar: UINavigationBar?
  // @IBOutlet (removed by the port step)
  var titleItem: UINavigationItem?
  // @IBOutlet (removed by the port step)
  var trashItem: UIBarButtonItem?
  // @IBOutlet (removed by the port step)
  var blurLabel: UILabel?
  var log: [String] = []

  // @IBAction (removed by the port step)
  func cancelTapped(_ sender: Any) { log.append("cancelTapped") }
  // @IBAction (removed by the port step)
  func trashTapped(_ sender: Any) { log.append("trashTapped") }
}

@MainActor
@Suite struct ArchiveBarsTests {
  private func mail() -> (MailComposeViewController, ComposeArchives) {
    let archives = ComposeArchives()
    let controller = MailComposeViewController(nibName: "MailPanel", bundle: nil)
    archives.run { controller.loadViewIfNeeded() }
    return (controller, archives)
  }

  @Test func aNavigationBarInAViewHasItsItemsWithTheirButtonsAndActions() throws {
    let (controller, archives) = mail()
    let bar = try #require(controller.navigationBar)
    #expect(bar.superview === controller.view)
    #expect(bar.items?.count == 1)
    let item = try #require(bar.topItem)
    #expect(item === controller.titleItem)
    #expect(item.title == "New Message")
    #expect(item.prompt == "Draft")
    #expect(bar.backItem == nil)
    #expect(item.rightBarButtonItem?.title == "Send")
    let cancel = try #require(item.leftBarButtonItem)
    #expect(cancel.systemItem == .cancel)
    cancel.composeTap()
    #expect(controller.log == ["cancelTapped"])
    #expect(archives.diagnostics.isEmpty)
  }

  @Test func aNavigationBarOfItsOwnPushesAndPopsItemsAsItsDelegateAllows() throws {
    let (controller, _) = mail()
    let bar = try #require(controller.navigationBar)
    final class Delegate: UINavigationBarDelegate {
      var log: [String] = []
      func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem)
        -> Bool
      {
        log.append("shouldPop \(item.title ?? "")")
        return item.title != "Locked"
      }
      func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        log.append("didPush \(item.title ?? "")")
      }
    }
    let delegate = Delegate()
    bar.delegate = delegate
    bar.pushItem(UINavigationItem(title: "Attachments"), animated: false)
    #expect(bar.topItem?.title == "Attachments")
    #expect(bar.backItem === controller.titleItem)
    #expect(bar.popItem(animated: false)?.title == "Attachments")
    bar.pushItem(UINavigationItem(title: "Locked"), animated: false)
    #expect(bar.popItem(animated: false) == nil)
    #expect(bar.topItem?.title == "Locked")
    #expect(
      delegate.log == [
        "didPush Attachments", "shouldPop Attachments", "didPush Locked", "shouldPop Locked",
      ])
  }

  @Test func aToolbarsItemsAreTheArchivesInOrderWithTheirActions() throws {
    let (controller, _) = mail()
    let toolbar = try #require(controller.view.subviews.compactMap { $0 as? UIToolbar }.first)
    let items = toolbar.items ?? []
    #expect(items.map(\.systemItem) == [.flexibleSpace, .trash])
    #expect(items.last === controller.trashItem)
    controller.trashItem?.composeTap()
    #expect(controller.log == ["trashTapped"])
  }

  @Test func aTabBarsItemsAreTheArchives() throws {
    let (controller, _) = mail()
    let tabBar = try #require(controller.view.subviews.compactMap { $0 as? UITabBar }.first)
    let items = tabBar.items ?? []
    #expect(items.map(\.title) == ["Inbox", nil])
    #expect(items.map(\.tag) == [1, 2])
    #expect(items.last?.systemItem == .favorites)
  }

  @Test func aSearchBarHasItsPlaceholderStyleAndCancelButton() throws {
    let (controller, _) = mail()
    let searchBar = try #require(
      controller.view.subviews.compactMap { $0 as? UISearchBar }.first)
    #expect(searchBar.placeholder == "Search mail")
    #expect(searchBar.searchBarStyle == .minimal)
    #expect(searchBar.showsCancelButton)
  }

  @Test func aVisualEffectViewHasItsBlurAndItsContentViewsSubviews() throws {
    let (controller, archives) = mail()
    let effectView = try #require(
      controller.view.subviews.compactMap { $0 as? UIVisualEffectView }.first)
    // UIBlurEffect keeps its style private, as in UIKit: a style Compose does not know would be
    // reported.
    #expect(effectView.effect is UIBlurEffect)
    #expect(archives.diagnostics.isEmpty)
    let label = try #require(controller.blurLabel)
    #expect(label.superview === effectView.contentView)
    #expect(label.text == "Draft saved")
    #expect(effectView.contentView.frame.size == effectView.frame.size)
  }

  @Test func aVisualEffectViewInsideABlurHasItsVibrancy() throws {
    let (controller, archives) = mail()
    let blurView = try #require(
      controller.view.subviews.compactMap { $0 as? UIVisualEffectView }.first)
    let vibrancyView = try #require(
      blurView.contentView.subviews.compactMap { $0 as? UIVisualEffectView }.first)
    #expect(vibrancyView.effect is UIVibrancyEffect)
    #expect(blurView.effect is UIBlurEffect)
    #expect(archives.diagnostics.isEmpty, "\(archives.diagnostics)")
  }
}

let mailPanelXib = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
      <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="MailComposeViewController" customModule="ComposeUIKitTests" customModuleProvider="target">
              <connections>
                  <outlet property="blurLabel" destination="mlb-00-001" id="mco-00-001"/>
                  <outlet property="navigationBar" destination="mnb-00-001" id="mco-00-002"/>
                  <outlet property="titleItem" destination="mni-00-001" id="mco-00-003"/>
                  <outlet property="trashItem" destination="mtt-00-001" id="mco-00-004"/>
                  <outlet property="view" destination="mvw-00-001" id="mco-00-005"/>
              </connections>
          </placeholder>
          <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
          <view contentMode="scaleToFill" id="mvw-00-001">
              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                  <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mnb-00-001">
                      <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                      <items>
                          <navigationItem title="New Message" prompt="Draft" id="mni-00-001">
                              <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="mnc-00-001">
                                  <connections>
                                      <action selector="cancelTapped:" destination="-1" id="mna-00-001"/>
                                  </connections>
                              </barButtonItem>
                              <barButtonItem key="rightBarButtonItem" title="Send" style="done" id="mns-00-001"/>
                          </navigationItem>
                      </items>
                  </navigationBar>
                  <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Search mail" showsCancelButton="YES" translatesAutoresizingMaskIntoConstraints="NO" id="msb-00-001">
                      <rect key="frame" x="0.0" y="103" width="393" height="56"/>
                      <textInputTraits key="textInputTraits"/>
                  </searchBar>
                  <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mve-00-001">
                      <rect key="frame" x="0.0" y="600" width="393" height="80"/>
                      <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="mvc-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="80"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                          <subviews>
                              <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Draft saved" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="mlb-00-001">
                                  <rect key="frame" x="16" y="30" width="361" height="20"/>
                                  <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                  <nil key="textColor"/>
                                  <nil key="highlightedColor"/>
                              </label>
                              <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mvv-00-001">
                                  <rect key="frame" x="0.0" y="0.0" width="393" height="30"/>
                                  <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="mvx-00-001">
                                      <rect key="frame" x="0.0" y="0.0" width="393" height="30"/>
                                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                  </view>
                                  <vibrancyEffect style="secondaryLabel">
                                      <blurEffect style="systemMaterial"/>
                                  </vibrancyEffect>
                              </visualEffectView>
                          </subviews>
                      </view>
                      <blurEffect style="systemMaterial"/>
                  </visualEffectView>
                  <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mtb-00-001">
                      <rect key="frame" x="0.0" y="680" width="393" height="44"/>
                      <items>
                          <barButtonItem style="plain" systemItem="flexibleSpace" id="mtf-00-001"/>
                          <barButtonItem systemItem="trash" id="mtt-00-001">
                              <connections>
                                  <action selector="trashTapped:" destination="-1" id="mta-00-001"/>
                              </connections>
                          </barButtonItem>
                      </items>
                  </toolbar>
                  <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mtab-0-001">
                      <rect key="frame" x="0.0" y="724" width="393" height="49"/>
                      <items>
                          <tabBarItem title="Inbox" image="tray" catalog="system" tag="1" id="mti-00-001"/>
                          <tabBarItem tag="2" systemItem="favorites" id="mti-00-002"/>
                      </items>
                  </tabBar>
              </subviews>
          </view>
      </objects>
  </document>
  """
