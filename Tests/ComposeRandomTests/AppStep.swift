import Compose
import ComposeTestFixtures

/// One step of a run of the app world: a replayable value that names components by id and items by value,
/// never by reference, so that a shrunk subsequence can be replayed on a fresh world. Ids the
/// world does not know (created by a step the shrinker removed) make the step a no-op, except for
/// the steps that create the component they name.
enum AppStep: Equatable, CustomStringConvertible {
  // Plain components
  /// `parent.embed(new node)`; `manual` makes the new node a manually forwarding container.
  case embed(parent: Int, child: Int, manual: Bool)
  case unembed(Int)
  /// Moves a component (attached or parked after an `unembed`) into another parent's view.
  case reembed(Int, into: Int)
  /// UIKit's custom-container swap: `addChild(new)`, `old.willMove(nil)`, `transition(...)`,
  /// then `old.removeFromParent()`, `new.didMove(toParent:)`.
  case swapChild(container: Int, to: Int, milliseconds: Int)
  /// A manual container shows or hides a child: `beginAppearanceTransition` and
  /// `endAppearanceTransition` within the step when the container is at rest, or begun now and
  /// ended by the container's own `did*` when it is in a transition.
  case showChild(Int, shown: Bool, animated: Bool)
  // Lists
  case scrollRows(Int)
  case scrollTo(Double)
  case applyItems([TestItem])
  /// `reloadData(items)`, or `reloadData()` when `nil`.
  case reload([TestItem]?)
  case listHeight(Double)
  case preload(Int)
  // Navigation
  case push(nav: Int, child: Int, animated: Bool)
  case pop(nav: Int, animated: Bool)
  case popToRoot(nav: Int, animated: Bool)
  case popTo(nav: Int, target: Int, animated: Bool)
  case tapBackButton(nav: Int)
  /// Ids already in the stack are kept; unknown ids are created.
  case setStack(nav: Int, ids: [Int], animated: Bool)
  case beginInteractivePop(nav: Int)
  case updateInteraction(Double)
  case endInteraction(finish: Bool, milliseconds: Int)
  // Presentation
  /// Presents a new node (or a new navigation container whose root is `root`) from the top of
  /// the presentation chain.
  case present(id: Int, root: Int?, fullScreen: Bool, animated: Bool)
  /// `dismiss` asked of the component at `level` of the presentation chain (0: the window root).
  case dismiss(level: Int, animated: Bool)
  /// `present` or `dismiss` asked of any component (by id): UIKit goes to its presentation
  /// context.
  case presentFrom(Int, id: Int, fullScreen: Bool, animated: Bool)
  case dismissFrom(Int, animated: Bool)
  case beginInteractiveDismiss
  // Tabs
  case selectTab(Int)
  case addTab(Int)
  case removeTab(Int)
  // State containers
  case setState(AppContentState, animated: Bool)
  // Window and clock
  case toggleWindow
  /// Swaps the window's root between the tab container and the alternative root.
  case swapRoot
  case advance(milliseconds: Int)
  case runUntilIdle
  // The app's environment
  /// `window.setActivationState(_:)`: no appearance callback may come.
  case setActivationState(Window.ActivationState)
  /// `window.receiveMemoryWarning()`: every component of the window's trees, once.
  case memoryWarning
  /// `window.transition(to:traits:)` to a phone's portrait or landscape, light or dark: no
  /// appearance callback, and every component of the trees takes the window's traits.
  case transition(landscape: Bool, dark: Bool)
  // Misuse: must be rejected with a diagnostic and the tree unchanged.
  case misuse(AppMisuse, Int, Int)

  /// The case's name, without its values.
  var kind: String { Mirror(reflecting: self).children.first?.label ?? "\(self)" }

  var description: String {
    switch self {
    case .embed(let parent, let child, let manual):
      return "c\(parent).embed(c\(child)\(manual ? " [manual]" : ""))"
    case .unembed(let id): return "c\(id).unembed()"
    case .reembed(let id, let parent): return "c\(parent).embed(c\(id))"
    case .swapChild(let container, let to, let ms):
      return "c\(container).transition(to: new c\(to), \(ms)ms)"
    case .showChild(let id, let shown, let animated):
      return "c\(id).parent.\(shown ? "show" : "hide")(c\(id), animated: \(animated))"
    case .scrollRows(let rows): return "list.scroll(by: \(rows) rows)"
    case .scrollTo(let offset): return "list.scroll(to: \(offset))"
    case .applyItems(let items): return "adapter.apply(\(items))"
    case .reload(let items): return "adapter.reloadData(\(items.map { "\($0)" } ?? ""))"
    case .listHeight(let height): return "list.frame.height = \(height)"
    case .preload(let rows): return "list.preloadRowCount = \(rows)"
    case .push(let nav, let child, let animated):
      return "c\(nav).push(new c\(child), animated: \(animated))"
    case .pop(let nav, let animated): return "c\(nav).pop(animated: \(animated))"
    case .popToRoot(let nav, let animated): return "c\(nav).popToRoot(animated: \(animated))"
    case .popTo(let nav, let target, let animated):
      return "c\(nav).pop(to: c\(target), animated: \(animated))"
    case .tapBackButton(let nav): return "c\(nav).tapBackButton()"
    case .setStack(let nav, let ids, let animated):
      return "c\(nav).setStack(\(ids.map { "c\($0)" }), animated: \(animated))"
    case .beginInteractivePop(let nav): return "c\(nav).beginInteractivePop().interaction"
    case .updateInteraction(let progress): return "interaction.update(\(progress))"
    case .endInteraction(let finish, let ms):
      return "interaction.\(finish ? "finish" : "cancel")(after: \(ms)ms)"
    case .present(let id, let root, let fullScreen, let animated):
      let what = root.map { "nav c\(id) [root c\($0)]" } ?? "c\(id)"
      return "top.present(\(what), \(fullScreen ? "fullScreen" : "overFullScreen"), "
        + "animated: \(animated))"
    case .dismiss(let level, let animated): return "chain[\(level)].dismiss(animated: \(animated))"
    case .presentFrom(let from, let id, let fullScreen, let animated):
      return "c\(from).present(c\(id), \(fullScreen ? "fullScreen" : "overFullScreen"), "
        + "animated: \(animated))"
    case .dismissFrom(let id, let animated): return "c\(id).dismiss(animated: \(animated))"
    case .beginInteractiveDismiss: return "top.beginInteractiveDismiss().interaction"
    case .selectTab(let index): return "tabs.select(\(index))"
    case .addTab(let id): return "tabs.addTab(new c\(id))"
    case .removeTab(let index): return "tabs.tabs[\(index)].unembed()"
    case .setState(let state, let animated):
      return "state.setState(.\(state), animated: \(animated))"
    case .toggleWindow: return "window.toggle()"
    case .swapRoot: return "window.swapRoot()"
    case .advance(let ms): return "window.advance(by: \(ms)ms)"
    case .runUntilIdle: return "window.runUntilIdle()"
    case .setActivationState(let state): return "window.setActivationState(.\(state))"
    case .memoryWarning: return "window.receiveMemoryWarning()"
    case .transition(let landscape, let dark):
      return
        "window.transition(\(landscape ? "landscape" : "portrait"), \(dark ? "dark" : "light"))"
    case .misuse(let kind, let a, let b): return "misuse.\(kind)(c\(a), c\(b))"
    }
  }
}
