extension Component {
  /// The component this one's presentation context presents, if any (UIKit's
  /// `presentedViewController`). Asked of a child, it answers for the root of its tree. It agrees
  /// with the presented component's ``presentingComponent`` at all times, also for a presenter
  /// that left its window while presenting (until the dismissal that follows has run).
  public final var presentedComponent: Component? {
    root.presentationRecord?.presented
  }

  /// The component that presented this one's presentation context, if any (UIKit's
  /// `presentingViewController`). Asked of a child of a presented container, it answers for
  /// that container.
  public final var presentingComponent: Component? {
    root.presentationRecord?.presenting
  }

  /// How this component (or the root of its tree) was presented, while it is presented (UIKit's
  /// `modalPresentationStyle` of a presented controller); `nil` when it is not presented.
  public final var presentationStyle: PresentationStyle? {
    let root = self.root
    guard let record = root.presentationRecord, record.presenting != nil else { return nil }
    return record.style
  }

  /// Whether this component (or the root of its tree) is being presented: from the start of the
  /// presentation until its `did*` callbacks have run.
  public final var isBeingPresented: Bool { root.presentationRecord?.isBeingPresented ?? false }

  /// Whether this component (or the root of its tree) is being dismissed: from the start of the
  /// dismissal (or of an interactive dismiss) until it ends.
  public final var isBeingDismissed: Bool { root.presentationRecord?.isBeingDismissed ?? false }

  /// Told when this component, once presented, is dismissed (by any path) or when an interactive
  /// dismiss of it is cancelled. Weak. Set it on the component you present.
  public final var presentationDelegate: (any PresentationDelegate)? {
    get { presentationRecord?.delegate }
    set { presentationLinks.delegate = newValue }
  }

  /// Asked and told when the user swipes this component down once it is presented
  /// (``beginInteractiveDismiss()``): UIKit's `presentationController.delegate`. Weak. Set it on
  /// the component you present. A programmatic ``dismiss(animated:duration:completion:)`` does not
  /// call it.
  public final var presentationControllerDelegate: (any AdaptivePresentationDelegate)? {
    get { presentationRecord?.adaptiveDelegate }
    set { presentationLinks.adaptiveDelegate = newValue }
  }

