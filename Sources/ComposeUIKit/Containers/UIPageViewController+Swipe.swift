import Compose

extension UIPageViewController {
  /// Starts a swipe to the next (`.forward`) or previous (`.reverse`) page, as the user's gesture
  /// does; UIKit has no counterpart (it has no headless gesture). Update the returned interaction
  /// with the gesture's progress, then finish it (the page turns) or cancel it (the page stays).
  ///
  /// The ``dataSource`` is asked for the page after (or before) the current one; `nil` (the end of
  /// the pages) starts nothing and calls nothing else. Otherwise, with A the page shown and B the
  /// data source's page, and the page view controller appeared, in the scroll style:
  ///
  /// ```text
  /// begin:   delegate willTransitionTo [B], B.willMove(toParent: pager), B.viewDidLoad,
  ///          B.viewWillAppear, A.viewWillDisappear, B.viewIsAppearing
  /// finish:  B.viewDidAppear, A.viewDidDisappear, A.willMove(toParent: nil),
  ///          A.didMove(toParent: nil), B.didMove(toParent: pager),
  ///          delegate didFinishAnimating(true, previousViewControllers: [A],
  ///          transitionCompleted: true)
  /// cancel:  A.viewWillAppear, A.viewIsAppearing, … A.viewDidAppear, B.viewWillDisappear,
  ///          B.viewDidDisappear, B.didMove(toParent: pager), B.willMove(toParent: nil),
  ///          B.didMove(toParent: nil),
  ///          delegate didFinishAnimating(true, previousViewControllers: [A],
  ///          transitionCompleted: false)
  /// ```
  ///
  /// In the page-curl style the finish ends A's disappearance first (`A.viewDidDisappear`,
  /// `B.viewDidAppear`), and a cancel goes `B.viewWillDisappear`, `A.viewWillAppear`,
  /// `A.viewIsAppearing`, … `B.viewDidDisappear`, `A.viewDidAppear` (contract §5, as UIKit prints
  /// them). The callbacks are animated. A's containment waits until the gesture commits, so a cancelled
  /// swipe leaves A exactly as it was; B, added at the start, is removed again, its
  /// `willMove(toParent: pager)` answered first so that every containment call is paired (and
  /// `isMovingToParent` is `false` again). Until the swipe
  /// ends it is the page view controller's transition in flight: a
  /// ``setViewControllers(_:direction:animated:completion:)`` requested meanwhile runs after it.
  ///
  /// Returns `nil` with nothing changed when no swipe can start: no data source, no page or a
  /// two-page spread shown, the page's view not in the page view controller's view, the data
  /// source's answer `nil`, the page shown or in use elsewhere (reported as
  /// `Diagnostic.Code.componentInUse`), or another transition in flight (reported as
  /// `transitionInFlight`).
  ///
  /// - Parameter direction: `.forward` for the page after, `.reverse` for the page before.
  /// - Returns: The swipe to update, finish or cancel, or `nil`.
  public func composeBeginSwipe(_ direction: NavigationDirection) -> InteractiveTransition? {
    let container = pages
    guard let dataSource, container.pages.count == 1, let current = container.pages.first,
      let shown = UIViewController.facade(of: current), let stage = container.viewIfLoaded,
      current.viewIfLoaded?.superview === stage
    else { return nil }
    guard !container.isTransitionInFlight else {
      container.report(.transitionInFlight, "a swipe cannot start while a page turn is in flight")
      return nil
    }
    let answer =
      switch direction {
      case .forward: dataSource.pageViewController(self, viewControllerAfter: shown)
      case .reverse: dataSource.pageViewController(self, viewControllerBefore: shown)
      }
    guard let next = answer, next !== shown, container.pages.first === current else { return nil }
    let page = next.component
    if let use = page.use(elsewhereThan: container) {
      container.report(.componentInUse, use.describe(page), involving: page)
      return nil
    }
    delegate?.pageViewController(self, willTransitionTo: [next])
    if page.parent !== container { container.addChild(page) }
    guard page.parent === container else { return nil }
    if let view = page.viewIfLoaded, view.superview != nil { view.removeFromSuperview() }
    let swipe = container.beginInteractiveTransition(from: current, to: page, style: pageTurnStyle)
    {
      [weak self, weak shown, weak next] completed in
      self?.swipeEnded(from: shown, to: next, completed: completed)
    }
    if swipe == nil, page.parent === container {
      // Refused (reported by the engine): B leaves again.
      page.leave(container)
    }
    return swipe
  }

  /// A whole swipe: ``composeBeginSwipe(_:)``, then the gesture lifts and the page turns, its
  /// did* callbacks and the delegate's `didFinishAnimating` coming when the window's clock passes
  /// 350 ms (the rest of the animation). UIKit has no counterpart.
  ///
  /// - Parameter direction: `.forward` for the page after, `.reverse` for the page before.
  /// - Returns: Whether a swipe started.
  @discardableResult
  public func composeSwipe(_ direction: NavigationDirection) -> Bool {
    guard let swipe = composeBeginSwipe(direction) else { return false }
    swipe.finish(after: Self.pageTurnDuration)
    return true
  }

  /// The end of a swipe from `shown` to `next`: on completion `shown` leaves and `next` is the
  /// page; on cancellation `next` leaves. Then the delegate hears of it.
  private func swipeEnded(
    from shown: UIViewController?, to next: UIViewController?, completed: Bool
  ) {
    let container = pages
    let previous = shown.map { [$0] } ?? []
    if completed {
      if let next, next.component.parent === container {
        container.pages = [next.component]
      }
      if let shown, shown.component.parent === container {
        shown.component.willMove(toParent: nil)
        shown.component.removeFromParent()
      }
      if let next, next.component.parent === container {
        next.component.didMove(toParent: container)
      }
    } else if let next, next.component.parent === container {
      next.component.leave(container)
    }
    delegate?.pageViewController(
      self, didFinishAnimating: true, previousViewControllers: previous,
      transitionCompleted: completed)
  }
}

extension Component {
  /// Leaves `container`, which added it without placing it for good (a cancelled or refused
  /// swipe's pending page): its `willMove(toParent: container)` is answered with
  /// `didMove(toParent: container)`, then it is removed (`willMove(toParent: nil)`,
  /// `removeFromParent()`), so that its containment calls come in pairs.
  fileprivate func leave(_ container: Component) {
    if isMovingToParent { didMove(toParent: container) }
    guard parent === container else { return }
    willMove(toParent: nil)
    removeFromParent()
  }
}
