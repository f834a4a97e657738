/// An object that receives a component's hooks in its place, attached with
/// ``Component/attachHookReceiver(_:)``: the one link through which a facade (ComposeUIKit's
/// `UIViewController`, and every container built on it) hears the engine, as a channel's handler
/// hears its events in a SwiftNIO pipeline.
///
/// UIKit has no counterpart: a `UIViewController` subclass overrides the hooks themselves. A
/// facade whose objects own a component, rather than being one, cannot override the
/// component's methods; it attaches a receiver instead, and the engine calls the receiver where
/// it would have called the component's hook:
///
/// - ``loadView(of:)``, ``viewDidLoad(of:)``, the five appearance hooks, the two layout hooks and
///   ``didReceiveMemoryWarning(of:)``, the transition and trait hooks
///   (``willTransition(_:toTraits:)``, ``viewWillTransition(_:toSize:)``,
///   ``traitsDidChange(_:from:)``), the two answers (``shouldAutomaticallyForwardAppearanceMethods(of:)``,
///   ``isModalInPresentation(of:)``) are called by the engine alone: it calls the receiver
///   instead of the component's method. The receiver runs the component's own part where it
///   wants it by calling the component's method (`component.viewDidLoad()`,
///   `component.viewWillAppear(animated)`); that call does not come back to the receiver.
/// - ``willMove(_:toParent:)`` and ``didMove(_:toParent:)`` are called by containers, the
///   engine's and the user's, through the component's own ``Component/willMove(toParent:)`` and
///   ``Component/didMove(toParent:)``: their base implementation hands the call to the receiver.
///   The receiver runs the component's own part with ``Component/performOwnWillMove(toParent:)``
///   and ``Component/performOwnDidMove(toParent:)``, which never come back to it (calling
///   `willMove(toParent:)` from the receiver's `willMove` would).
///
/// Every requirement has a default that runs the component's own part and nothing else, so a
/// receiver implements only the hooks it wants. The engine still emits each hook's event before
/// calling the receiver, and a direct call of an appearance hook is still reported
/// (``Diagnostic/Code/directAppearanceCall``) by the component's base implementation.
///
/// The component keeps its receiver alive; a receiver that refers back to its component or to
/// the object that owns the component must do so weakly (or unowned), or the pair never dies.
@MainActor
public protocol ComponentHookReceiver: AnyObject {
  /// Creates `component`'s view, in place of ``Component/loadView()``. Assign a view to the
  /// component's ``Component/view``; if none is assigned, a plain ``View`` is used.
  func loadView(of component: Component)
  /// Called once the view of `component` is loaded, in place of ``Component/viewDidLoad()``.
  func viewDidLoad(of component: Component)
  /// Called by `component`'s ``Component/willMove(toParent:)``; run
  /// ``Component/performOwnWillMove(toParent:)`` (the event, ``Component/isMovingToParent``).
  func willMove(_ component: Component, toParent parent: Component?)
  /// Called by `component`'s ``Component/didMove(toParent:)``; run
  /// ``Component/performOwnDidMove(toParent:)`` (the event, the wrong-parent check).
  func didMove(_ component: Component, toParent parent: Component?)
  /// Called in place of `component`'s ``Component/viewWillAppear(_:)``.
  func viewWillAppear(_ component: Component, animated: Bool)
  /// Called in place of `component`'s ``Component/viewIsAppearing(_:)``.
  func viewIsAppearing(_ component: Component, animated: Bool)
  /// Called in place of `component`'s ``Component/viewDidAppear(_:)``.
  func viewDidAppear(_ component: Component, animated: Bool)
  /// Called in place of `component`'s ``Component/viewWillDisappear(_:)``.
  func viewWillDisappear(_ component: Component, animated: Bool)
  /// Called in place of `component`'s ``Component/viewDidDisappear(_:)``.
  func viewDidDisappear(_ component: Component, animated: Bool)
  /// Called in place of `component`'s ``Component/viewWillLayoutSubviews()``.
  func viewWillLayoutSubviews(of component: Component)
  /// Called in place of `component`'s ``Component/viewDidLayoutSubviews()``.
  func viewDidLayoutSubviews(of component: Component)
  /// Called in place of `component`'s ``Component/didReceiveMemoryWarning()``.
  func didReceiveMemoryWarning(of component: Component)
  /// Called in place of `component`'s ``Component/willTransition(toTraits:)``; run the
  /// component's method to tell its children.
  func willTransition(_ component: Component, toTraits traits: Traits)
  /// Called in place of `component`'s ``Component/viewWillTransition(toSize:)``; run the
  /// component's method to tell its children.
  func viewWillTransition(_ component: Component, toSize size: Size)
  /// Called in place of `component`'s ``Component/traitsDidChange(from:)``.
  func traitsDidChange(_ component: Component, from previous: Traits)
  /// The answer of the base ``Component/shouldAutomaticallyForwardAppearanceMethods``. Return a
  /// constant, as the property's own rule says.
  func shouldAutomaticallyForwardAppearanceMethods(of component: Component) -> Bool
  /// The answer of the base ``Component/isModalInPresentation`` getter.
  func isModalInPresentation(of component: Component) -> Bool
}

