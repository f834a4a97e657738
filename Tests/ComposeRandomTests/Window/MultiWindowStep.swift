import Compose
import ComposeTestFixtures

/// One step of the multi-window world. Components (`#id`), wrapper views (`w<id>`), windows (0 and
/// 1) and views (an index into every view the world can name) are named by number.
enum MultiWindowStep: CustomStringConvertible {
  case create(id: Int, manual: Bool, into: Int?, slot: Int, index: Int)
  case move(Int, to: Int, slot: Int, index: Int)
  case detach(Int)
  case rawAddChild(Int, to: Int)
  case rawRemoveFromParent(Int)
  case placeView(Int, slot: Int, index: Int)
  case removeView(Int)
  case misplaceView(Int, into: Int, index: Int)
  /// A component with no parent (not a window's root) has its view placed without `addChild`:
  /// a view-only component, which follows its view (contract §3).
  case placeViewOnly(Int, into: Int, index: Int)
  case newWrapper(id: Int, into: Int, index: Int)
  case moveWrapper(Int, into: Int, index: Int)
  case removeWrapper(Int)
  case toggleHidden(Int)
  case hide(Int)
  case show(Int)
  case setRoot(Int, Int?)
  case swapRoots
  case releaseWindow(Int)
  case createWindow(Int)
  case transition(Int, milliseconds: Int)
  case swap(Int, newcomer: Int, milliseconds: Int)
  /// `swap` with a newcomer created for it (a manual container when `manual`).
  case swapNew(Int, id: Int, manual: Bool, milliseconds: Int)
  case beginInteraction(Int)
  case endInteraction(finish: Bool, milliseconds: Int)
  case advance(Int, milliseconds: Int)
  case runUntilIdle(Int)
  case attachRecorder(Int)
  case detachRecorder(Int)
  case arm(Int, HookKind, HookAction)
  case armJuggler(Int, countdown: Int, adds: Bool)
  /// Window `w` marked for layout (`setNeedsLayout()`, or a new frame) and left for the next
  /// turn: a release right after must still free it.
  case markLayout(Int, frame: Bool)
  /// `#c.present(new, animated:, style:)`: a new component (a manual container when `manual`)
  /// presented from a component, which presents from the root of its tree (contract §5).
  case present(Int, id: Int, manual: Bool, style: PresentationStyle, animated: Bool)
  /// `#c.dismiss(animated:)`: from the presenting or the presented side.
  case dismiss(Int, animated: Bool)
  /// `#c.beginInteractiveDismiss()`, kept as the world's swipe.
  case beginSwipe(Int)
  /// Updates the world's swipe to `progress` percent, then finishes or cancels it.
  case endSwipe(progress: Int, finish: Bool, milliseconds: Int)
  /// `#c.enqueueTransition` whose end its first child schedules (on the clock of the window it is
  /// in then, which a later move may make another window's than the container's).
  case transitionThroughChild(Int, milliseconds: Int)
  /// `beginAppearanceTransition` and `endAppearanceTransition` on a component alone (no parent,
  /// not a root, not presented, its view in no window: contract §3), towards the other state.
  case appearAlone(Int)

  var description: String {
    switch self {
    case .create(let id, let manual, let into, let slot, let index):
      return "create \(manual ? "m" : "c")\(id)"
        + (into.map { " into #\($0) slot \(slot) at \(index)" } ?? "")
    case .move(let c, let t, let slot, let index):
      return "move #\(c) to #\(t) slot \(slot) at \(index)"
    case .detach(let c): return "detach #\(c)"
    case .rawAddChild(let c, let t): return "#\(t).addChild(#\(c))"
    case .rawRemoveFromParent(let c): return "#\(c).removeFromParent()"
    case .placeView(let c, let slot, let index):
      return "place #\(c).view in parent slot \(slot) at \(index)"
    case .removeView(let c): return "#\(c).view.removeFromSuperview()"
    case .misplaceView(let c, let v, let index):
      return "view[\(v)].insertSubview(#\(c).view, at: \(index))"
    case .placeViewOnly(let c, let v, let index):
      return "view[\(v)].insertSubview(#\(c).view, at: \(index)) with no addChild"
    case .newWrapper(let id, let v, let index):
      return "w\(id) = View() into view[\(v)] at \(index)"
    case .moveWrapper(let w, let v, let index):
      return "view[\(v)].insertSubview(w\(w), at: \(index))"
    case .removeWrapper(let w): return "w\(w).removeFromSuperview()"
    case .toggleHidden(let v): return "view[\(v)].isHidden.toggle()"
    case .hide(let w): return "window\(w).hide()"
    case .show(let w): return "window\(w).makeKeyAndVisible()"
    case .setRoot(let w, let c):
      return "window\(w).rootComponent = \(c.map { "#\($0)" } ?? "nil")"
    case .swapRoots: return "swap roots"
    case .releaseWindow(let w): return "release window\(w)"
    case .createWindow(let w): return "create window\(w)"
    case .transition(let p, let ms): return "#\(p).transition(\(ms)ms)"
    case .swap(let p, let n, let ms): return "#\(p) swap in #\(n) (\(ms)ms)"
    case .swapNew(let p, let id, let manual, let ms):
      return "#\(p) swap in new \(manual ? "m" : "c")\(id) (\(ms)ms)"
    case .beginInteraction(let p): return "#\(p).beginInteractiveTransition"
    case .endInteraction(let finish, let ms):
      return "interaction.\(finish ? "finish" : "cancel")(\(ms)ms)"
    case .advance(let w, let ms): return "window\(w).advance(\(ms)ms)"
    case .runUntilIdle(let w): return "window\(w).runUntilIdle()"
    case .attachRecorder(let w): return "window\(w).addObserver(recorder)"
    case .detachRecorder(let w): return "window\(w).removeObserver(recorder)"
    case .arm(let c, let kind, let action): return "arm #\(c).\(kind) -> \(action)"
    case .armJuggler(let w, let n, let adds):
      return "juggler\(w) \(adds ? "adds" : "removes") after \(n)"
    case .markLayout(let w, let frame):
      return "window\(w)." + (frame ? "frame = new size" : "setNeedsLayout()")
    case .present(let c, let id, let manual, let style, let animated):
      return "#\(c).present(new \(manual ? "m" : "c")\(id), animated: \(animated), "
        + "style: .\(style))"
    case .dismiss(let c, let animated): return "#\(c).dismiss(animated: \(animated))"
    case .beginSwipe(let c): return "#\(c).beginInteractiveDismiss()"
    case .endSwipe(let progress, let finish, let ms):
      return "swipe.update(0.\(progress)); swipe.\(finish ? "finish" : "cancel")(\(ms)ms)"
    case .transitionThroughChild(let c, let ms):
      return "#\(c).enqueueTransition { child.schedule(after: \(ms)ms) { complete() } }"
    case .appearAlone(let c):
      return "#\(c).beginAppearanceTransition(toggled); #\(c).endAppearanceTransition()"
    }
  }
}
