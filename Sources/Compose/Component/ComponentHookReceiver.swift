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
///   wants it with the hook's `performOwn…` method (``Component/performOwnViewDidLoad()``,
///   ``Component/performOwnViewWillAppear(_:)``), which does not come back to it.
/// - ``willMove(_:toParent:)`` and ``didMove(_:toParent:)`` are called by containers, the
///   engine's and the user's, through the component's own ``Component/willMove(toParent:)`` and
///   ``Component/didMove(toParent:)``: their base implementation hands the call to the receiver.
///   The receiver runs the component's own part with ``Component/performOwnWillMove(toParent:)``
///   and ``Component/performOwnDidMove(toParent:)``, which never come back to it (calling
///   `willMove(toParent:)` from the receiver's `willMove` would).
///
/// One verb passes every hook on, `performOwn…`, as a SwiftNIO handler passes an event on with
/// `context.fire…`. Every requirement has a default that runs the component's own part and
/// nothing else, so a receiver implements only the hooks it wants. The engine still emits each hook's event before
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
  /// Runs ``Component/performOwnLoadView()``.
  public func loadView(of component: Component) { component.performOwnLoadView() }
  /// Runs ``Component/performOwnViewDidLoad()``.
  public func viewDidLoad(of component: Component) { component.performOwnViewDidLoad() }
  /// Runs ``Component/performOwnWillMove(toParent:)``.
  public func willMove(_ component: Component, toParent parent: Component?) {
    component.performOwnWillMove(toParent: parent)
  }
  /// Runs ``Component/performOwnDidMove(toParent:)``.
  public func didMove(_ component: Component, toParent parent: Component?) {
    component.performOwnDidMove(toParent: parent)
  }
  /// Runs ``Component/performOwnViewWillAppear(_:)``.
  public func viewWillAppear(_ component: Component, animated: Bool) {
    component.performOwnViewWillAppear(animated)
  }
  /// Runs ``Component/performOwnViewIsAppearing(_:)``.
  public func viewIsAppearing(_ component: Component, animated: Bool) {
    component.performOwnViewIsAppearing(animated)
  }
  /// Runs ``Component/performOwnViewDidAppear(_:)``.
  public func viewDidAppear(_ component: Component, animated: Bool) {
    component.performOwnViewDidAppear(animated)
  }
  /// Runs ``Component/performOwnViewWillDisappear(_:)``.
  public func viewWillDisappear(_ component: Component, animated: Bool) {
    component.performOwnViewWillDisappear(animated)
  }
  /// Runs ``Component/performOwnViewDidDisappear(_:)``.
  public func viewDidDisappear(_ component: Component, animated: Bool) {
    component.performOwnViewDidDisappear(animated)
  }
  /// Runs ``Component/performOwnViewWillLayoutSubviews()``.
  public func viewWillLayoutSubviews(of component: Component) {
    component.performOwnViewWillLayoutSubviews()
  }
  /// Runs ``Component/performOwnViewDidLayoutSubviews()``.
  public func viewDidLayoutSubviews(of component: Component) {
    component.performOwnViewDidLayoutSubviews()
  }
  /// Runs ``Component/performOwnDidReceiveMemoryWarning()``.
  public func didReceiveMemoryWarning(of component: Component) {
    component.performOwnDidReceiveMemoryWarning()
  }
  /// Runs ``Component/performOwnWillTransition(toTraits:)``.
  public func willTransition(_ component: Component, toTraits traits: Traits) {
    component.performOwnWillTransition(toTraits: traits)
  }
  /// Runs ``Component/performOwnViewWillTransition(toSize:)``.
  public func viewWillTransition(_ component: Component, toSize size: Size) {
    component.performOwnViewWillTransition(toSize: size)
  }
  /// Runs ``Component/performOwnTraitsDidChange(from:)``.
  public func traitsDidChange(_ component: Component, from previous: Traits) {
    component.performOwnTraitsDidChange(from: previous)
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
