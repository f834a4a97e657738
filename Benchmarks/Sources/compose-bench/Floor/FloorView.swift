import Compose

/// The floor's view: the shape of `UIView` with nothing but what building, appearing and
/// scrolling need (a superview and an owner, both weak; subviews; a frame).
///
/// The floor baselines (see BENCHMARKS.md, "Floors") do the same work as Compose on this object
/// model, written for speed and nothing else: the ratio of Compose's time to the floor's, taken
/// in the same run, is what the bars gate.
class FloorView {
  /// The view this one is a subview of (UIKit's `superview`); weak, as in UIKit.
  weak var superview: FloorView?
  /// The component whose view this is; weak, as a view does not own its controller.
  weak var owner: FloorComponent?
  private(set) var subviews: [FloorView] = []
  var frame: Rect = .zero

  init() {}

  /// Adds `view` as the last subview, taking it from its superview first.
  final func addSubview(_ view: FloorView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    view.didMoveToSuperview()
  }

  /// Removes the view from its superview.
  final func removeFromSuperview() {
    guard let superview else { return }
    var index = superview.subviews.count - 1
    while index >= 0, superview.subviews[index] !== self { index -= 1 }
    if index >= 0 { superview.subviews.remove(at: index) }
    self.superview = nil
    didMoveToSuperview()
  }

  /// Overridable, as UIKit's `didMoveToSuperview()`.
  func didMoveToSuperview() {}
}

/// The floor's cell: a view with a content view, and the row component it hosts.
final class FloorCell: FloorView {
  let contentView = FloorView()
  /// The entry whose component this cell hosts while displayed.
  var entry: FloorEntry?
  var row = -1

  override init() {
    super.init()
    addSubview(contentView)
  }

  /// Overridable in UIKit; called when the cell leaves the pool for a new row.
  func prepareForReuse() {}
}
