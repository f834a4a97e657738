/// The floor's component: the shape of `UIViewController` with a parent (weak), children, a view
/// loaded on demand, an appearance state and five overridable calls (`loadView`,
/// `willMove(toParent:)`, `didMove(toParent:)`, `viewWillAppear`, `viewDidAppear`), plus the two
/// disappearance calls scrolling needs.
class FloorComponent {
  enum Appearance {
    case disappeared, appearing, appeared, disappearing
  }

  /// The parent (UIKit's `parent`); weak, as in UIKit.
  weak var parent: FloorComponent?
  private(set) var children: [FloorComponent] = []
  private var loadedView: FloorView?
  private(set) var appearance = Appearance.disappeared
  var isAppeared: Bool { appearance == .appeared }

  init() {}

  /// The view, loaded at the first read.
  final var view: FloorView {
    if let loadedView { return loadedView }
    loadView()
    let view = loadedView ?? FloorView()
    loadedView = view
    view.owner = self
    return view
  }

  final var viewIfLoaded: FloorView? { loadedView }

  /// Overridable: makes the view.
  func loadView() { loadedView = FloorView() }
  /// Overridable: before the parent changes.
  func willMove(toParent parent: FloorComponent?) {}
  /// Overridable: after the parent changed.
  func didMove(toParent parent: FloorComponent?) {}
  /// Overridable: before the view appears.
  func viewWillAppear() {}
  /// Overridable: after the view appeared.
  func viewDidAppear() {}
  /// Overridable: before the view disappears.
  func viewWillDisappear() {}
  /// Overridable: after the view disappeared.
  func viewDidDisappear() {}

  /// Adds `child`, places its view in `container` (this component's view when `nil`) and, when
  /// this component is appeared, appears it: UIKit's `addChild`, `addSubview`,
  /// `didMove(toParent:)`.
  final func embed(_ child: FloorComponent, in container: FloorView? = nil) {
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
    (container ?? view).addSubview(child.view)
    if appearance == .appeared { child.appear() }
    child.didMove(toParent: self)
  }

  /// The reverse of ``embed(_:in:)``: disappears the child if it is appeared, removes its view,
  /// and removes it from its parent.
  final func unembed() {
    guard let parent else { return }
    willMove(toParent: nil)
    let appeared = appearance == .appeared
    if appeared { beginDisappearance() }
    loadedView?.removeFromSuperview()
    if appeared { endDisappearance() }
    var index = parent.children.count - 1
    while index >= 0, parent.children[index] !== self { index -= 1 }
    if index >= 0 { parent.children.remove(at: index) }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Appears the component and its children (forwarded, as UIKit does).
  final func appear() {
    appearance = .appearing
    viewWillAppear()
    for child in children { child.appear() }
    appearance = .appeared
    viewDidAppear()
  }

  /// Makes the component and its children disappearing.
  final func beginDisappearance() {
    appearance = .disappearing
    viewWillDisappear()
    for child in children { child.beginDisappearance() }
  }

  /// Makes the component and its children disappeared.
  final func endDisappearance() {
    for child in children { child.endDisappearance() }
    appearance = .disappeared
    viewDidDisappear()
  }

  /// Appears a root component (a window's root).
  final func appearAsRoot() { appear() }
}
