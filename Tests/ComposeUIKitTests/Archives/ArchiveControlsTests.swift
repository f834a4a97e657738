import ComposeUIKit
import Foundation
import Testing

/// A panel of controls as Xcode saves it in a xib: each control made from its element with the
/// value the archive stores (UIKit decodes the bounds before the value, so the value is kept
/// inside them).
let controlsPanelXib = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
      <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
          <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
          <view contentMode="scaleToFill" id="pnl-00-001">
              <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
              <subviews>
                  <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" tag="1" id="swt-00-001">
                      <rect key="frame" x="16" y="16" width="51" height="31"/>
                  </switch>
                  <switch opaque="NO" contentMode="scaleToFill" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" tag="2" id="swt-00-002">
                      <rect key="frame" x="80" y="16" width="51" height="31"/>
                  </switch>
                  <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="40" minValue="10" maxValue="50" tag="3" id="sld-00-001">
                      <rect key="frame" x="16" y="60" width="288" height="31"/>
                  </slider>
                  <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="4" minimumValue="2" maximumValue="8" stepValue="2" tag="4" id="stp-00-001">
                      <rect key="frame" x="16" y="100" width="94" height="32"/>
                  </stepper>
                  <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="4" currentPage="2" tag="5" id="pgc-00-001">
                      <rect key="frame" x="16" y="140" width="288" height="26"/>
                  </pageControl>
                  <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="NO" animating="YES" style="medium" tag="6" id="act-00-001">
                      <rect key="frame" x="16" y="180" width="20" height="20"/>
                  </activityIndicatorView>
                  <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.75" tag="7" id="prg-00-001">
                      <rect key="frame" x="16" y="220" width="288" height="4"/>
                  </progressView>
                  <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" progressViewStyle="bar" tag="8" id="prg-00-002">
                      <rect key="frame" x="16" y="230" width="288" height="2.5"/>
                  </progressView>
                  <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" hasAttributedTitle="YES" tag="9" id="btn-00-001">
                      <rect key="frame" x="16" y="240" width="288" height="40"/>
                      <state key="normal">
                          <attributedString key="attributedTitle">
                              <fragment content="Take the ">
                                  <attributes>
                                      <font key="NSFont" size="20" name="Georgia"/>
                                  </attributes>
                              </fragment>
                              <fragment content="left path">
                                  <attributes>
                                      <font key="NSFont" size="20" name="Georgia-Bold"/>
                                  </attributes>
                              </fragment>
                          </attributedString>
                      </state>
                  </button>
                  <view contentMode="scaleToFill" tag="10" id="rnd-00-001">
                      <rect key="frame" x="16" y="284" width="40" height="12"/>
                      <userDefinedRuntimeAttributes>
                          <userDefinedRuntimeAttribute type="number" keyPath="inspectedCornerRadius">
                              <integer key="value" value="6"/>
                          </userDefinedRuntimeAttribute>
                      </userDefinedRuntimeAttributes>
                  </view>
              </subviews>
          </view>
      </objects>
  </document>
  """

/// What apps declare to round any view from Interface Builder.
extension UIView {
  // @IBInspectable (removed by the port step)
  var inspectedCornerRadius: CGFloat {
    get { layer.cornerRadius }
    set { layer.cornerRadius = newValue }
  }
}

@Suite struct ArchiveControlsTests {
  private func panel() throws -> UIView {
    let objects = UINib(nibName: "ControlsPanel", bundle: nil).instantiate(withOwner: nil)
    return try #require(objects.first as? UIView)
  }

  @Test func aSwitchIsOnOrDisabledAsTheXibSays() throws {
    let panel = try panel()
    let on = try #require(panel.viewWithTag(1) as? UISwitch)
    let disabled = try #require(panel.viewWithTag(2) as? UISwitch)
    #expect(on.isOn && on.isEnabled)
    #expect(!disabled.isOn && !disabled.isEnabled)
  }

  @Test func aSliderAndAStepperKeepTheirBoundsAndValues() throws {
    let panel = try panel()
    let slider = try #require(panel.viewWithTag(3) as? UISlider)
    #expect(slider.minimumValue == 10 && slider.maximumValue == 50 && slider.value == 40)
    let stepper = try #require(panel.viewWithTag(4) as? UIStepper)
    #expect(stepper.minimumValue == 2 && stepper.maximumValue == 8)
    #expect(stepper.stepValue == 2 && stepper.value == 4)
  }

  @Test func pagesAnIndicatorAndAProgressBarComeWithTheirState() throws {
    let panel = try panel()
    let pages = try #require(panel.viewWithTag(5) as? UIPageControl)
    #expect(pages.numberOfPages == 4 && pages.currentPage == 2)
    let indicator = try #require(panel.viewWithTag(6) as? UIActivityIndicatorView)
    #expect(indicator.isAnimating && !indicator.hidesWhenStopped)
    let bar = try #require(panel.viewWithTag(7) as? UIProgressView)
    #expect(bar.progress == 0.75)
  }

  /// A progress view keeps its bar style; a button whose title Interface Builder stores as an
  /// attributed string (`hasAttributedTitle`) shows its fragments' text, in order.
  @Test func aBarProgressViewAndAnAttributedButtonTitleAreTheXibs() throws {
    let panel = try panel()
    let bar = try #require(panel.viewWithTag(8) as? UIProgressView)
    #expect(bar.progressViewStyle == .bar && bar.progress == 0.5)
    let button = try #require(panel.viewWithTag(9) as? UIButton)
    #expect(button.attributedTitle(for: .normal)?.string == "Take the left path")
    #expect(button.currentAttributedTitle?.string == "Take the left path")
  }

  /// A runtime attribute of a property the app declares in an extension of a UIKit class
  /// (`@IBInspectable` in `extension UIView`) is set through the archive module's table, the
  /// number converted to the property's `CGFloat` as key-value coding does.
  @Test func anInspectablePropertyOfAUIKitExtensionIsSetFromTheXib() throws {
    let panel = try panel()
    let rounded = try #require(panel.viewWithTag(10))
    #expect(rounded.layer.cornerRadius == 6)
  }
}
