/// What the contract says a component's appearance should be, given where its view is.
enum ExpectedVisibility {
  /// A manual container drives this component; the engine leaves it alone.
  case unmanaged
  /// Not visible.
  case hidden
  /// Visible now.
  case visible
  /// Becoming visible with the parent's transition under way.
  case becomingVisible(AppearanceBatch)
}

extension Component {
  /// Contract §3: a component is visible when its view is in a visible window and every container
  /// above it is appeared. The parent's state already accounts for everything above it, so this
  /// looks at one level only.
  ///
  /// - Complexity: O(number of plain views between this view and the parent's view).
  final var expectedVisibility: ExpectedVisibility {
    if let window = hostWindow {
      guard let view = loadedView, view.superview === window, window.isVisible else {
        return .hidden
      }
      return .visible
    }
    guard let parent else { return .hidden }
    guard parent.shouldAutomaticallyForwardAppearanceMethods else { return .unmanaged }
    guard let view = loadedView, view.superview != nil, view.enclosingComponent === parent else {
      return .hidden
    }
    switch parent.appearanceState {
    case .appeared: return .visible
    case .appearing: return parent.appearanceBatch.map { .becomingVisible($0) } ?? .visible
    case .disappeared, .disappearing: return .hidden
    }
  }

  /// After a transition placed this component's view: joins `batch` if the placement made it
  /// visible, otherwise syncs as any placement would. The container's state alone is not enough:
  /// `from`'s superview may lie outside the container's own view (a misplaced child, a detached
  /// subtree), and then `to` is not visible either.
  final func beginAppearanceIfPlacedVisibly(batch: AppearanceBatch) {
    if case .visible = expectedVisibility, appearanceState == .disappeared {
      beginAppearance(true, batch: batch)
    } else {
      syncAppearance()
    }
  }

  /// Brings this component's appearance in line with ``expectedVisibility`` after its view or its
  /// parent changed. Structural changes are unanimated, so both halves happen now; a component
  /// joining a parent that is appearing joins the parent's transition instead.
  final func syncAppearance() {
    guard !isVisibilitySyncSuspended else { return }
    switch expectedVisibility {
    case .unmanaged:
      return
    case .visible:
      guard appearanceState == .disappeared else { return }
      let batch = AppearanceBatch(animated: false)
      beginAppearance(true, batch: batch)
      endAppearance(batch)
    case .becomingVisible(let batch):
      // Placed from the parent's `viewWillAppear`: the parent's traversal reaches it after the
      // parent's `viewIsAppearing`, keeping parent before child.
      guard appearanceState == .disappeared, parent?.isAwaitingIsAppearing != true else { return }
      beginAppearance(true, batch: batch)
    case .hidden:
      switch appearanceState {
      case .appeared, .appearing:
        let batch = AppearanceBatch(animated: false)
        beginAppearance(false, batch: batch)
        endAppearance(batch)
      case .disappearing:
        guard let batch = appearanceBatch else { return }
        // Ended early (its view left, from a hook run while its batch was still being forwarded):
        // children still heading visible disappear with it, before it leaves the window.
        for child in forwardedChildren where child.appearanceState.isHeadingVisible {
          child.beginAppearance(false, batch: batch)
        }
        endAppearance(batch)
      case .disappeared:
        return
      }
    }
  }
}
