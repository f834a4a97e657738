/// Where a component is in the appearance lifecycle (contract §3).
///
/// ```text
///               begin(appearing)            end
/// disappeared ───────────────────▶ appearing ─────▶ appeared
///      ▲                            │    ▲             │
///      │ end     begin(disappearing)│    │begin(appearing), cancelling
///      │                            ▼    │             │ begin(disappearing)
///      └──────────────────────── disappearing ◀────────┘
/// ```
public enum AppearanceState: String, Hashable, Sendable, CustomStringConvertible {
  /// Not visible: the initial state, and the state after `viewDidDisappear`.
  case disappeared
  /// Between `viewWillAppear` and `viewDidAppear`.
  case appearing
  /// Visible: after `viewDidAppear`.
  case appeared
  /// Between `viewWillDisappear` and `viewDidDisappear`.
  case disappearing

  /// The raw value, for example `appeared`.
  public var description: String { rawValue }

  // The two below switch rather than compare with `==`: a `String`-backed enum's `==` goes
  // through its `Equatable` witness, a call on the appearance engine's paths.

  /// Whether a transition is under way (`appearing` or `disappearing`).
  public var isTransitioning: Bool {
    switch self {
    case .appearing, .disappearing: true
    case .disappeared, .appeared: false
    }
  }

  /// Whether the component is visible or becoming visible (`appearing` or `appeared`).
  public var isHeadingVisible: Bool {
    switch self {
    case .appearing, .appeared: true
    case .disappeared, .disappearing: false
    }
  }
}

/// An input of the appearance state machine.
enum AppearanceEvent {
  case beginAppearing
  case beginDisappearing
  case end
}

extension AppearanceState {
  /// The one place that decides which `(state, event)` pairs are legal, after swift-nio's
  /// `moveState(event:)`: returns the next state and the callback to invoke, or `nil` for an
  /// illegal pair (two `will` of the same kind in a row, an `end` with nothing begun, a `begin`
  /// of the state already reached).
  func moving(on event: AppearanceEvent) -> (next: AppearanceState, callback: AppearanceHook)? {
    switch (self, event) {
    case (.disappeared, .beginAppearing), (.disappearing, .beginAppearing):
      return (.appearing, .viewWillAppear)
    case (.appeared, .beginDisappearing), (.appearing, .beginDisappearing):
      return (.disappearing, .viewWillDisappear)
    case (.appearing, .end):
      return (.appeared, .viewDidAppear)
    case (.disappearing, .end):
      return (.disappeared, .viewDidDisappear)
    case (.appeared, .beginAppearing), (.appearing, .beginAppearing),
      (.disappeared, .beginDisappearing), (.disappearing, .beginDisappearing),
      (.appeared, .end), (.disappeared, .end):
      return nil
    }
  }
}
