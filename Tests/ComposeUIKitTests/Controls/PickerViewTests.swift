import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A size and colour picker as a shop's product screen writes it, with the data source and
// delegate Apple documents: the counts come from the data source, the titles from the delegate
// (the styled title preferred), and the delegate hears `didSelectRow` when the user chooses,
// never when code selects. A wheel starts on its first row.

private final class ProductOptionsViewController: UIViewController, UIPickerViewDataSource,
  UIPickerViewDelegate
{
  let picker = UIPickerView()
  let sizes = ["S", "M", "L"]
  let colours = ["Red", "Blue"]
  var chosen: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    picker.dataSource = self
    picker.delegate = self
    view.addSubview(picker)
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    component == 0 ? sizes.count : colours.count
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    component == 0 ? sizes[row] : colours[row]
  }

  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? {
    component == 1 && row == 0 ? NSAttributedString(string: "Red (sold out)") : nil
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    chosen.append(component == 0 ? sizes[row] : colours[row])
  }
}

@MainActor
@Suite struct PickerViewTests {
  @Test func countsTitlesAndSelections() {
    let options = ProductOptionsViewController()
    options.loadViewIfNeeded()
    let picker = options.picker
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 0) == 3)
    #expect(picker.numberOfRows(inComponent: 5) == 0)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(picker.composeTitle(forRow: 2, inComponent: 0) == "L")
    #expect(picker.composeTitle(forRow: 0, inComponent: 1) == "Red (sold out)")

    picker.selectRow(1, inComponent: 0, animated: true)
    #expect(picker.selectedRow(inComponent: 0) == 1)
    #expect(options.chosen.isEmpty)

    #expect(picker.composeSelectRow(1, inComponent: 1))
    #expect(!picker.composeSelectRow(7, inComponent: 1))
    #expect(options.chosen == ["Blue"])
    #expect(picker.selectedRow(inComponent: 1) == 1)
  }

  @Test func aPickerWithoutADataSourceHasNoWheels() {
    let picker = UIPickerView()
    #expect(picker.numberOfComponents == 0)
    #expect(picker.selectedRow(inComponent: 0) == -1)
  }
}
