import Foundation

extension NSLayoutConstraint {
  /// Creates a constraint between attributes of two items, `view1.attr1` `relation`
  /// `multiplier` × `view2.attr2` + `c` (UIKit's
  /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`). It is solved as the
  /// same constraint made with anchors: see ``NSLayoutConstraint``.
  ///
  /// An item that is neither a ``UIView`` nor a ``UILayoutGuide`` constrains nothing: the
  /// constraint is stored and ignored, where UIKit raises an exception.
  ///
  /// - Parameters:
  ///   - view1: The view or layout guide of the left side.
  ///   - attr1: Its attribute.
  ///   - relation: How the sides compare.
  ///   - view2: The view or layout guide of the right side, or `nil` for a constant.
  ///   - attr2: Its attribute, or ``Attribute/notAnAttribute``.
  ///   - multiplier: The factor of the right side.
  ///   - c: The constant added to the right side.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    let first = Self.layoutItem(view1)
    let second = view2.flatMap(Self.layoutItem)
    self.init(
      firstItem: first, firstAttribute: attr1, relation: relation, secondItem: second,
      secondAttribute: second == nil ? .notAnAttribute : attr2, multiplier: multiplier,
      constant: c,
      guides: [first, second].compactMap { $0 as? UILayoutGuide })
  }

  /// A view or layout guide, or `nil` for anything else.
  private static func layoutItem(_ item: Any) -> AnyObject? {
    if let view = item as? UIView { return view }
    return item as? UILayoutGuide
  }
}