extension ComponentHookReceiver {
  /// Runs the component's own ``Component/loadView()``.
  public func loadView(of component: Component) { component.loadView() }
  /// Runs the component's own ``Component/viewDidLoad()``.
  public func viewDidLoad(of component: Component) { component.viewDidLoad() }
  /// Runs ``Component/performOwnWillMove(toParent:)``.
  public func willMove(_ component: Component, toParent parent: Component?) {
    component.performOwnWillMove(toParent: parent)
  }
  /// Runs ``Component/performOwnDidMove(toParent:)``.
  public func didMove(_ component: Component, toParent parent: Component?) {
    component.performOwnDidMove(toParent: parent)
  }
  /// Runs the component's own ``Component/viewWillAppear(_:)``.
  public func viewWillAppear(_ component: Component, animated: Bool) {
    component.viewWillAppear(animated)
  }
  /// Runs the component's own ``Component/viewIsAppearing(_:)``.
  public func viewIsAppearing(_ component: Component, animated: Bool) {
    component.viewIsAppearing(animated)
  }
  /// Runs the component's own ``Component/viewDidAppear(_:)``.
  public func viewDidAppear(_ component: Component, animated: Bool) {
    component.viewDidAppear(animated)
  }
  /// Runs the component's own ``Component/viewWillDisappear(_:)``.
  public func viewWillDisappear(_ component: Component, animated: Bool) {
    component.viewWillDisappear(animated)
  }
  /// Runs the component's own ``Component/viewDidDisappear(_:)``.
  public func viewDidDisappear(_ component: Component, animated: Bool) {
    component.viewDidDisappear(animated)
  }
  /// Runs the component's own ``Component/viewWillLayoutSubviews()``.
  public func viewWillLayoutSubviews(of component: Component) {
    component.viewWillLayoutSubviews()
  }
  /// Runs the component's own ``Component/viewDidLayoutSubviews()``.
  public func viewDidLayoutSubviews(of component: Component) {
    component.viewDidLayoutSubviews()
  }
  /// Runs the component's own ``Component/didReceiveMemoryWarning()``.
  public func didReceiveMemoryWarning(of component: Component) {
    component.didReceiveMemoryWarning()
  }
  /// Runs the component's own ``Component/willTransition(toTraits:)``.
  public func willTransition(_ component: Component, toTraits traits: Traits) {
    component.willTransition(toTraits: traits)
  }
  /// Runs the component's own ``Component/viewWillTransition(toSize:)``.
  public func viewWillTransition(_ component: Component, toSize size: Size) {
    component.viewWillTransition(toSize: size)
  }
  /// Runs the component's own ``Component/traitsDidChange(from:)``.
  public func traitsDidChange(_ component: Component, from previous: Traits) {
    component.traitsDidChange(from: previous)
  }
  /// `true`, the base answer.
  public func shouldAutomaticallyForwardAppearanceMethods(of component: Component) -> Bool {
    true
  }
  /// The value last set on the component's ``Component/isModalInPresentation``.
  public func isModalInPresentation(of component: Component) -> Bool {
    component.modalInPresentation
  }
}
