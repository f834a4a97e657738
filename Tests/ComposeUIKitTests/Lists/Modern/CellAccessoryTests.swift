import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// List cell accessories as Apple documents `UICellAccessory`: the multiselect and insert
// accessories show while editing unless told otherwise; the disclosure indicator, checkmark and
// label always. Compose draws no accessories, so what is checked is what the cell keeps.

@MainActor
@Suite struct CellAccessoryTests {
  @Test func aSelectableListCellKeepsItsAccessoriesAndTheirDisplayedStates() {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.accessories = [
      .multiselect(), .disclosureIndicator(), .label(text: "3"),
      .insert(displayed: .always, options: .init(tintColor: .systemGreen)),
    ]
    #expect(cell.accessories.map(\.displayed) == [.whenEditing, .always, .always, .always])
    #expect(cell.accessories.first == .multiselect(displayed: .whenEditing))
    #expect(cell.accessories.first != .checkmark(displayed: .whenEditing))
    #expect(UICellAccessory.insert().displayed == .whenEditing)
    #expect(
      UICellAccessory.multiselect(
        displayed: .always, options: .init(backgroundColor: .systemBlue)
      ).displayed == .always)
  }
}
