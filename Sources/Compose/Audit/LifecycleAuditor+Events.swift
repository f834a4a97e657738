extension LifecycleAuditor {
  /// An event of `component` (or, with `cell`, of a cell of a list inside its view).
  func record(_ event: LifecycleEvent, of component: Component, cell: ListCell?) {
    if let cell { return recordCell(event, cell, in: component) }
    let record = record(for: component)
    record.append(event, keeping: recentEventCount)
    switch event.kind {
    case .willMove(let parent):
      if parent != nil {
        record.awaitsDidMove = true
      } else {
        if record.viewRemovedWhileContained {
          add(
            finding(
              .viewRemovedBeforeWillMove, on: component,
              "the view left its parent's view before willMove(toParent: nil); call willMove "
                + "first, then remove the view, then removeFromParent()"))
        }
        record.viewRemovedWhileContained = false
        record.movedBeforePlacement = false
        record.hostCell = nil
      }
    case .didMove(let parent):
      record.awaitsDidMove = false
      if parent != nil {
        didMove(component, record)
      } else {
        // `addChild(_:)` on a new parent removes the child from the old one first, without
        // `willMove(toParent: nil)` (contract §1.1): not a mistake.
        if !component.isMovingFromParent, !component.isLeavingForNewParent {
          reportRemovalWithoutWillMove(component)
        }
        record.movedBeforePlacement = false
        record.viewRemovedWhileContained = false
        record.hostCell = nil
      }
    case .viewAdded:
      viewAdded(component, record)
    case .viewRemoved:
      if let parent = component.parent, !component.isMovingFromParent,
        !placesChildViewsOnDemand(parent)
      {
        record.viewRemovedWhileContained = true
      }
    case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
      .viewDidDisappear:
      checkAppearance(event.kind, of: component, record)
    default:
      break
    }
  }

  /// A diagnostic about a misuse that is also an ordering mistake becomes a finding.
  func record(_ diagnostic: Diagnostic, about component: Component?) {
    let kind: AuditFinding.Kind
    switch diagnostic.code {
    case .directAppearanceCall: kind = .directAppearanceCall
    case .appearanceDrivenAutomatically: kind = .mixedAppearanceForwarding
    case .redundantAppearanceTransition, .endWithoutBegin: kind = .appearanceImbalance
    case .cellAlreadyInUse: kind = .cellPooledWhileDisplayed
    default: return
    }
    var finding = AuditFinding(
      kind: kind, path: diagnostic.path, component: nil, message: diagnostic.message, events: [])
    if let component {
      finding.component = component.reference
      if let record = records[ObjectIdentifier(component)], record.component === component {
        finding.events = record.events
      }
    }
    add(finding)
  }

  func reportRemovalWithoutWillMove(_ component: Component) {
    add(
      finding(
        .missingWillMoveToNil, on: component,
        "removeFromParent() without willMove(toParent: nil) first; call willMove(toParent: nil), "
          + "remove the view, then removeFromParent() (or unembed())"))
  }

  // MARK: Containment

  private func didMove(_ component: Component, _ record: AuditRecord) {
    guard let parent = component.parent, !placesChildViewsOnDemand(parent) else { return }
    if let view = component.viewIfLoaded, view.superview != nil,
      view.enclosingComponent === parent
    {
      return
    }
    record.movedBeforePlacement = true
  }

  private func viewAdded(_ component: Component, _ record: AuditRecord) {
    record.viewRemovedWhileContained = false
    guard let view = component.viewIfLoaded else { return }
    let enclosing = view.enclosingComponent
    if record.movedBeforePlacement, let parent = component.parent, enclosing === parent {
      record.movedBeforePlacement = false
      add(
        finding(
          .didMoveBeforeViewPlaced, on: component,
          "didMove(toParent: \(parent.pathSegment)) came before the view was placed in "
            + "\(parent.pathSegment)'s view; place the view first, then call didMove"))
    }
    if let enclosing, component.parent !== enclosing, component.hostWindow == nil {
      reportedConditions.insert(ConditionKey(kind: .orphanView, object: ObjectIdentifier(view)))
      add(finding(.orphanView, on: component, orphanMessage(component, in: enclosing)))
    }
    let cell = view.enclosingCell
    if let previous = record.hostCell, previous !== cell, previous.isDisplayed,
      component.parent != nil
    {
      // A hosting cell that still claims it is the same condition, for the checkpoint's scan.
      reportedConditions.insert(
        ConditionKey(kind: .cellHostedTwice, object: ObjectIdentifier(previous)))
      add(
        finding(
          .cellHostedTwice, on: component,
          "the view moved from \(previous.reference), still displayed, to "
            + (cell.map { "\($0.reference)" } ?? "outside any cell")
            + " without being un-embedded; a component is hosted by one cell at a time"))
    }
    record.hostCell = cell
  }

  func orphanMessage(_ component: Component, in enclosing: Component) -> String {
    if let parent = component.parent {
      return "the view was placed inside \(enclosing.pathSegment)'s view, but the parent is "
        + "\(parent.pathSegment)"
    }
    return "the view was placed inside \(enclosing.pathSegment)'s view without addChild(_:)"
  }

  /// Containers that keep some children without a placed view (the covered components of a
  /// navigation stack, the unselected tabs) and place or remove their views later, as they
  /// declare (``Component/placesChildViewsOnDemand``).
  func placesChildViewsOnDemand(_ parent: Component) -> Bool {
    parent.placesChildViewsOnDemand
  }

  // MARK: Appearance

  private func checkAppearance(
    _ kind: LifecycleEvent.Kind, of component: Component, _ record: AuditRecord
  ) {
    let state = record.appearance
    var problem: String?
    switch kind {
    case .viewWillAppear:
      if state == .appearing || state == .appeared { problem = "viewWillAppear while \(state!)" }
      record.appearance = .appearing
      record.sawIsAppearing = false
      if let parent = component.parent, parent.appearanceState == .disappeared {
        reportedConditions.insert(
          ConditionKey(kind: .appearedUnderDisappearedParent, object: ObjectIdentifier(component)))
        add(
          finding(
            .appearedUnderDisappearedParent, on: component,
            "viewWillAppear while the parent \(parent.pathSegment) is disappeared"))
      }
    case .viewIsAppearing:
      if let state, state != .appearing || record.sawIsAppearing {
        problem = "viewIsAppearing while \(state)" + (record.sawIsAppearing ? ", twice" : "")
      }
      record.sawIsAppearing = true
    case .viewDidAppear:
      if let state, state != .appearing { problem = "viewDidAppear while \(state)" }
      record.appearance = .appeared
    case .viewWillDisappear:
      if state == .disappearing || state == .disappeared {
        problem = "viewWillDisappear while \(state!)"
      }
      record.appearance = .disappearing
    case .viewDidDisappear:
      if let state, state != .disappearing { problem = "viewDidDisappear while \(state)" }
      record.appearance = .disappeared
    default:
      return
    }
    if let problem {
      add(finding(.appearanceImbalance, on: component, problem + " (as the events tell)"))
    }
  }

  // MARK: Cells

  private func recordCell(_ event: LifecycleEvent, _ cell: ListCell, in component: Component) {
    let key = ObjectIdentifier(cell)
    let record: AuditCellRecord
    if let existing = cells[key], existing.cell === cell {
      record = existing
    } else {
      record = AuditCellRecord(cell, path: component.treePath, component: component.reference)
      cells[key] = record
    }
    record.events.append(event)
    if record.events.count > recentEventCount { record.events.removeFirst() }
    record.path = component.treePath
    record.component = component.reference
    switch event.kind {
    case .cellDequeued(_, _, let recycled):
      guard recycled else { break }
      if let row = record.displayedAt {
        add(
          cellFinding(
            .cellPooledWhileDisplayed, record, "dequeued from the pool while displayed at \(row)"))
      } else if let hosted = cell.firstLevelComponents.first {
        reportedConditions.insert(
          ConditionKey(kind: .cellPooledWhileDisplayed, object: ObjectIdentifier(cell)))
        add(
          cellFinding(
            .cellPooledWhileDisplayed, record,
            "came out of the reuse pool with the view of \(hosted.treePath) still in it; un-embed "
              + "the component in didEndDisplaying"))
      }
    case .cellWillDisplay(_, let indexPath):
      if let row = record.displayedAt {
        add(
          cellFinding(
            .cellDisplayUnpaired, record, "willDisplay at \(indexPath) while displayed at \(row)"))
      }
      record.displayedAt = indexPath
      record.reportedDetached = false
      record.list = cell.superview as? ListView
    case .cellDidEndDisplaying:
      // Not checked against a missing willDisplay: a cell whose list left the window (or whose
      // component lingers in it mid-transition) goes through display changes the auditor does
      // not see.
      record.displayedAt = nil
    default:
      break
    }
  }

  func cellFinding(
    _ kind: AuditFinding.Kind, _ record: AuditCellRecord, _ message: String
  ) -> AuditFinding {
    let name = record.cell.map { "\($0.reference)" } ?? "a cell"
    return AuditFinding(
      kind: kind, path: record.path, component: record.component, message: "\(name): \(message)",
      events: record.events)
  }
}

extension View {
  /// The nearest list cell this view is inside, stopping at the first component's view.
  var enclosingCell: ListCell? {
    var node = superview
    while let current = node, current.owner == nil {
      if let cell = current as? ListCell { return cell }
      node = current.superview
    }
    return nil
  }
}
