extension Component {
  /// A component's place in its tree and its appearance state in one stored property,
  /// `Component.storage`, whose run-time exclusivity checks release builds skip: with them, the
  /// unowned parent's loads and stores alone cost a fifth of the scroll benchmark's instructions
  /// (`swift_beginAccess` and its access set, BENCHMARKS.md, "What the annotations buy"). Debug
  /// builds, in which the test suite runs, keep the checks and trap on an overlapping access:
  /// that is the test of the invariant, which for each field is:
  ///
  /// - `parent`: every access is one load or one store, which calls no code (a store releases the
  ///   old referent's unowned count, which never runs a `deinit`).
  /// - `children`: its mutations are `addChild(_:)`'s append, `removeFromParent()`'s
  ///   `remove(at:)`, `deinit` emptying it, `reorderChildren(_:)` and `MainActorChildRelease`'s
  ///   swap; each keeps a strong reference to every element it removes until the access has
  ///   ended, and none calls a hook, an observer or a `deinit` while the access is open.
  /// - `appearance`: every access is a read or one call of ``AppearanceMachine/handle(_:)``,
  ///   which only assigns fields and calls nothing that can reach a component (the batch it
  ///   replaces is a final class without `deinit`).
  ///
  /// So no two accesses overlap, to one field or to two (they share the one property).
  ///
  /// Internal, behind the public ``Component/parent`` and ``Component/children``: a public stored
  /// property keeps a dynamic exclusivity check on every access, because code outside the module
  /// may access it, while the whole-module optimizer drops the checks of internal storage.
  struct Storage {
    /// Storage of ``Component/parentReference``: unowned, a child never keeps its parent alive.
    ///
    /// Not `weak`: forming a weak reference to an object gives it a side table, and from then on
    /// every retain and release of it takes the runtime's slow path (with `weak` here, a third of
    /// the scroll benchmark's instructions). The reference is `unowned(safe)`, which traps rather
    /// than reads freed memory, and the parent clears it before it goes, as UIKit's own
    /// back-pointers are: `removeFromParent()` and `addChild(_:)` on another parent reset it, and
    /// a parent's `deinit` hands its children to ``MainActorChildRelease``, which sets it to `nil`
    /// in each child that outlives the parent (`forgetReleasedParent()`), before anything reads
    /// it. The invariant that makes this sound: a component named as parent lists the child
    /// among its children. The window's invariant checks test it after every operation, and
    /// debug builds count the children naming each component (`namedAsParentCount`) and check in
    /// its `deinit` that they are the ones it lists, the ones it clears.
    unowned(safe) var parent: Component?
    /// Storage of ``Component/children``.
    var children: [Component] = []
    #if DEBUG
      /// Debug builds: how many components name this one as their parent.
      var namedAsParentCount = 0
      /// Debug builds: how many views name this component as their owner (at most its view).
      var namedAsOwnerCount = 0
    #endif
    /// Storage of ``Component/appearance``, last: its last fields leave room for the one-byte
    /// field declared after ``Component/storage``.
    var appearance = AppearanceMachine()
  }

  /// The containing component (``parent``'s storage), written through here only: debug builds
  /// count the change (see ``Storage/parent``).
  var parentReference: Component? {
    get { storage.parent }
    set {
      #if DEBUG
        if let old = storage.parent { old.storage.namedAsParentCount -= 1 }
        if let newValue { newValue.storage.namedAsParentCount += 1 }
      #endif
      storage.parent = newValue
    }
  }
  /// Storage of ``children`` (see ``Storage/children``).
  var childList: [Component] {
    get { storage.children }
    _modify { yield &storage.children }
  }
  /// The appearance engine's state: ``appearanceState`` and what the engine keeps beside it while
  /// a transition runs. Changed only through ``AppearanceMachine/handle(_:)`` (see
  /// ``Storage/appearance``).
  var appearance: AppearanceMachine {
    _read { yield storage.appearance }
    _modify { yield &storage.appearance }
  }
  /// Clears ``parentReference`` in a child whose parent is being deinitialized, without reading
  /// that parent (a read of an unowned reference to it traps).
  func forgetReleasedParent() { storage.parent = nil }
  /// Called on a component about to be released whose children ``MainActorChildRelease`` took:
  /// their parents are cleared there, not by this component's `deinit`, whose debug check of the
  /// children naming it then expects none.
  func handOverChildrenNamingIt() {
    #if DEBUG
      storage.namedAsParentCount = 0
    #endif
  }
}
