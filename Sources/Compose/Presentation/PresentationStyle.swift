/// How a presented component covers the screen.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
  /// Covers the presenting component, which disappears (its view leaves the window when the
  /// presentation completes, and comes back when it is dismissed).
  case fullScreen
  /// Covers the presenting component, which stays in the window and gets no appearance callbacks
  /// in either direction.
  case overFullScreen
}
