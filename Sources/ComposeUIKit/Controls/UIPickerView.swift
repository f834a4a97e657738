import Foundation

/// What a picker view shows (UIKit's `UIPickerViewDataSource`); the picker holds it weakly.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  /// The number of wheels (UIKit's `numberOfComponents(in:)`, required).
  ///
  /// - Parameter pickerView: The picker.
  /// - Returns: The number of components.
  func numberOfComponents(in pickerView: UIPickerView) -> Int

  /// The number of rows of a wheel (UIKit's `pickerView(_:numberOfRowsInComponent:)`,
  /// required).
  ///
  /// - Parameters:
  ///   - pickerView: The picker.
  ///   - component: The wheel.
  /// - Returns: The number of rows.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view's rows say and what it tells of the user's choices (UIKit's
/// `UIPickerViewDelegate`); the picker holds it weakly. UIKit's optional methods are
/// requirements with defaults here.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
  /// A row's title (UIKit's `pickerView(_:titleForRow:forComponent:)`). The default is `nil`.
  ///
  /// - Parameters:
  ///   - pickerView: The picker.
  ///   - row: The row.
  ///   - component: The wheel.
  /// - Returns: The title.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?

  /// A row's styled title (UIKit's `pickerView(_:attributedTitleForRow:forComponent:)`),
  /// preferred to the plain one. The default is `nil`.
  ///
  /// - Parameters:
  ///   - pickerView: The picker.
  ///   - row: The row.
  ///   - component: The wheel.
  /// - Returns: The styled title.
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?

  /// The user chose `row` on a wheel (UIKit's `pickerView(_:didSelectRow:inComponent:)`): sent
  /// by ``UIPickerView/composeSelectRow(_:inComponent:)``, never by
  /// ``UIPickerView/selectRow(_:inComponent:animated:)``, as in UIKit. The default does nothing.
  ///
  /// - Parameters:
  ///   - pickerView: The picker.
  ///   - row: The row.
  ///   - component: The wheel.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  /// No title.
  ///
  /// - Parameters:
  ///   - pickerView: The picker.
  ///   - row: The row.
  ///   - component: The wheel.
  /// - Returns: `nil`.
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }

  /// No styled title.
  ///
  /// - Parameters:
  ///   - pickerView: The picker.
  ///   - row: The row.
  ///   - component: The wheel.
  /// - Returns: `nil`.
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - pickerView: The picker.
  ///   - row: The row.
  ///   - component: The wheel.
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
}

/// Wheels of rows, one selected on each (UIKit's `UIPickerView`). The counts come from the
/// ``dataSource``, the titles from the ``delegate``; nothing is drawn.
/// ``selectRow(_:inComponent:animated:)`` selects without telling the delegate, as in UIKit;
/// ``composeSelectRow(_:inComponent:)`` stands for the user's spin, which tells it.
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// The object that gives the counts (UIKit's `dataSource`); weak.
  open weak var dataSource: (any UIPickerViewDataSource)?
  /// The object that gives the titles and hears of choices (UIKit's `delegate`); weak.
  open weak var delegate: (any UIPickerViewDelegate)?
  /// The row selected on each wheel, where one was selected.
  private var selectedRows: [Int: Int] = [:]

  /// The number of wheels, from the data source (UIKit's `numberOfComponents`); `0` without one.
  open var numberOfComponents: Int {
    guard let dataSource else { return 0 }
    return max(0, dataSource.numberOfComponents(in: self))
  }

  /// The number of rows of `component`, from the data source (UIKit's
  /// `numberOfRows(inComponent:)`); `0` for a wheel that does not exist.
  ///
  /// - Parameter component: The wheel.
  /// - Returns: The number of rows.
  open func numberOfRows(inComponent component: Int) -> Int {
    guard let dataSource, (0..<numberOfComponents).contains(component) else { return 0 }
    return max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
  }

  /// The selected row of `component` (UIKit's `selectedRow(inComponent:)`): the first row
  /// until another is selected, within the rows the data source now gives; `-1` for a wheel
  /// without rows.
  ///
  /// - Parameter component: The wheel.
  /// - Returns: The row, or `-1`.
  open func selectedRow(inComponent component: Int) -> Int {
    let rows = numberOfRows(inComponent: component)
    guard rows > 0 else { return -1 }
    return min(selectedRows[component] ?? 0, rows - 1)
  }

  /// Selects `row` on `component` (UIKit's `selectRow(_:inComponent:animated:)`) without
  /// telling the delegate, as in UIKit. A row or wheel that does not exist is ignored (UIKit's
  /// behaviour there is undefined).
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - component: The wheel.
  ///   - animated: Ignored.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard (0..<numberOfRows(inComponent: component)).contains(row) else { return }
    selectedRows[component] = row
  }

  /// Reads the counts again (UIKit's `reloadAllComponents()`); the selections stay within them.
  open func reloadAllComponents() {}

  /// Reads `component`'s rows again (UIKit's `reloadComponent(_:)`).
  ///
  /// - Parameter component: The wheel.
  open func reloadComponent(_ component: Int) {}

  /// The title of `row` on `component` as the picker shows it (not UIKit API): the delegate's
  /// styled title's string, else its plain title.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - component: The wheel.
  /// - Returns: The title, or `nil`.
  public func composeTitle(forRow row: Int, inComponent component: Int) -> String? {
    guard let delegate else { return nil }
    if let styled = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) {
      return styled.string
    }
    return delegate.pickerView(self, titleForRow: row, forComponent: component)
  }

  /// The headless spin (not UIKit API): selects `row` on `component` and tells the delegate
  /// `pickerView(_:didSelectRow:inComponent:)`, as the user's choice does. A row or wheel that
  /// does not exist changes nothing.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - component: The wheel.
  /// - Returns: Whether the row was selected.
  @discardableResult
  public func composeSelectRow(_ row: Int, inComponent component: Int) -> Bool {
    guard (0..<numberOfRows(inComponent: component)).contains(row) else { return false }
    selectedRows[component] = row
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    return true
  }
}
