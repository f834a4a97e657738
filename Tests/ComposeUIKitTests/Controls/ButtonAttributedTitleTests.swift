import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// `setAttributedTitle(_:for:)` as Apple documents it: a styled title is shown instead of the plain
// one; without one for the state, the normal state's is used, and with none at all the plain
// title shows again.

@MainActor
@Suite struct ButtonAttributedTitleTests {
  @Test func aStyledTitleIsShownInsteadOfThePlainOneUntilRemoved() {
    let button = UIButton(type: .system)
    button.setTitle("Plain", for: .normal)
    #expect(button.titleLabel?.text == "Plain")
    button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
    #expect(button.titleLabel?.text == "Styled")
    #expect(button.attributedTitle(for: .highlighted)?.string == "Styled")
    button.setAttributedTitle(nil, for: .normal)
    #expect(button.currentAttributedTitle == nil)
    #expect(button.titleLabel?.text == "Plain")
  }
}
