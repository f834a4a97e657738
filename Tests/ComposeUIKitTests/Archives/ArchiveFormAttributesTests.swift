import ComposeUIKit
import Foundation
import Testing

// What Interface Builder's attributes inspector writes for a text field, a stack view and a
// system image, applied to the views a xib makes (FormPanel.xib below): the values are the ones
// UIKit's properties take for them (`UITextField.BorderStyle.roundedRect`, `ViewMode.whileEditing`,
// `UIStackView.Alignment.center`, `Distribution.fillEqually`, `UIImage(systemName:)`).

@MainActor
@Suite struct ArchiveFormAttributesTests {
  private func panel() throws -> (UIView, ComposeArchives) {
    let archives = ComposeArchives()
    let objects = archives.run {
      UINib(nibName: "FormPanel", bundle: nil).instantiate(withOwner: nil)
    }
    return (try #require(objects.first as? UIView), archives)
  }

  @Test func aTextFieldsBorderAndClearButtonAreTheArchives() throws {
    let (view, _) = try panel()
    let field = try #require(view.viewWithTag(1) as? UITextField)
    #expect(field.borderStyle == .roundedRect)
    #expect(field.clearButtonMode == .whileEditing)
  }

  @Test func aStackViewsAlignmentAndDistributionAreTheArchives() throws {
    let (view, _) = try panel()
    let stack = try #require(view.viewWithTag(2) as? UIStackView)
    #expect(stack.alignment == .center)
    #expect(stack.distribution == .fillEqually)
  }

  @Test func aSystemCatalogImageIsTheSymbolOfThatName() throws {
    let (view, archives) = try panel()
    let imageView = try #require(view.viewWithTag(3) as? UIImageView)
    #expect(imageView.image?.name == "star.fill")
    #expect(archives.diagnostics.isEmpty)
  }
}

let formPanelXib = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
      <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
          <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
          <view contentMode="scaleToFill" id="frm-00-001">
              <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
              <subviews>
                  <textField opaque="NO" tag="1" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" minimumFontSize="17" clearButtonMode="whileEditing" id="frm-00-002">
                      <rect key="frame" x="16" y="16" width="288" height="34"/>
                  </textField>
                  <stackView opaque="NO" tag="2" contentMode="scaleToFill" alignment="center" distribution="fillEqually" spacing="8" id="frm-00-003">
                      <rect key="frame" x="16" y="60" width="288" height="40"/>
                  </stackView>
                  <imageView tag="3" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill" catalog="system" id="frm-00-004">
                      <rect key="frame" x="16" y="110" width="24" height="24"/>
                  </imageView>
              </subviews>
          </view>
      </objects>
  </document>
  """
