import ComposeUIKit
import Testing

@Suite struct NamedColorTests {
  /// Written as UIKit apps colour cells and grouped screens.
  final class ColorCell: UICollectionViewCell {
    func configure(highlighted: Bool) {
      backgroundColor = highlighted ? .cyan : .secondarySystemGroupedBackground
      contentView.backgroundColor = .systemGray6
    }
  }

  @Test func namedColoursAreDistinctStoredValues() {
    let cell = ColorCell(frame: .zero)
    cell.configure(highlighted: true)
    #expect(cell.backgroundColor == .cyan)
    cell.configure(highlighted: false)
    #expect(cell.backgroundColor == .secondarySystemGroupedBackground)
    #expect(cell.contentView.backgroundColor == .systemGray6)
    let colours: Set<UIColor> = [
      .cyan, .magenta, .brown, .systemBrown, .systemCyan, .systemMint, .systemGray2, .systemGray3,
      .systemGray4, .systemGray5, .systemGray6, .quaternaryLabel, .placeholderText,
      .opaqueSeparator, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
      .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill, .lightText,
      .darkText, .blue, .systemGray,
    ]
    #expect(colours.count == 24)
  }
}
