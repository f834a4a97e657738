/// The five appearance hooks: the one a legal move of the state machine invokes
/// (``AppearanceState``'s `moving(on:)` gives the four `will`/`did` ones), and the one the engine
/// is dispatching, to tell a direct call of another from inside it. The hooks with their
/// arguments, as a component's hook receiver gets them, are `ReceivedHook`; as observers see
/// them, ``LifecycleEvent/Kind``.
package enum AppearanceHook {
  case viewWillAppear
  case viewIsAppearing
  case viewDidAppear
  case viewWillDisappear
  case viewDidDisappear
}
