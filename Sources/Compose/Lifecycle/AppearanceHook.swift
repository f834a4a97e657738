/// The five appearance hooks: the one a legal move of the state machine invokes
/// (``AppearanceState``'s `moving(on:)` gives the four `will`/`did` ones), and the one the engine
/// is dispatching, to tell a direct call of another from inside it. One byte without arguments,
/// as the state machine needs it; observers see the same hooks with their arguments as
/// ``LifecycleEvent/Kind``, and a ``ComponentHookReceiver`` gets each as its own method.
package enum AppearanceHook {
  case viewWillAppear
  case viewIsAppearing
  case viewDidAppear
  case viewWillDisappear
  case viewDidDisappear
}
