import Compose

/// `--device <device>`: the kind of device the window is, `phone` (the default) or `pad`.
package enum PreviewDevice: String, CaseIterable, ArgumentValue, Sendable {
  /// A 390 × 844 phone: compact width, regular height in portrait, compact in landscape.
  case phone
  /// An 820 × 1180 tablet: regular in both size classes.
  case pad
}

/// `--orientation <orientation>`: `portrait` (the default) or `landscape`.
package enum PreviewOrientation: String, CaseIterable, ArgumentValue, Sendable {
  /// The long side vertical.
  case portrait
  /// The long side horizontal.
  case landscape
}

/// The window a run starts with: its size and traits on a device in an orientation.
struct PreviewScreen: Sendable, Equatable {
  var size: Size
  var traits: Traits

  /// The screen of `device` in `orientation`.
  init(_ device: PreviewDevice, _ orientation: PreviewOrientation) {
    let landscape = orientation == .landscape
    switch device {
    case .phone:
      size = landscape ? Size(width: 844, height: 390) : Size(width: 390, height: 844)
      traits = Traits(verticalSizeClass: landscape ? .compact : .regular)
    case .pad:
      size = landscape ? Size(width: 1180, height: 820) : Size(width: 820, height: 1180)
      traits = Traits(
        idiom: .pad, horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2)
    }
  }

  /// The screen a run's window starts with: the one `--device` and `--orientation` chose, for
  /// the runs of the current task (a scoped value: a preview in the same process, a test, keeps
  /// its own); `nil` for the default phone in portrait.
  @TaskLocal static var current: PreviewScreen?
}
