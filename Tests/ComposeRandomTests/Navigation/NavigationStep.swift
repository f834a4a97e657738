/// One step of the navigation world. Components are named by their unique trace names (`tabs`,
/// `nav0`, `nav1`, probes `p<n>`, presented navigation containers `modalnav<n>`); a step creating
/// a component carries the name it gets.
enum NavigationStep: CustomStringConvertible {
  case push(nav: String, probe: String, animated: Bool)
  case pop(nav: String, animated: Bool)
  case popTo(nav: String, target: String, animated: Bool)
  case popToRoot(nav: String, animated: Bool)
  /// `setStack(kept + new)`: `kept` are members of the stack (kept only when the container is at
  /// rest and they are still in it), `new` are probes created for it.
  case setStack(nav: String, kept: [String], new: [String], animated: Bool)
  case tapBackButton(nav: String)
  /// `beginInteractivePop()`, then `update(progress)` on the interaction it returns.
  case beginInteractivePop(nav: String, progress: Double)
  /// Finishes or cancels the open interactive pop or dismiss.
  case endGesture(finish: Bool, milliseconds: Int)
  /// Presents a new probe, or a new navigation container around a new root probe.
  case present(
    from: String, presented: String, navigationRoot: String?, fullScreen: Bool, animated: Bool)
  case dismiss(from: String, animated: Bool)
  /// Begins an interactive dismiss of the top of the presentation chain.
  case beginInteractiveDismiss
  case selectTab(Int)
  case toggleWindow
  case advance(milliseconds: Int)
  case runUntilIdle

  var description: String {
    switch self {
    case .push(let nav, let probe, let animated): "\(nav).push(new \(probe), \(animated))"
    case .pop(let nav, let animated): "\(nav).pop(\(animated))"
    case .popTo(let nav, let target, let animated): "\(nav).pop(to: \(target), \(animated))"
    case .popToRoot(let nav, let animated): "\(nav).popToRoot(\(animated))"
    case .setStack(let nav, let kept, let new, let animated):
      "\(nav).setStack(\(kept) + new \(new), \(animated))"
    case .tapBackButton(let nav): "\(nav).tapBackButton()"
    case .beginInteractivePop(let nav, let progress):
      "\(nav).beginInteractivePop().interaction.update(\(progress))"
    case .endGesture(let finish, let ms): "gesture.\(finish ? "finish" : "cancel")(\(ms)ms)"
    case .present(let from, let presented, let root, let fullScreen, let animated):
      "\(from).present(new \(presented)\(root.map { " [root \($0)]" } ?? ""), \(animated), "
        + "\(fullScreen ? "fullScreen" : "overFullScreen"))"
    case .dismiss(let from, let animated): "\(from).dismiss(\(animated))"
    case .beginInteractiveDismiss: "top.beginInteractiveDismiss().interaction"
    case .selectTab(let index): "tabs.select(\(index))"
    case .toggleWindow: "window.toggle()"
    case .advance(let ms): "window.advance(by: \(ms)ms)"
    case .runUntilIdle: "window.runUntilIdle()"
    }
  }
}