  /// Presents `component` over this component's presentation context (contract §5).
  ///
  /// The context is the root of this component's tree (a window's root, or a presented
  /// component): presenting from a child presents from there, as UIKit does by default. The
  /// presented component's view goes into the window, above. With ``PresentationStyle/fullScreen``:
  ///
  /// ```text
  /// M.viewDidLoad, A.viewWillDisappear, M.viewWillAppear, M.viewIsAppearing,
  /// … M.viewDidAppear, A.viewDidDisappear
  /// ```
  ///
  /// where A is the context; its view leaves the window at the end. With a sheet
  /// (``PresentationStyle/automatic``, the default as on iOS 13 and later,
  /// ``PresentationStyle/pageSheet``, ``PresentationStyle/formSheet``) or
  /// ``PresentationStyle/overFullScreen``, A stays appeared and in the window and gets no
  /// callback; M gets its whole sequence. `…` is where the window's clock
  /// passes `duration` when `animated`; unanimated, everything happens before the call returns.
  /// Then `completion` runs. To nest, present from the presented component.
  ///
  /// Presentations and dismissals of a window queue behind each other and behind the transitions of
  /// the bottom of the chain (usually the window's root, for example a navigation container), and
  /// run in request order (contract §4), whichever component of the tree they are requested from:
  /// a presentation asked of a child of the root waits for a push on the root in flight. Asked
  /// from a hook of a presentation or dismissal in flight (the returning presenter's
  /// `viewWillAppear`, the dismissed component's `viewWillDisappear`), it runs once that one has
  /// ended, after its completion (see <doc:Reentrancy>). Whether the context already presents is checked when the
  /// presentation runs (a dismissal queued before it may have emptied it); the other checks also
  /// when it is requested.
  ///
  /// Refused with nothing changed: this component in no window
  /// (``Diagnostic/Code/presentOutsideWindow``), the context already presenting
  /// (``Diagnostic/Code/alreadyPresenting``), `component` in use (a parent, a window's root,
  /// presented, or this tree's root: ``Diagnostic/Code/componentInUse``). A refusal when the
  /// presentation's turn comes goes to the window's observers; either way `completion` is not
  /// called (as in UIKit), and the first two are reported to `component`'s
  /// ``presentationDelegate`` (``PresentationDelegate/presentationWasRefused(_:diagnostic:)``),
  /// so that whoever set up things for the presentation (a child flow) can release them.
  ///
  /// - Parameters:
  ///   - component: The component to present.
  ///   - animated: Whether the presentation is animated.
  ///   - style: How it covers the screen. Defaults to ``PresentationStyle/automatic`` (a sheet);
  ///     pass ``PresentationStyle/fullScreen`` for the presenter to disappear.
  ///   - duration: The animation's length on the window's clock. Defaults to 350 ms.
  ///   - completion: Run when the presentation has completed.
  /// - Returns: Whether it ran, was queued, or was refused (with the diagnostic).
  @discardableResult
  public final func present(
    _ component: Component, animated: Bool, style: PresentationStyle = .automatic,
    duration: Duration = .milliseconds(350), completion: (@MainActor () -> Void)? = nil
  ) -> OperationResult {
    if let diagnostic = checkPresent(component, requested: true) {
      component.presentationWasRefused(diagnostic)
      return .refused(diagnostic)
    }
    var immediate: Diagnostic?
    var started = false
    presentationQueueOwner.enqueueTransition { [weak self, weak requestedIn = context] complete in
      started = true
      guard let self else { return complete() }
      if let diagnostic = self.checkPresent(component) {
        immediate = diagnostic
        // A presenter that left its window meanwhile has no observers: the window it was asked
        // in hears of the refusal.
        if self.context == nil, let requestedIn { requestedIn.deliver(diagnostic, about: self) }
        component.presentationWasRefused(diagnostic)
        return complete()
      }
      self.runPresentation(
        of: component, style: style, duration: animated ? duration : .zero
      ) {
        completion?()
        complete()
      }
    }
    return OperationResult(started: started, refusal: immediate)
  }

  /// Dismisses what this component's context presents or, when it presents nothing, the context
  /// itself if it was presented: callable from the presenting or the presented component
  /// (contract §5). Components presented above the dismissed one leave with it (reported as
  /// ``LeaveReason/presenterDismissed``). With M presented full screen over A:
  ///
  /// ```text
  /// M.viewWillDisappear, A.viewWillAppear, A.viewIsAppearing, … A.viewDidAppear,
  /// M.viewDidDisappear
  /// ```
  ///
  /// Over full screen and for a sheet A gets no callback. The presented component's
  /// ``presentationControllerDelegate`` is not called (as in UIKit). At the end M's view leaves
  /// the window, M is no longer
  /// presented (released unless user code holds it), its ``presentationDelegate`` is told
  /// ``LeaveReason/dismiss``, then `completion` runs. Queued like
  /// ``present(_:animated:style:duration:completion:)``: asked from the presented component's
  /// `viewWillAppear` or `viewDidAppear`, it runs once the presentation has completed, after its
  /// completion; asked from that completion, right after it (see <doc:Reentrancy>).
  ///
  /// Refused when nothing is presented (``Diagnostic/Code/nothingToDismiss``), checked when the
  /// dismissal runs (a presentation queued before it may present something).
  ///
  /// - Parameters:
  ///   - animated: Whether the dismissal is animated.
  ///   - duration: The animation's length on the window's clock. Defaults to 350 ms.
  ///   - completion: Run when the dismissal has completed.
  /// - Returns: Whether it ran, was queued, or was refused (with the diagnostic).
  @discardableResult
  public final func dismiss(
    animated: Bool, duration: Duration = .milliseconds(350),
    completion: (@MainActor () -> Void)? = nil
  ) -> OperationResult {
    if presentationContext == nil, let diagnostic = checkDismiss() { return .refused(diagnostic) }
    var immediate: Diagnostic?
    var started = false
    presentationQueueOwner.enqueueTransition { [weak self] complete in
      started = true
      guard let self else { return complete() }
      if let diagnostic = self.checkDismiss() {
        immediate = diagnostic
        return complete()
      }
      guard let dismissal = self.makeDismissal(animated: animated) else { return complete() }
      dismissal.start()
      let end: @MainActor () -> Void = {
        dismissal.finish(reason: .dismiss)
        completion?()
        complete()
      }
      if animated && duration > .zero, self.context != nil {
        self.schedule(after: duration, end)
      } else {
        end()
      }
    }
    return OperationResult(started: started, refusal: immediate)
  }

