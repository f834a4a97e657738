/// Traces that several reentrancy tests expect, each written out once. Every line is the exact
/// line recorded; only the names and the `animated` argument vary.
enum ExpectedTrace {
  /// `pushed` (new) pushed over `top` onto `nav`, as ``NavigationHarness/traces()`` reads it, up
  /// to `pushed.viewIsAppearing`: where an animated push waits for its animation.
  static func pushStart(_ pushed: String, over top: String, animated: Bool) -> [String] {
    [
      "\(pushed).willMove(toParent: nav)",
      "\(pushed).viewDidLoad",
      "\(top).viewWillDisappear(\(animated))",
      "\(pushed).viewWillAppear(\(animated))",
      "\(pushed).viewIsAppearing(\(animated))",
    ]
  }

  /// The rest of that push, once its animation (if any) has ended.
  static func pushEnd(_ pushed: String, over top: String, animated: Bool) -> [String] {
    [
      "\(top).viewDidDisappear(\(animated))",
      "\(pushed).viewDidAppear(\(animated))",
      "\(pushed).didMove(toParent: nav)",
    ]
  }

  /// `pushed` (new) pushed over `top` onto `nav`, start to end.
  static func push(_ pushed: String, over top: String, animated: Bool) -> [String] {
    pushStart(pushed, over: top, animated: animated)
      + pushEnd(pushed, over: top, animated: animated)
  }

  /// `presented` (new) presented by `nav` (showing `a`), as a ``TraceLog`` records it.
  static func presentation(_ presented: String, animated: Bool) -> [String] {
    [
      "\(presented).loadView",
      "\(presented).viewDidLoad",
      "nav.viewWillDisappear(\(animated))",
      "a.viewWillDisappear(\(animated))",
      "\(presented).viewAdded(to: nil)",
      "\(presented).viewWillAppear(\(animated))",
      "\(presented).viewIsAppearing(\(animated))",
      "\(presented).viewDidAppear(\(animated))",
      "nav.viewRemoved(from: nil)",
      "nav.viewDidDisappear(\(animated))",
      "a.viewDidDisappear(\(animated))",
    ]
  }

  /// `presented` dismissed, `nav` (showing `a`) appearing again, as a ``TraceLog`` records it.
  static func dismissal(_ presented: String, animated: Bool) -> [String] {
    [
      "\(presented).viewWillDisappear(\(animated))",
      "nav.viewAdded(to: nil)",
      "nav.viewWillAppear(\(animated))",
      "nav.viewIsAppearing(\(animated))",
      "a.viewWillAppear(\(animated))",
      "a.viewIsAppearing(\(animated))",
      "nav.viewDidAppear(\(animated))",
      "a.viewDidAppear(\(animated))",
      "\(presented).viewRemoved(from: nil)",
      "\(presented).viewDidDisappear(\(animated))",
    ]
  }

  /// The window's new root `name` (never loaded) appearing without animation.
  static func newRootAppearing(_ name: String) -> [String] {
    [
      "\(name).viewDidLoad",
      "\(name).viewWillAppear(false)",
      "\(name).viewIsAppearing(false)",
      "\(name).viewDidAppear(false)",
    ]
  }

}
