extension View {
  // A view's place in its hierarchy and its owner: `superviewStorage`, `subviewList` and
  // `ownerStorage`, declared in View.swift, whose run-time exclusivity checks release builds skip
  // for the measured reason given at ``Component/Storage``. Debug builds, in which the test suite
  // runs, keep the checks and trap on an overlapping access. The invariant, for each:
  //
  // - `superviewStorage` and `ownerStorage`: every access is one load or one store, which calls
  //   no code (a store releases the old referent's unowned count, which never runs a `deinit`).
  // - `subviewList`: its mutations call no code that can reach the same view's list (the views
  //   they remove stay referenced until the access has ended).
  //
  // Both references are unowned, not `weak`, for the reason given at ``Component/Storage/parent``
  // (a weak reference gives every superview and owner a side table, whose retains and releases
  // take the runtime's slow path), and cleared the same way. The superview: removing the view or
  // adding it elsewhere resets it, a superview's `deinit` hands its subviews to
  // ``MainActorChildRelease``, which clears it in each subview that outlives it
  // (`forgetReleasedSuperview()`), and a ``Window``'s `deinit` clears it in its subviews before
  // its own work; a view named as superview lists the view among its subviews. The owner: a new
  // view assigned to its ``Component/view`` clears the old view's, and its `deinit` hands its
  // view to ``MainActorChildRelease``, which clears it (`forgetReleasedOwner()`) before anything
  // else; a view's owner has it as its loaded view. The window's invariant checks test both;
  // debug builds count the views naming each view as superview (`namedAsSuperviewCount`) and
  // each component as owner (`namedAsOwnerCount`) and check in their `deinit` that they are the
  // ones listed.

  /// The superview (``superview``'s storage). Write it through ``superview`` only, which counts
  /// the change in `placementGeneration`; debug builds count it here.
  var superviewReference: View? {
    get { superviewStorage }
    set {
      #if DEBUG
        if let old = superviewStorage { old.namedAsSuperviewCount -= 1 }
        if let newValue { newValue.namedAsSuperviewCount += 1 }
      #endif
      superviewStorage = newValue
    }
  }
  /// ``owningComponent``, read without a load of the unowned reference for a view that never had
  /// one: most views (a cell, its content view, a plain container) are not a component's view,
  /// and `mayHaveOwner` answers for them.
  var ownerReference: Component? {
    get { mayHaveOwner ? ownerStorage : nil }
    set {
      #if DEBUG
        if mayHaveOwner, let old = ownerStorage { old.storage.namedAsOwnerCount -= 1 }
        if let newValue { newValue.storage.namedAsOwnerCount += 1 }
      #endif
      ownerStorage = newValue
      mayHaveOwner = newValue != nil
    }
  }
  /// Clears ``superviewReference`` in a view whose superview is being deinitialized, without
  /// reading that superview (a read of an unowned reference to it traps).
  func forgetReleasedSuperview() { superviewStorage = nil }
  /// Called on a view about to be released whose subviews ``MainActorChildRelease`` took: their
  /// superviews are cleared there, and this view's `deinit` then expects none naming it.
  func handOverSubviewsNamingIt() {
    #if DEBUG
      namedAsSuperviewCount = 0
    #endif
  }
  /// Clears ``ownerReference`` of the view of a component being deinitialized, without reading
  /// that component (a read of an unowned reference to it traps).
  func forgetReleasedOwner() {
    ownerStorage = nil
    mayHaveOwner = false
  }
}
