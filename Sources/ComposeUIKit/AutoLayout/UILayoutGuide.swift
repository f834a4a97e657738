import Foundation

/// A rectangle to constrain against, such as the safe area (UIKit's `UILayoutGuide`). A view's
/// `safeAreaLayoutGuide` is its bounds (the insets are zero in Compose) and its
/// `layoutMarginsGuide` its bounds inset by `layoutMargins`; a guide created by user code is
/// not solved.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  /// Which rectangle of its owning view a guide stands for.
  enum Kind {
    /// A guide of user code, not solved.
    case custom
    /// The safe area: the bounds.
    case safeArea
    /// The bounds inset by the layout margins.
    case margins
  }

  /// The view this guide belongs to (UIKit's `owningView`); weak.
  public internal(set) weak var owningView: UIView?
  /// Which rectangle the guide stands for.
  let kind: Kind

  /// Creates a guide.
  public override init() {
    kind = .custom
  }

  init(owningView: UIView, kind: Kind) {
    self.owningView = owningView
    self.kind = kind
  }

  /// The rectangle in the owning view's coordinates, when Compose solves against this guide.
  var solvedFrame: CGRect? {
    guard let owningView else { return nil }
    let bounds = owningView.bounds
    switch kind {
    case .custom: return nil
    case .safeArea: return bounds
    case .margins:
      let margins = owningView.layoutMargins
      return CGRect(
        x: margins.left, y: margins.top,
        width: bounds.width - margins.left - margins.right,
        height: bounds.height - margins.top - margins.bottom)
    }
  }

  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  /// The left edge (UIKit's `leftAnchor`).
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  /// The right edge (UIKit's `rightAnchor`).
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
}
