/// Which kinds of lifecycle event to keep: the one filter a ``LifecycleRecorder`` records with and
/// the event-log printer prints with.
///
/// ```swift
/// let recorder = LifecycleRecorder(filter: .all)
/// let hooks = LifecycleEventFilter.standard.excluding([.loadView, .placement])
/// hooks.keeps(event)  // false for a `loadView` event
/// ```
///
/// By default (``standard``) every kind is kept but ``Kinds/layout``, so traces and logs written
/// before the layout pass existed stay the same.
public struct LifecycleEventFilter: Hashable, Sendable {
  /// Kinds of lifecycle event, as a set.
  public struct Kinds: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: Int
    /// Creates a set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `willMove(toParent:)` and `didMove(toParent:)`.
    public static let containment = Kinds(rawValue: 1 << 0)
    /// The view's lifecycle: `viewDidLoad` and the five appearance callbacks.
    public static let appearance = Kinds(rawValue: 1 << 1)
    /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews` (contract §4).
    public static let layout = Kinds(rawValue: 1 << 2)
    /// List events: dequeue, `prepareForReuse`, `willDisplay`, `didEndDisplaying`.
    public static let list = Kinds(rawValue: 1 << 3)
    /// `loadView`.
    public static let loadView = Kinds(rawValue: 1 << 4)
    /// A component's view added to or removed from the hierarchy (`viewAdded`, `viewRemoved`).
    public static let placement = Kinds(rawValue: 1 << 5)
    /// A state container's state changes.
    public static let state = Kinds(rawValue: 1 << 6)
    /// The app's environment: activation state changes, memory warnings, size and trait
    /// transitions.
    public static let environment = Kinds(rawValue: 1 << 7)

    /// Every kind.
    public static let all: Kinds = [
      .containment, .appearance, .layout, .list, .loadView, .placement, .state, .environment,
    ]

    /// The kind of one event, a set of one member.
    ///
    /// - Parameter kind: What happened.
    public init(of kind: LifecycleEvent.Kind) {
      switch kind {
      case .willMove, .didMove: self = .containment
      case .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
        .viewDidDisappear:
        self = .appearance
      case .viewWillLayoutSubviews, .viewDidLayoutSubviews: self = .layout
      case .cellDequeued, .cellPreparedForReuse, .cellWillDisplay, .cellDidEndDisplaying:
        self = .list
      case .loadView: self = .loadView
      case .viewAdded, .viewRemoved: self = .placement
      case .stateChanged: self = .state
      case .activationStateChanged, .didReceiveMemoryWarning, .willTransition,
        .viewWillTransition, .traitsDidChange:
        self = .environment
      }
    }
  }

  /// The kinds of event kept.
  public var kinds: Kinds

  /// A filter keeping `kinds`.
  ///
  /// - Parameter kinds: The kinds of event kept.
  public init(_ kinds: Kinds) {
    self.kinds = kinds
  }

  /// Every kind but ``Kinds/layout``: what a recorder keeps and a printer prints by default.
  public static let standard = LifecycleEventFilter(Kinds.all.subtracting(.layout))

  /// Every kind.
  public static let all = LifecycleEventFilter(.all)

  /// This filter without `kinds`: `.standard.excluding([.loadView, .placement])`.
  ///
  /// - Parameter kinds: The kinds no longer kept.
  /// - Returns: The filter.
  public func excluding(_ kinds: Kinds) -> LifecycleEventFilter {
    LifecycleEventFilter(self.kinds.subtracting(kinds))
  }

  /// This filter with `kinds` too: `.standard.including(.layout)`.
  ///
  /// - Parameter kinds: The kinds kept as well.
  /// - Returns: The filter.
  public func including(_ kinds: Kinds) -> LifecycleEventFilter {
    LifecycleEventFilter(self.kinds.union(kinds))
  }

  /// Whether `event` passes the filter.
  ///
  /// - Parameter event: The event.
  /// - Returns: `true` when its kind is one of ``kinds``.
  public func keeps(_ event: LifecycleEvent) -> Bool {
    kinds.contains(Kinds(of: event.kind))
  }
}
