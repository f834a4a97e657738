import Foundation

extension UICollectionViewCell {
  /// The default background configuration for this cell (UIKit's
  /// `defaultBackgroundConfiguration()`, iOS 16).
  ///
  /// - Returns: ``UIBackgroundConfiguration/listPlainCell()``.
  public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
}

extension UITableViewCell {
  /// The default background configuration for this cell (UIKit's
  /// `defaultBackgroundConfiguration()`, iOS 16).
  ///
  /// - Returns: ``UIBackgroundConfiguration/listPlainCell()``.
  public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
}

extension UITableViewHeaderFooterView {
  /// The default background configuration for this view (UIKit's
  /// `defaultBackgroundConfiguration()`, iOS 16).
  ///
  /// - Returns: ``UIBackgroundConfiguration/listPlainHeaderFooter()``.
  public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    .listPlainHeaderFooter()
  }
}
