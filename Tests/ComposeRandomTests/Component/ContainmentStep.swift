/// One step of the containment world: containment, views, the window, transitions, interactions,
/// the clock, and appearance transitions begun and ended by hand. Components are named by id.
enum ContainmentStep: CustomStringConvertible {
  case embed(parent: Int, id: Int, behaviour: ContainmentNode.Behaviour)
  case unembed(Int)
  case removeFromParent(Int)
  case removeView(Int)
  case placeView(Int)
  case misplaceView(Int, into: Int)
  case reparent(Int, to: Int)
  case hide
  case show
  case transition(container: Int, milliseconds: Int)
  case beginInteraction(container: Int)
  case endInteraction(finish: Bool, milliseconds: Int)
  case advance(milliseconds: Int)
  case runUntilIdle
  /// `beginAppearanceTransition(appearing, ...)`, or `endAppearanceTransition()` when `nil`, on
  /// the component or, for a manual container, on its first child.
  case manual(Int, appearing: Bool?)
  /// A new component, with a new child embedded when `child` is set, appeared by hand while alone
  /// (no parent, no window: contract §3); later steps place it, or take its child.
  case appearAlone(id: Int, child: Int?)
  /// `view = View()` on a component whose view is not placed (replacing a view is allowed then).
  case replaceView(Int)
  /// `window.rootComponent = c`, then back to the world's root: a window taking a component
  /// (one appeared by hand while alone, or its child) as its root.
  case rootForAMoment(Int)

  var description: String {
    switch self {
    case .embed(let parent, let id, let behaviour):
      return "c\(parent).embed(c\(id))" + (behaviour == .none ? "" : " [\(behaviour)]")
    case .unembed(let id): return "c\(id).unembed()"
    case .removeFromParent(let id): return "c\(id).removeFromParent()"
    case .removeView(let id): return "c\(id).view.removeFromSuperview()"
    case .placeView(let id): return "c\(id).parent.view.addSubview(c\(id).view)"
    case .misplaceView(let id, let other): return "c\(other).view.addSubview(c\(id).view)"
    case .reparent(let id, let parent): return "c\(parent).addChild(c\(id))"
    case .hide: return "window.hide()"
    case .show: return "window.makeKeyAndVisible()"
    case .transition(let id, let ms): return "c\(id).transition(duration: \(ms)ms)"
    case .beginInteraction(let id): return "c\(id).beginInteractiveTransition"
    case .endInteraction(let finish, let ms):
      return "interaction.\(finish ? "finish" : "cancel")(\(ms)ms)"
    case .advance(let ms): return "window.advance(by: \(ms)ms)"
    case .runUntilIdle: return "window.runUntilIdle()"
    case .manual(let id, let appearing):
      return appearing.map { "c\(id).beginAppearanceTransition(\($0))" }
        ?? "c\(id).endAppearanceTransition()"
    case .appearAlone(let id, let child):
      return "c\(id) = new" + (child.map { " embedding c\($0)" } ?? "")
        + "; c\(id).beginAppearanceTransition(true); c\(id).endAppearanceTransition()"
    case .replaceView(let id): return "c\(id).view = View()"
    case .rootForAMoment(let id): return "window.rootComponent = c\(id); back to c0"
    }
  }
}
