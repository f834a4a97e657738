extension View {
  /// Adds `view` at the front of ``subviews``, moving it from its current superview if it has one.
  ///
  /// If `view` is a component's view (or contains some) and the enclosing component is appeared,
  /// those components appear now, unanimated (contract §3); if it is appearing, they join its
  /// transition and get `viewDidAppear` when it ends. A component's view added without
  /// `addChild(_:)` gets the same from its view, as in UIKit (contract §3). Adding the receiver
  /// itself or one of its ancestors is rejected as ``Diagnostic/Code/addSubviewCycle``; adding a
  /// ``ListView`` to a view that the list keeps alive (inside a component its own
  /// ``ListHostingAdapter`` caches or keeps for reuse, or inside one of its own pooled cells) as
  /// ``Diagnostic/Code/keepsItselfAlive`` (contract §7).
  ///
  /// - Parameter view: The view to add.
  /// - Returns: `nil` on success, or the diagnostic of the rejected misuse.
  /// - Complexity: O(number of subviews) plus the appearance work of what became visible.
  @discardableResult
  public final func addSubview(_ view: View) -> Diagnostic? {
    if view.isListView, placingKeepsListAlive(view) { return reportListKeptAlive(view) }
    return add(view) ? nil : reportCycle(adding: view)
  }

  /// ``addSubview(_:)`` without a result to build or destroy (an optional diagnostic costs two
  /// calls through its value witnesses when it is dropped): `false` when `view` would make a
  /// cycle, with nothing changed and nothing reported yet (``reportCycle(adding:)`` does).
  final func add(_ view: View) -> Bool {
    // Read once: each read of a back-reference retains and releases it.
    add(view, owner: view.ownerReference, linkedParent: nil)
  }

  /// ``add(_:)`` for a view whose owner the caller knows: `viewOwner` is `view`'s owner (a
  /// component's loaded view is owned by it, so ``Component/embed(_:in:)`` passes the child
  /// without reading the back-reference), and `linkedParent` the component that has just asked to
  /// be that owner's parent, or `nil` (see `Component.expectedVisibility(superview:linkedParent:)`).
  final func add(_ view: View, owner viewOwner: Component?, linkedParent: Component?) -> Bool {
    let operation = InvariantOperation(invariantContext(with: view, owner: viewOwner))
    defer { operation.end(views: self, view) }
    if makesCycle(adding: view) { return false }
    let oldSuperview = view.superviewReference
    place(
      view, at: oldSuperview === self ? subviewList.count - 1 : subviewList.count,
      oldSuperview: oldSuperview, owner: viewOwner, linkedParent: linkedParent)
    return true
  }

  /// Inserts `view` at `index` in ``subviews``, moving it from its current superview if needed.
  ///
  /// Like ``addSubview(_:)``; an index outside `0...subviews.count` (counted without `view` when it
  /// is already a subview) is rejected as ``Diagnostic/Code/subviewIndexOutOfRange``.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: Its position, `0` being the back.
  /// - Returns: `nil` on success, or the diagnostic of the rejected misuse.
  @discardableResult
  public final func insertSubview(_ view: View, at index: Int) -> Diagnostic? {
    // Read once, as in `addSubview(_:)`.
    let viewOwner = view.ownerReference
    let operation = InvariantOperation(invariantContext(with: view, owner: viewOwner))
    defer { operation.end(views: self, view) }
    if makesCycle(adding: view) { return reportCycle(adding: view) }
    if view.isListView, placingKeepsListAlive(view) { return reportListKeptAlive(view) }
    let oldSuperview = view.superviewReference
    let count = oldSuperview === self ? subviewList.count - 1 : subviewList.count
    guard (0...count).contains(index) else {
      return report(
        .subviewIndexOutOfRange, "insertSubview(_:at: \(index)) with \(count) other subviews")
    }
    place(view, at: index, oldSuperview: oldSuperview, owner: viewOwner)
    return nil
  }

  /// Removes this view from its superview; does nothing when there is none.
  ///
  /// Components whose views leave a visible container disappear now, unanimated: for a component's
  /// view, `viewWillDisappear` and `viewDidDisappear` happen at this call (contract §3).
  public final func removeFromSuperview() {
    guard let oldSuperview = superviewReference, !isLeavingSuperview else { return }
    // Read once: each read of a back-reference retains and releases it, and the owner of a placed view cannot
    // change (`willRemoveSubview` runs while it is still placed; see below for the hooks after).
    let viewOwner = ownerReference
    let operation = InvariantOperation(oldSuperview.invariantContext(with: self, owner: viewOwner))
    defer { operation.end(views: self, oldSuperview) }
    let carriesComponents = viewOwner != nil || !isKnownFreeOfComponents
    // The component enclosing the old superview, found before the hooks can move anything: the
    // removal's event names it, the sync of a plain view's components starts from it, and its
    // window's layout queue, where the hooks' marks went, is laid out before the removal returns.
    let oldEnclosing = oldSuperview.owningOrEnclosingComponent
    let generation = placementGeneration
    isLeavingSuperview = true
    oldSuperview.deliverWillRemoveSubview(self)
    isLeavingSuperview = false
    // The hook moved it already? (An unchanged count means the same superview, unread.)
    guard placementGeneration == generation || superviewReference === oldSuperview else { return }
    oldSuperview.detach(self)
    let detached = placementGeneration
    defer { oldSuperview.layOutWindowAfterRemoval(enclosedBy: oldEnclosing) }
    guard carriesComponents else { return deliverDidMoveToSuperview() }
    viewOwner?.emit(.viewRemoved(fromViewOf: oldEnclosing?.reference), fallback: oldEnclosing)
    deliverDidMoveToSuperview()
    // Unplaced now, the view may have been given to another component by an observer or by
    // `didMoveToSuperview`: the owner read before counts only if it still owns the view.
    // (Borrowed through `!`, not bound: see `performLayout(owner:)`.)
    guard viewOwner != nil, viewOwner!.loadedView === self else {
      return syncComponents(old: oldEnclosing, new: nil, owner: ownerReference)
    }
    if placementGeneration == detached {
      viewOwner!.syncAppearance(superview: nil)  // not placed again by a hook
    } else {
      viewOwner!.syncAppearance()
    }
  }

  /// After a removal from this view: lays out what the removal's hooks marked in the window this
  /// view is in (contract §4), found through `enclosing`, the component enclosing this view
  /// before the hooks ran, or, with none, through the window at the top.
  private func layOutWindowAfterRemoval(enclosedBy enclosing: Component?) {
    if enclosing?.context != nil {
      enclosing!.context!.layOutPendingViews()
    } else if enclosing == nil {
      windowContextForLayout?.layOutPendingViews()
    }
  }

  /// The window at the top of this view's hierarchy, if the top is one.
  ///
  /// - Complexity: O(depth).
  public final var window: Window? {
    var node = self
    while let parent = node.superview { node = parent }
    return node as? Window
  }

  // MARK: Internals

  /// Whether adding `view` to this view would make a cycle (`view` is this view or an ancestor).
  private func makesCycle(adding view: View) -> Bool {
    view === self || view.isAncestor(of: self)
  }

  /// Reports the cycle that adding `view` would make (``makesCycle(adding:)``) and returns it.
  @discardableResult
  final func reportCycle(adding view: View) -> Diagnostic {
    report(
      .addSubviewCycle,
      view === self
        ? "a view cannot be its own subview" : "\(view.label) is an ancestor of \(label)")
  }

  /// Whether this view is a strict ancestor of `other`.
  ///
  /// - Complexity: O(1) when this view has no subviews, O(depth of `other`) otherwise.
  func isAncestor(of other: View) -> Bool {
    if subviewList.isEmpty { return false }
    var node = other.superview
    while let current = node {
      if current === self { return true }
      node = current.superview
    }
    return false
  }

  /// Places `view` at `index` and lays it out, with its subtree (it entered a superview, maybe a
  /// window), before returning (contract §4).
  ///
  /// `oldSuperview` and `owner` are `view`'s, read by the caller (each read of a back-reference
  /// costs a retain and a release). The owner of a placed view cannot change: it is used as read until the hooks after
  /// the placement, and after them only if the view never left (`placementGeneration`).
  ///
  /// `linkedParent` is the component that has just asked to be the owner's parent, or `nil` (see
  /// `Component.expectedVisibility(superview:linkedParent:)`).
  private func place(
    _ view: View, at index: Int, oldSuperview: View?, owner viewOwner: Component?,
    linkedParent: Component? = nil
  ) {
    // A plain view with no component's view below it (a leaf, a cell with its empty content
    // view) carries no component: nothing to report or re-evaluate, and no need to look up the
    // enclosing components (which costs the number of plain views above).
    let carriesComponents = viewOwner != nil || !view.isKnownFreeOfComponents
    var needsEnclosing = carriesComponents && viewOwner.needsEnclosingComponents
    var oldEnclosing = needsEnclosing ? oldSuperview?.owningOrEnclosingComponent : nil
    // Optionals are read with `?.`, `!` and `switch` here, never bound with `if let`: see
    // `performLayout(owner:)` for why.
    if oldSuperview != nil, !view.isLeavingSuperview {
      view.isLeavingSuperview = true
      oldSuperview!.deliverWillRemoveSubview(view)
      view.isLeavingSuperview = false
      // A hook that attached an observer: the events need the enclosing components after all.
      if !needsEnclosing, carriesComponents, viewOwner.needsEnclosingComponents {
        needsEnclosing = true
        oldEnclosing = oldSuperview!.owningOrEnclosingComponent
      }
    }
    // The hook may have moved `view` already: detach it from wherever it is now (with no old
    // superview no hook ran, and there is nothing to detach).
    if oldSuperview != nil { view.superview?.detach(view) }
    // The open `willRemoveSubview` hook may have changed `subviews`: never trust the index blindly.
    if index >= subviewList.count {
      subviewList.append(view)  // the common case, cheaper than an insertion
    } else {
      subviewList.insert(view, at: index)
    }
    view.superview = self
    // A view-only component's view, or a view carrying some, is reached by the appearance walks
    // of the component enclosing it from now on (contract §3).
    // (An embed, which names the parent, places no view-only component: no back-reference load then.)
    if view.mayCarryViewOnlyComponents || linkedParent == nil && viewOwner?.isViewOnly == true {
      markCarriesViewOnlyComponents()
    }
    let generation = view.placementGeneration
    guard carriesComponents else {
      deliverDidAddSubview(view)
      view.deliverDidMoveToSuperview()
      return view.layOutAfterPlacement(
        owner: nil, stillPlaced: view.placementGeneration == generation)
    }
    let newEnclosing = needsEnclosing ? owningOrEnclosingComponent : nil
    if viewOwner != nil {
      if oldSuperview != nil {
        viewOwner!.emit(.viewRemoved(fromViewOf: oldEnclosing?.reference), fallback: oldEnclosing)
      }
      viewOwner!.emit(.viewAdded(toViewOf: newEnclosing?.reference), fallback: newEnclosing)
    }
    deliverDidAddSubview(view)
    view.deliverDidMoveToSuperview()
    // A hook that removed the view could have given it to another component (a placed view
    // cannot change owner): the owner read before counts only while the view never left.
    guard view.placementGeneration == generation else {
      // Looked up now if they were not before the hooks.
      view.syncComponents(
        old: needsEnclosing ? oldEnclosing : oldSuperview?.owningOrEnclosingComponent,
        new: needsEnclosing ? newEnclosing : owningOrEnclosingComponent,
        owner: view.ownerReference)
      return view.layOutAfterPlacement(owner: nil, stillPlaced: false)
    }
    if needsEnclosing {
      view.syncComponents(old: oldEnclosing, new: newEnclosing, owner: viewOwner)
    } else {
      // Still here: the count is unchanged.
      viewOwner!.syncAppearance(superview: self, linkedParent: linkedParent)
    }
    view.layOutAfterPlacement(
      owner: viewOwner, stillPlaced: view.placementGeneration == generation)
  }

  /// Marks this view, which was just placed, as needing layout and lays out its subtree in its
  /// window, if it has one (with what else waits in the window's layout queue).
  ///
  /// `owner` is this view's owner, read by the caller; `stillPlaced` tells that no hook has moved
  /// it since it was placed (`placementGeneration`). After a hook moved it, the owner is read
  /// again (the view may have been given to another component while it was unplaced).
  private func layOutAfterPlacement(owner: Component?, stillPlaced: Bool) {
    guard stillPlaced else {
      guard superviewReference != nil else { return }  // a hook removed it again
      return layOutAfterPlacement(owner: ownerReference, stillPlaced: true)
    }
    needsLayoutFlag = true
    // `owner` and its context are borrowed (`!`), not bound: see `performLayout(owner:)`.
    if owner?.context != nil {
      owner!.context!.layOutPlacedSubtree(
        self, owner: owner, isVisible: owner!.appearanceState != .disappeared)
    } else if let (context, isVisible) = layoutContextAndVisibility() {
      context.layOutPlacedSubtree(self, owner: owner, isVisible: isVisible)
    }
  }

  private func detach(_ view: View) {
    if let index = subviewList.lastIndex(ofIdentical: view) { subviewList.remove(at: index) }
    view.superview = nil
  }

  /// Re-evaluates the appearance of the components whose views are the first ones met in this
  /// subtree, after it moved from inside `old`'s view to inside `new`'s view. Skipped when neither
  /// side can be visible: the work is proportional to what changed visibility.
  ///
  /// `owner` is this view's owner, read by the caller (or `nil` when it has none).
  private func syncComponents(old: Component?, new: Component?, owner: Component?) {
    // No closures here (`Optional.map`): see `Array.firstIndex(ofIdentical:)`.
    // Optionals are borrowed (`!`, `switch`), not bound: see `performLayout(owner:)`.
    var needed = false
    if old != nil, old!.appearanceState != .disappeared { needed = true }
    if new != nil, new!.appearanceState != .disappeared { needed = true }
    if owner != nil, owner!.hostWindow != nil || owner!.appearanceState.isTransitioning {
      needed = true
    }
    // A view-only component follows its view wherever it goes, a window with no component above
    // it included (contract §3).
    if !needed, owner != nil ? owner!.parentReference == nil : mayCarryViewOnlyComponents {
      needed = true
    }
    guard needed else { return }
    switch owner {
    case .some(let owner): owner.syncAppearance()
    case .none: for component in firstLevelComponents { component.syncAppearance() }
    }
  }

  /// The owners of the first component views met going down from this view (this view's owner
  /// alone if it has one).
  var firstLevelComponents: [Component] {
    if let owner { return [owner] }
    var result: [Component] = []
    for subview in subviewList {
      if let owner = subview.owner {
        result.append(owner)
        continue
      }
      // Deeper levels only when there are any: a cell's empty content view allocates nothing.
      guard !subview.subviewList.isEmpty else { continue }
      var stack = Array(subview.subviewList.reversed())
      while let node = stack.popLast() {
        if let owner = node.owner {
          result.append(owner)
        } else {
          stack.append(contentsOf: node.subviewList.reversed())
        }
      }
    }
    return result
  }

}
