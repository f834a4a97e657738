import ComposeUIKit

// A collection view's section footer in a xib of its own, registered with
// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` and a `UINib`.

let photoFooterXib = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
      <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
          <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
          <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="PhotoFooter" id="pft-00-001" customClass="PhotoSectionHeader" customModule="ComposeUIKitTests" customModuleProvider="target">
              <rect key="frame" x="0.0" y="0.0" width="393" height="30"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              <subviews>
                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="6 photos" translatesAutoresizingMaskIntoConstraints="NO" id="pfl-00-001">
                      <rect key="frame" x="16" y="4" width="200" height="22"/>
                      <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                      <nil key="textColor"/>
                      <nil key="highlightedColor"/>
                  </label>
              </subviews>
              <connections>
                  <outlet property="titleLabel" destination="pfl-00-001" id="pfo-00-001"/>
              </connections>
          </collectionReusableView>
      </objects>
  </document>
  """
