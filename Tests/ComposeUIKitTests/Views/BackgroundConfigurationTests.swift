import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// Cells styled with iOS 14's background configurations, as in Apple's "Modern cell
// configuration" examples: a rounded, stroked card background on a collection view cell, and a
// grouped-list background on a table cell that had a background view before.

private final class CardCell: UICollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
    var background = UIBackgroundConfiguration.listPlainCell()
    background.cornerRadius = 10
    background.strokeColor = .separator
    background.strokeWidth = 1
    background.backgroundInsets = NSDirectionalEdgeInsets(
      top: 4, leading: 8, bottom: 4, trailing: 8)
    backgroundConfiguration = background
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@MainActor
@Suite struct BackgroundConfigurationTests {
  @Test func aCellKeepsItsBackgroundConfiguration() throws {
    let cell = CardCell(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
    let background = try #require(cell.backgroundConfiguration)
    #expect(background.cornerRadius == 10)
    #expect(background.strokeColor == .separator)
    #expect(background.strokeWidth == 1)
    #expect(
      background.backgroundInsets
        == NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
    #expect(cell.automaticallyUpdatesBackgroundConfiguration)
  }

  @Test func aBackgroundConfigurationReplacesTheBackgroundViews() {
    // Apple's documentation: setting a non-nil background configuration resets
    // `backgroundColor`, `backgroundView` and `selectedBackgroundView` to nil.
    let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
    cell.backgroundColor = .yellow
    cell.backgroundView = UIView()
    cell.selectedBackgroundView = UIView()
    cell.backgroundConfiguration = .listGroupedCell()
    #expect(cell.backgroundColor == nil)
    #expect(cell.backgroundView == nil)
    #expect(cell.selectedBackgroundView == nil)
    #expect(cell.backgroundConfiguration != nil)

    let item = UICollectionViewCell(frame: .zero)
    item.backgroundView = UIView()
    item.backgroundConfiguration = .clear()
    #expect(item.backgroundView == nil)
  }

  @Test func aNilColourResolvesToTheTintColour() {
    // Apple's documentation: a nil background colour uses the view's tint colour.
    var background = UIBackgroundConfiguration.listPlainCell()
    background.backgroundColor = nil
    #expect(background.resolvedBackgroundColor(for: .systemPink) == .systemPink)
    background.backgroundColor = .systemTeal
    #expect(background.resolvedBackgroundColor(for: .systemPink) == .systemTeal)
    background.backgroundColorTransformer = UIConfigurationColorTransformer { _ in .black }
    #expect(background.resolvedBackgroundColor(for: .systemPink) == .black)

    background.strokeColor = nil
    #expect(background.resolvedStrokeColor(for: .systemIndigo) == .systemIndigo)
  }

  @Test func theClearConfigurationIsClear() {
    #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
    let cell = UICollectionViewCell(frame: .zero)
    cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
    #expect(cell.backgroundConfiguration != nil)
  }
}
