extension Window {
  /// The window's clock: the time elapsed through ``advance(by:)`` and ``runUntilIdle()``.
  public var now: Duration { context.clock.now }

  /// Whether animated work is scheduled on the clock (an animation that has not reached its end).
  public var hasScheduledWork: Bool { context.clock.hasScheduledWork }

  /// Schedules `action` on the window's clock, `delay` after ``now``: it runs when
  /// ``advance(by:)`` or ``runUntilIdle()`` reaches that time, after what was scheduled for the
  /// same time before it. What a timer or a delayed call of ComposeUIKit runs on (UIKit's run
  /// loop timers). A negative delay counts as zero.
  ///
  /// - Parameters:
  ///   - delay: How long after ``now`` to run `action`.
  ///   - action: What to run.
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
    context.clock.schedule(after: max(delay, .zero), action)
  }

  /// Moves the clock forward by `duration`, running every action whose deadline is reached, in
  /// deadline order (contract §4). An animated operation's `did*` callbacks fire here. The views
  /// that need layout are laid out after each action and before it returns (even for a zero
  /// duration).
  ///
  /// A negative duration is rejected as ``Diagnostic/Code/negativeClockAdvance``, one that would
  /// take the clock past its capacity as ``Diagnostic/Code/clockOverflow``; the clock does
  /// not move. Like ``runUntilIdle()``, it stops after a million actions with
  /// ``Diagnostic/Code/clockDidNotSettle``. When it returns, an attached ``LifecycleAuditor``
  /// takes a checkpoint (``LifecycleAuditor/checkpoint()``).
  ///
  /// Called from a hook, it runs now, nested: from a hook run by the clock (a `viewDidAppear` at
  /// the end of an animation) it runs what is due by its own target, then the outer advance goes
  /// on with what is due by its own; the clock never moves back (see <doc:Reentrancy>).
  ///
  /// - Parameter duration: How far to move the clock.
  /// - Returns: `nil`, or the diagnostic of a rejected misuse.
  @discardableResult
  public func advance(by duration: Duration) -> Diagnostic? {
    guard duration >= .zero else {
      return report(.negativeClockAdvance, "advance(by: \(duration)) would move the clock back")
    }
    guard duration <= Clock.limit - now else {
      return report(.clockOverflow, "advance(by: \(duration)) would overflow the clock")
    }
    let operation = InvariantOperation(context)
    defer { operation.end(rootComponent, views: self) }
    let target = now + duration
    var budget = context.clockActionBudget
    while let deadline = context.clock.nextDeadline, deadline <= target {
      guard budget > 0 else { return unsettled() }
      budget -= 1
      context.clock.runNext()
      context.endLayoutTurn()
    }
    context.clock.move(to: target)
    context.endLayoutTurn()
    context.clockDidRun()
    return nil
  }

  /// Runs every scheduled action, moving the clock to each deadline in turn, until nothing is
  /// scheduled: every animation in flight, and every operation queued behind one, completes.
  /// The views that need layout are laid out after each action and before it returns.
  ///
  /// Work that keeps scheduling more work stops after a million actions with
  /// ``Diagnostic/Code/clockDidNotSettle`` instead of hanging. When it returns, an attached
  /// ``LifecycleAuditor`` takes a checkpoint (``LifecycleAuditor/checkpoint()``).
  ///
  /// - Returns: `nil`, or the diagnostic when the clock did not settle.
  @discardableResult
  public func runUntilIdle() -> Diagnostic? {
    let operation = InvariantOperation(context)
    defer { operation.end(rootComponent, views: self) }
    var budget = context.clockActionBudget
    while context.clock.hasScheduledWork {
      guard budget > 0 else { return unsettled() }
      budget -= 1
      context.clock.runNext()
      context.endLayoutTurn()
    }
    context.endLayoutTurn()
    context.clockDidRun()
    return nil
  }

  /// How many actions ``advance(by:)`` and ``runUntilIdle()`` run before they stop with
  /// ``Diagnostic/Code/clockDidNotSettle``: a million (the documented figure). Nothing but the
  /// tests changes it, to show the stop at a size that runs in milliseconds.
  package var clockActionBudget: Int {
    get { context.clockActionBudget }
    set { context.clockActionBudget = max(newValue, 1) }
  }

  private func unsettled() -> Diagnostic {
    report(
      .clockDidNotSettle,
      "scheduled work kept scheduling more work; stopped after \(context.clockActionBudget)")
  }
}
