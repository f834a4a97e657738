import Compose

extension UIPageViewController {
  /// Runs one page turn of ``setViewControllers(_:direction:animated:completion:)`` when its turn
  /// on the transition queue comes, and calls `done` when it ends (with `false` when refused).
  ///
  /// Containment around the swap as in contract §1: the leaving pages' `willMove(toParent: nil)`,
  /// the entering pages' `addChild` (`willMove(toParent:)`), the swaps begun (will* halves, in the
  /// order of ``pageTurnStyle``), then at the end the swaps finished (did* halves), the leaving
  /// pages' `removeFromParent()` (`didMove(toParent: nil)`) and the entering pages'
  /// `didMove(toParent:)`.
  func turnPages(
    to requested: [UIViewController], animated: Bool, done: @escaping @MainActor (Bool) -> Void
  ) {
    let container = pages
    let new = requested.map(\.component)
    guard !refuses(new) else { return done(false) }
    let old = container.pages
    let leaving = old.filter { page in !new.contains { $0 === page } }
    let entering = new.filter { page in !old.contains { $0 === page } }
    container.pages = new
    guard !leaving.isEmpty || !entering.isEmpty else { return done(true) }

    for page in leaving where page.parent === container { page.willMove(toParent: nil) }
    for page in entering where page.parent !== container { container.addChild(page) }

    var swaps: [ChildSwap] = []
    let animatedNow = animated && container.attachedWindow != nil
    if let stage = container.viewIfLoaded {
      for (index, page) in entering.enumerated() where page.parent === container {
        // A view is in one superview at a time: entering the stage takes it from where it was.
        if let view = page.viewIfLoaded, view.superview != nil { view.removeFromSuperview() }
        let from = index < leaving.count ? leaving[index] : nil
        let staged = from.flatMap {
          $0.parent === container && $0.viewIfLoaded?.superview === stage ? $0 : nil
        }
        let swap = ChildSwap(
          in: container, from: staged, to: page, stage: stage, animated: animatedNow,
          style: pageTurnStyle)
        if swap.begin() == nil { swaps.append(swap) }
      }
    }

    let finish: @MainActor () -> Void = { [weak container] in
      for swap in swaps { swap.finish() }
      guard let container else { return done(true) }
      for page in leaving where page.parent === container {
        // A page no swap took out (more pages left than entered) leaves the stage now.
        if let view = page.viewIfLoaded, let stage = container.viewIfLoaded,
          view.superview === stage
        {
          view.removeFromSuperview()
        }
        page.removeFromParent()
      }
      for page in entering where page.parent === container { page.didMove(toParent: container) }
      done(true)
    }
    if animatedNow && !swaps.isEmpty {
      container.schedule(after: Self.pageTurnDuration, finish)
    } else {
      finish()
    }
  }

  /// The order of a page turn's callbacks, as UIKit prints them (contract §5), with A the page
  /// shown and B the page turned to: the new page is told first at the start in both styles;
  /// at the end the scroll style ends B's appearance first, the page curl A's disappearance.
  ///
  /// ```text
  /// scroll:     B.viewWillAppear, A.viewWillDisappear, … B.viewDidAppear, A.viewDidDisappear
  ///   cancel:   … A.viewWillAppear, A.viewDidAppear, B.viewWillDisappear, B.viewDidDisappear
  /// page curl:  B.viewWillAppear, A.viewWillDisappear, … A.viewDidDisappear, B.viewDidAppear
  ///   cancel:   … B.viewWillDisappear, A.viewWillAppear, B.viewDidDisappear, A.viewDidAppear
  /// ```
  var pageTurnStyle: ChildSwap.Style {
    switch transitionStyle {
    case .scroll:
      ChildSwap.Style(appearsFirst: true, endsAppearingFirst: true, cancelOrder: .fromReturnsFirst)
    case .pageCurl:
      ChildSwap.Style(appearsFirst: true, endsAppearingFirst: false, cancelOrder: .toTurnsBackFirst)
    }
  }

  /// Whether `new` cannot be the pages shown; the reason is reported on the page view controller.
  private func refuses(_ new: [Component]) -> Bool {
    let container = pages
    guard new.count == requiredPageCount else {
      container.report(
        .pageCountMismatch,
        "setViewControllers(_:direction:animated:completion:) with \(new.count) view "
          + "controller(s); this page view controller shows \(requiredPageCount) at a time")
      return true
    }
    for (index, page) in new.enumerated() {
      if new[..<index].contains(where: { $0 === page }) {
        container.report(
          .duplicateComponent, "\(page.traceName) is named twice in the pages", involving: page)
        return true
      }
      if let use = page.use(elsewhereThan: container) {
        container.report(.componentInUse, use.describe(page), involving: page)
        return true
      }
    }
    return false
  }
}
