import Compose

/// What an armed hook does, once, after its own work.
enum HookAction: Int, CaseIterable {
  case addRecorder
  case removeRecorder
  /// Manual containers only: add a new child through the container's own API.
  case containerAddsNewChild
  /// Manual containers only: remove the first child through the container's own API.
  case containerRemovesFirstChild
}

enum HookKind: Int, CaseIterable {
  case willAppear, didAppear, willDisappear, didDisappear, willMove, didMove
}

/// A component. When `manual`, it is a *correct* manual container: it forwards its own
/// appearance to the children placed in its view exactly as a well-written UIKit container does,
/// and adds and removes children with UIKit's patterns (``add(_:in:at:)``, ``remove(_:)``).
final class MultiWindowNode: Component {
  let id: Int
  let manual: Bool
  weak var world: MultiWindowWorld?
  var armed: (kind: HookKind, action: HookAction)?
  /// The wrappers this manual container places children in (besides its view).
  var slots: [View] = []

  init(id: Int, manual: Bool, world: MultiWindowWorld) {
    self.id = id
    self.manual = manual
    self.world = world
    super.init(traceName: "\(manual ? "m" : "c")\(id)")
  }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { !manual }

  /// The children whose views are in this container's own part of the hierarchy.
  var placedChildren: [Component] {
    children.filter { $0.viewIfLoaded?.enclosingComponent === self }
  }

  private func check(_ diagnostic: Diagnostic?, _ what: String) {
    if let diagnostic {
      world?.fail("\(traceName) \(what): \(diagnostic.code) \(diagnostic.message)")
    }
  }

  // UIKit: a manual container forwards begin in its will*, end in its did*.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if manual {
      for child in placedChildren where !child.appearanceState.isHeadingVisible {
        check(child.beginAppearanceTransition(true, animated: animated), "forward begin(true)")
      }
    }
    fire(.willAppear)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if manual {
      for child in placedChildren
      where child.appearanceState == .appearing && child.isInManualAppearanceTransition {
        check(child.endAppearanceTransition(), "forward end (appear)")
      }
    }
    fire(.didAppear)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if manual {
      for child in placedChildren where child.appearanceState.isHeadingVisible {
        check(child.beginAppearanceTransition(false, animated: animated), "forward begin(false)")
      }
    }
    fire(.willDisappear)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if manual {
      for child in placedChildren
      where child.appearanceState == .disappearing && child.isInManualAppearanceTransition {
        check(child.endAppearanceTransition(), "forward end (disappear)")
      }
    }
    fire(.didDisappear)
  }

  override func willMove(toParent parent: Component?) {
    super.willMove(toParent: parent)
    fire(.willMove)
  }

  override func didMove(toParent parent: Component?) {
    super.didMove(toParent: parent)
    fire(.didMove)
  }

  private func fire(_ kind: HookKind) {
    guard let armed, armed.kind == kind, let world else { return }
    self.armed = nil
    world.perform(armed.action, from: self)
  }

  /// UIKit's pattern to add a child to a manual container.
  func add(_ child: Component, in slot: View? = nil, at index: Int = .max) {
    guard manual else { return }
    if addChild(child) != nil { return }
    let container = slot ?? view
    let position = min(index, container.subviews.count)
    // Bring the child in line with this container's own state. (A child that arrives in the
    // middle of another container's transition is taken over by the opposite begin.)
    switch appearanceState {
    case .appeared:
      if !child.appearanceState.isHeadingVisible {
        check(child.beginAppearanceTransition(true, animated: false), "add: begin(true)")
      }
      container.insertSubview(child.view, at: position)
      if child.isInManualAppearanceTransition {
        check(child.endAppearanceTransition(), "add: end")
      }
    case .appearing:
      // Its end comes with this container's viewDidAppear.
      if !child.appearanceState.isHeadingVisible {
        check(child.beginAppearanceTransition(true, animated: false), "add: begin(true)")
      }
      container.insertSubview(child.view, at: position)
    case .disappearing, .disappeared:
      if child.appearanceState.isHeadingVisible {
        check(child.beginAppearanceTransition(false, animated: false), "add: begin(false)")
      }
      container.insertSubview(child.view, at: position)
      if child.isInManualAppearanceTransition, appearanceState == .disappeared {
        check(child.endAppearanceTransition(), "add: end")
      }
    }
    child.didMove(toParent: self)
  }

  /// UIKit's pattern to remove a child from a manual container: begin(false), willMove(nil),
  /// remove the view, removeFromParent, end.
  func remove(_ child: Component) {
    guard manual, child.parent === self else { return }
    if child.appearanceState.isHeadingVisible {
      check(child.beginAppearanceTransition(false, animated: false), "remove: begin(false)")
    }
    child.willMove(toParent: nil)
    child.viewIfLoaded?.removeFromSuperview()
    child.removeFromParent()
    if child.isInManualAppearanceTransition {
      check(child.endAppearanceTransition(), "remove: end")
    }
  }
}
