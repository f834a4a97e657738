extension LifecycleAuditor {
  /// Reports the containment steps the ended operation left incomplete, and forgets the marks
  /// that only hold within one operation.
  func settlePendingSteps(idle: Bool) {
    for record in records.values {
      guard let component = record.component else { continue }
      if record.awaitsDidMove {
        // A component whose tree left the window is no longer observed: its `didMove` may have
        // come unseen (a push that started as its container was being dismissed).
        if let parent = component.parent, component.window === window {
          // An animated push completes with didMove: wait for the transition to end.
          guard idle, !parent.isTransitionInFlight else { continue }
          // A navigation container's top that entered before its view loaded gets didMove after
          // its first viewDidAppear (contract §5): still awaited, not missing.
          if (parent as? NavigationContainer)?.topAwaitingAppearance === component { continue }
          add(
            finding(
              .missingDidMove, on: component,
              "addChild(_:) with no didMove(toParent: \(parent.pathSegment)) by the end of the "
                + "operation; place the view, then call didMove (or use embed(_:in:))"))
        }
        record.awaitsDidMove = false
      }
      record.movedBeforePlacement = false
      record.viewRemovedWhileContained = false
      // Outside the window its events are not seen (a manual container can still drive it):
      // learn its appearance again from its next callback.
      if component.window !== window {
        record.appearance = nil
        record.hostCell = nil
      }
    }
  }

  /// Cells the events say are displayed but that their list dropped or pooled. A cell whose list
  /// is outside the window is forgotten: what it goes through there is not observed.
  func settleCells() {
    for (key, record) in cells {
      if let list = record.list, list.window !== window {
        cells[key] = nil
        continue
      }
      guard let row = record.displayedAt else {
        if record.cell == nil { cells[key] = nil }
        continue
      }
      if let cell = record.cell {
        if !cell.isDisplayed || cell.isPooled {
          record.displayedAt = nil
          add(
            cellFinding(
              .cellDisplayUnpaired, record,
              "willDisplay at \(row) without didEndDisplaying, but the cell is no longer displayed")
          )
        } else if let list = record.list, cell.superview !== list, !record.reportedDetached {
          record.reportedDetached = true
          add(
            cellFinding(
              .cellDisplayUnpaired, record,
              "left its list while displayed at \(row), without didEndDisplaying; only the list "
                + "removes its cells"))
        }
      } else {
        if record.list != nil {
          add(
            cellFinding(
              .cellDisplayUnpaired, record,
              "released by its list while displayed at \(row), without didEndDisplaying"))
        }
        cells[key] = nil
      }
    }
  }

  func settleExpectations() {
    for expectation in expectations {
      guard expectation.object != nil else { continue }
      if let component = expectation.component {
        add(
          finding(
            .notReleased, on: component,
            "still alive at an idle checkpoint; expected released (was \(expectation.label))"))
      } else {
        add(
          AuditFinding(
            kind: .notReleased, path: expectation.label, component: nil,
            message: "\(expectation.label) is still alive at an idle checkpoint", events: []))
      }
    }
    expectations.removeAll()
  }

  // MARK: Scan

  /// Looks at the window's components and views for lasting conditions. Each is reported once,
  /// and again only after it cleared.
  func scan(_ window: Window, idle: Bool) {
    var conditions: Set<ConditionKey> = []
    func condition(_ kind: AuditFinding.Kind, _ object: AnyObject, _ make: () -> AuditFinding) {
      let key = ConditionKey(kind: kind, object: ObjectIdentifier(object))
      conditions.insert(key)
      if !reportedConditions.contains(key) { add(make()) }
    }
    var stack: [Component] = window.subviews.compactMap { view in
      view.owner.flatMap { $0.hostWindow === window ? $0 : nil }
    }
    if let root = window.rootComponent, !stack.contains(where: { $0 === root }) {
      stack.append(root)
    }
    while let component = stack.popLast() {
      stack.append(contentsOf: component.children)
      scanAppearance(of: component, idle: idle, condition)
      // Not while the operation is still on the call stack (it runs synchronously, or a clock
      // action that will complete it is running): only a transition nothing can end is reported.
      if idle, window.context.clock.runningActions == 0,
        let queue = component.transitionQueue, queue.isInFlight, !queue.isDraining,
        !Self.isInteracting(queue.interaction),
        !queue.waitsOnAnotherClock(than: window.context.clock)
      {
        condition(.transitionNeverCompleted, component) {
          finding(
            .transitionNeverCompleted, on: component,
            "a transition of this container started and never called its completion, and "
              + "nothing is scheduled on the clock: the operations queued behind it wait forever; "
              + "call the completion enqueueTransition passes when the transition ends")
        }
      }
    }
    var views: [View] = [window]
    while let view = views.popLast() {
      views.append(contentsOf: view.subviews)
      // At rest only: a transition in flight may still hold the view of a component that left
      // (it removes that view when it ends).
      if idle, let owner = view.owner, owner.hostWindow == nil,
        let enclosing = view.enclosingComponent, owner.parent !== enclosing
      {
        condition(.orphanView, view) {
          let parent = owner.parent.map { "its parent is \($0.pathSegment)" } ?? "it has no parent"
          return finding(
            .orphanView, on: owner,
            "the view is inside \(enclosing.pathSegment)'s view, but \(parent) (placed without "
              + "addChild(_:), or left behind by removeFromParent())")
        }
      }
      if let list = view as? ListView { scanCells(of: list, condition) }
    }
    reportedConditions = conditions
  }

  /// Whether `interaction` is a gesture still following the finger (its end is the user's).
  private static func isInteracting(_ interaction: AnyObject?) -> Bool {
    if let pop = interaction as? InteractiveTransition { return pop.state == .interacting }
    if let dismissal = interaction as? InteractiveDismissal {
      return dismissal.state == .interacting
    }
    return false
  }

  private func scanAppearance(
    of component: Component, idle: Bool,
    _ condition: (AuditFinding.Kind, AnyObject, () -> AuditFinding) -> Void
  ) {
    let state = component.appearanceState
    // A child still disappearing under a disappeared parent is finishing (an animated transition
    // under a window just hidden); one appearing is a finding once nothing is in flight.
    if let parent = component.parent, parent.appearanceState == .disappeared,
      state == .appeared || (state == .appearing && idle)
    {
      condition(.appearedUnderDisappearedParent, component) {
        finding(
          .appearedUnderDisappearedParent, on: component,
          "\(state) while the parent \(parent.pathSegment) is disappeared")
      }
    }
    // Transitions that Compose's containers own (an interaction in progress) are theirs to end.
    // A manual container ends its children's transitions in its own `did*`: while it is itself
    // half-way (under an interaction in progress), so are they; it is checked itself.
    guard idle, state.isTransitioning, let batch = component.appearanceBatch,
      batch.kind != .transition, component.parent?.appearanceBatch !== batch,
      batch.kind != .manual || component.parent?.appearanceState.isTransitioning != true
    else { return }
    condition(.appearanceImbalance, component) {
      let begun = state == .appearing ? "viewWillAppear" : "viewWillDisappear"
      let missing = state == .appearing ? "viewDidAppear" : "viewDidDisappear"
      return finding(
        .appearanceImbalance, on: component,
        "\(begun) without \(missing) at the end of the operation"
          + (batch.kind == .manual ? "; call endAppearanceTransition()" : ""))
    }
  }

  private func scanCells(
    of list: ListView, _ condition: (AuditFinding.Kind, AnyObject, () -> AuditFinding) -> Void
  ) {
    let owner = list.enclosingComponent
    let path = (owner?.treePath).map { "\($0)/\(list.label)" } ?? list.label
    func cellFinding(_ kind: AuditFinding.Kind, _ message: String) -> AuditFinding {
      AuditFinding(
        kind: kind, path: path, component: owner?.reference, message: message, events: [])
    }
    for pool in list.reusePools.values {
      for cell in pool {
        if cell.isDisplayed {
          condition(.cellPooledWhileDisplayed, cell) {
            cellFinding(.cellPooledWhileDisplayed, "\(cell.reference) is pooled and displayed")
          }
        } else if let hosted = cell.firstLevelComponents.first {
          condition(.cellPooledWhileDisplayed, cell) {
            cellFinding(
              .cellPooledWhileDisplayed,
              "\(cell.reference) is in the reuse pool with the view of \(hosted.treePath) still in "
                + "it; un-embed the component in didEndDisplaying")
          }
        }
      }
    }
    for cell in list.visibleCells {
      guard let hostingCell = cell as? HostingCell, let hosted = hostingCell.hostedComponent,
        let hostedView = hosted.viewIfLoaded, let other = hostedView.enclosingCell,
        other !== hostingCell
      else { continue }
      condition(.cellHostedTwice, hostingCell) {
        cellFinding(
          .cellHostedTwice,
          "\(hostingCell.reference) hosts \(hosted.treePath), whose view is in \(other.reference)")
      }
    }
  }
}