  // MARK: Engine

  /// Tells this component's presentation delegate that its presentation was refused, unless the
  /// refusal is about this component being in use (it may be presented or contained elsewhere).
  func presentationWasRefused(_ diagnostic: Diagnostic) {
    guard diagnostic.code != .componentInUse else { return }
    presentationRecord?.delegate?.presentationWasRefused(self, diagnostic: diagnostic)
  }

  /// This component stopped being its window's root while presenting: once the operations queued
  /// on its presentation chain have run, what it presents is dismissed, unanimated, and reported
  /// as ``LeaveReason/presenterReplaced`` (unless it is back in that window meanwhile).
  func dismissPresentedAfterLeavingWindow() {
    guard presentationRecord?.presented != nil || isTransitionInFlight else { return }
    enqueueTransition { complete in
      guard let presented = self.presentationRecord?.presented,
        presented.hostWindow !== self.hostWindow
      else { return complete() }
      let dismissal = Dismissal(target: presented, presenter: self, animated: false)
      dismissal.start()
      dismissal.finish(reason: .presenterReplaced)
      complete()
    }
  }

  /// The checks of a presentation; when `requested` (not yet run), only those that a queued
  /// operation cannot change.
  func checkPresent(_ component: Component, requested: Bool = false) -> Diagnostic? {
    guard let context = presentationContext else {
      return report(.presentOutsideWindow, "present(\(component.pathSegment)) outside any window")
    }
    if let use = component.use(elsewhereThan: nil)
      ?? (component === context ? .ancestor(of: context) : nil)
    {
      return report(.componentInUse, use.describe(component), involving: component)
    }
    if !requested, let presented = context.presentationRecord?.presented {
      return report(
        .alreadyPresenting,
        "\(context.pathSegment) already presents \(presented.pathSegment); present from it to nest")
    }
    return nil
  }

  func checkDismiss() -> Diagnostic? {
    guard let context = presentationContext,
      context.presentationRecord?.presented != nil
        || context.presentationRecord?.presenting != nil
    else {
      return report(.nothingToDismiss, "dismiss with nothing presented")
    }
    return nil
  }

  /// The dismissal asked of this component: what its context presents, or the context itself.
  func makeDismissal(animated: Bool) -> Dismissal? {
    guard let context = presentationContext, let record = context.presentationRecord else {
      return nil
    }
    if let presented = record.presented {
      return Dismissal(target: presented, presenter: context, animated: animated)
    }
    if let presenter = record.presenting {
      return Dismissal(target: context, presenter: presenter, animated: animated)
    }
    return nil
  }

  private func runPresentation(
    of component: Component, style: PresentationStyle, duration: Duration,
    done: @escaping @MainActor () -> Void
  ) {
    guard let context = presentationContext, let window = context.hostWindow else { return done() }
    let record = component.presentationLinks
    context.presentationLinks.presented = component
    record.presenting = context
    record.style = style
    record.isBeingPresented = true
    component.hostWindow = window
    component.enterContext(window.context)
    let animated = duration > .zero
    let covers = style == .fullScreen && context.loadedView?.superview === window
    // The presented component appears over the presenter, which disappears (and leaves the window)
    // only when covered full screen; the presented one's `viewDidAppear` comes first.
    let swap = ChildSwap(
      in: context, from: context, to: component, stage: window, animated: animated,
      style: ChildSwap.Style(endsAppearingFirst: true, removesFromView: covers),
      checksChildren: false, drivesAppearance: covers)
    swap.begin()
    let finish: @MainActor () -> Void = { [weak component] in
      swap.finish()
      component?.presentationRecord?.isBeingPresented = false
      done()
    }
    if animated {
      schedule(after: duration, finish)
    } else {
      finish()
    }
  }
}
