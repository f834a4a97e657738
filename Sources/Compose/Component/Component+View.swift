extension Component {
  /// The component's view, loaded on first read (contract §2).
  ///
  /// The first read calls ``loadView()`` then ``viewDidLoad()``, once. Assigning a view makes it
  /// this component's view (normally inside ``loadView()``). Refused, keeping the current view: a
  /// view that already belongs to another component
  /// (``Diagnostic/Code/viewOwnedByAnotherComponent``), and any assignment while the current view
  /// or the new one is in a superview (``Diagnostic/Code/viewReplacedWhilePlaced``): remove it
  /// first, so that the appearance callbacks stay tied to placement. After a replacement the
  /// children's placement decides again: those whose views were in the old view are no longer in
  /// this component's view (appeared, they disappear).
  public final var view: View {
    get {
      if let loadedView { return loadedView }
      return loadViewNow()
    }
    set {
      if newValue === loadedView { return }
      if let current = loadedView, current.superview != nil {
        report(
          .viewReplacedWhilePlaced,
          "the view cannot be replaced while it is in a superview; remove it first")
        return
      }
      if let owner = newValue.owner, owner !== self {
        report(
          .viewOwnedByAnotherComponent,
          "\(newValue.label) is already the view of \(owner.pathSegment)")
        return
      }
      if newValue.superview != nil {
        report(
          .viewReplacedWhilePlaced,
          "\(newValue.label) is in a superview; assign it first, then place it")
        return
      }
      let oldView = loadedView
      oldView?.owner = nil
      newValue.owner = self
      loadedView = newValue
      if let oldView { followReplacedView(oldView) }
    }
  }

  /// After ``view`` was replaced (allowed while it is not placed): the children whose views were
  /// inside the old view are no longer inside this component's view, and those whose views the
  /// new view carries now are, so each child's placement decides again (contract §3), as do the
  /// view-only components the old view carried (their host is gone).
  private func followReplacedView(_ oldView: View) {
    let operation = InvariantOperation(self)
    defer { operation.end(self, views: oldView) }
    let orphans = oldView.mayCarryViewOnlyComponents ? oldView.viewOnlyComponentsInside : []
    for child in children { child.syncAppearance() }
    for component in orphans { component.syncAppearance() }
    if view.mayCarryViewOnlyComponents { view.markCarriesViewOnlyComponents() }
    for component in hostedViewOnlyComponents { component.syncAppearance() }
  }

  /// Whether ``view`` has been loaded.
  public final var isViewLoaded: Bool { loadedView != nil }

  /// The view if it is loaded, without loading it.
  public final var viewIfLoaded: View? { loadedView }

  /// Loads the view if it is not loaded yet.
  public final func loadViewIfNeeded() {
    if loadedView == nil { _ = loadViewNow() }
  }

  private func loadViewNow() -> View {
    if isLoadingView {
      report(.viewReadDuringLoadView, "view was read inside loadView() before one was assigned")
      let placeholder = View()
      placeholder.owner = self
      loadedView = placeholder
      return placeholder
    }
    isLoadingView = true
    emit(.loadView)
    deliverLoadView()
    isLoadingView = false
    let loaded: View
    if let assigned = loadedView {
      loaded = assigned
    } else {
      loaded = View()
      loaded.owner = self
      loadedView = loaded
    }
    emit(.viewDidLoad)
    deliverViewDidLoad()
    return loaded
  }
}
