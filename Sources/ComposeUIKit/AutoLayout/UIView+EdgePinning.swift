import Foundation

/// One axis of a subview as its constraints to the superview fix it: values in the superview's
/// coordinates (first constraint of each attribute wins).
struct PinnedAxis {
  /// The leading (or top) edge.
  var start: CGFloat?
  /// The trailing (or bottom) edge.
  var end: CGFloat?
  /// The centre.
  var center: CGFloat?
  /// The width (or height).
  var size: CGFloat?

  /// The origin (`nil`: keep the current one) and size the values determine, or `nil` when they
  /// determine neither or give a negative size.
  var solved: (origin: CGFloat?, size: CGFloat)? {
    let result: (origin: CGFloat?, size: CGFloat)
    if let start, let end {
      result = (start, end - start)
    } else if let size {
      if let start {
        result = (start, size)
      } else if let end {
        result = (end - size, size)
      } else if let center {
        result = (center - size / 2, size)
      } else {
        result = (nil, size)
      }
    } else if let start, let center {
      result = (start, 2 * (center - start))
    } else if let center, let end {
      result = (end - 2 * (end - center), 2 * (end - center))
    } else {
      return nil
    }
    return result.size >= 0 ? result : nil
  }
}

extension UIView {
  /// Gives each subview the frame its constraints to this view determine (see
  /// ``NSLayoutConstraint``); runs at this view's layout, before ``layoutSubviews()``.
  func applyEdgePinning() {
    let reversed = activeConstraints.filter { $0.secondItem is UIView }
    for subview in subviews {
      let own = subview.activeConstraints.filter { $0.firstItem === subview }
      let toSubview = reversed.filter { $0.secondItem === subview }
      guard !own.isEmpty || !toSubview.isEmpty else { continue }
      pin(subview, own: own, reversed: toSubview)
    }
  }

  /// Sets the frame of `subview` from its constraints to this view.
  private func pin(
    _ subview: UIView, own: [NSLayoutConstraint], reversed: [NSLayoutConstraint]
  ) {
    var horizontal = PinnedAxis()
    var vertical = PinnedAxis()
    for constraint in own where constraint.isSolvable {
      let value: CGFloat
      if constraint.secondItem == nil {
        guard constraint.firstAttribute.isDimension else { continue }
        value = constraint.constant
      } else {
        guard let reference = pinningFrame(of: constraint.secondItem) else { continue }
        let isDimension = constraint.firstAttribute.isDimension
        guard isDimension == constraint.secondAttribute.isDimension,
          isDimension || constraint.multiplier == 1,
          let base = constraint.secondAttribute.value(in: reference)
        else { continue }
        value = constraint.multiplier * base + constraint.constant
      }
      record(value, for: constraint.firstAttribute, horizontal: &horizontal, vertical: &vertical)
    }
    for constraint in reversed where constraint.isSolvable && constraint.multiplier == 1 {
      guard let reference = pinningFrame(of: constraint.firstItem),
        constraint.firstAttribute.isDimension == constraint.secondAttribute.isDimension,
        let base = constraint.firstAttribute.value(in: reference)
      else { continue }
      record(
        base - constraint.constant, for: constraint.secondAttribute,
        horizontal: &horizontal, vertical: &vertical)
    }
    var frame = subview.frame
    if let (origin, size) = horizontal.solved {
      frame.origin.x = origin ?? frame.origin.x
      frame.size.width = size
    }
    if let (origin, size) = vertical.solved {
      frame.origin.y = origin ?? frame.origin.y
      frame.size.height = size
    }
    if frame != subview.frame { subview.frame = frame }
  }

  /// The rectangle, in this view's coordinates, of `item` when it is this view or one of its
  /// solved guides.
  private func pinningFrame(of item: AnyObject?) -> CGRect? {
    if item === self { return bounds }
    guard let guide = item as? UILayoutGuide, guide.owningView === self else { return nil }
    return guide.solvedFrame
  }

  /// Records `value` as the attribute's on its axis; an earlier value of the attribute wins.
  private func record(
    _ value: CGFloat, for attribute: NSLayoutConstraint.Attribute,
    horizontal: inout PinnedAxis, vertical: inout PinnedAxis
  ) {
    switch attribute {
    case .leading, .left: horizontal.start = horizontal.start ?? value
    case .trailing, .right: horizontal.end = horizontal.end ?? value
    case .centerX: horizontal.center = horizontal.center ?? value
    case .width: horizontal.size = horizontal.size ?? value
    case .top: vertical.start = vertical.start ?? value
    case .bottom: vertical.end = vertical.end ?? value
    case .centerY: vertical.center = vertical.center ?? value
    case .height: vertical.size = vertical.size ?? value
    case .notAnAttribute: break
    }
  }
}

extension NSLayoutConstraint {
  /// Whether the solver considers the constraint: active, required and an equality.
  var isSolvable: Bool {
    isActive && priority == .required && relation == .equal
  }
}

extension NSLayoutConstraint.Attribute {
  /// Whether the attribute is a width or height.
  var isDimension: Bool { self == .width || self == .height }

  /// The attribute's value for `rect`, in the coordinates `rect` is in.
  func value(in rect: CGRect) -> CGFloat? {
    switch self {
    case .left, .leading: rect.minX
    case .right, .trailing: rect.maxX
    case .centerX: rect.midX
    case .width: rect.width
    case .top: rect.minY
    case .bottom: rect.maxY
    case .centerY: rect.midY
    case .height: rect.height
    case .notAnAttribute: nil
    }
  }
}
