import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// NSParagraphStyle / NSMutableParagraphStyle as Apple documents them: the default style has
// natural alignment and word wrapping; a mutable copy starts from the original's values.

@MainActor
@Suite struct ParagraphStyleTests {
  @Test func aMutableStyleKeepsItsValuesInAnAttributedString() {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 6
    style.alignment = .center
    let text = NSAttributedString(
      string: "Hello", attributes: [.paragraphStyle: style, .kern: 1.5])
    let stored = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    #expect(stored?.lineSpacing == 6)
    #expect(stored?.alignment == .center)
  }

  @Test func theDefaultStyleWrapsWordsWithNaturalAlignment() {
    let style = NSParagraphStyle.default
    #expect(style.alignment == .natural)
    #expect(style.lineBreakMode == .byWordWrapping)
    #expect(style.lineSpacing == 0)
  }

  @Test func aMutableCopyStartsFromTheOriginalAndChangesAlone() {
    let original = NSMutableParagraphStyle()
    original.headIndent = 12
    let copy = original.mutableCopy() as? NSMutableParagraphStyle
    copy?.headIndent = 20
    #expect(copy?.headIndent == 20)
    #expect(original.headIndent == 12)
  }
}
