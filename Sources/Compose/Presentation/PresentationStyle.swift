/// How a presented component covers the screen (UIKit's `UIModalPresentationStyle`, contract §5).
///
/// The default of ``Component/present(_:animated:style:duration:completion:)`` is
/// ``automatic``, as on iOS 13 and later: a sheet, over a presenter that stays appeared. Ask for
/// ``fullScreen`` when the presenter must disappear.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
  /// Covers the presenting component, which disappears (its view leaves the window when the
  /// presentation completes, and comes back when it is dismissed).
  case fullScreen
  /// Covers the presenting component, which stays in the window and gets no appearance callbacks
  /// in either direction.
  case overFullScreen
  /// The system's choice, a sheet (UIKit resolves it to ``pageSheet`` for a plain view
  /// controller): the default. The presenter stays appeared and in the window, and gets no
  /// appearance callbacks in either direction.
  case automatic
  /// A sheet that covers part of the screen: the presenter stays appeared and in the window, and
  /// gets no appearance callbacks in either direction.
  case pageSheet
  /// A smaller sheet, centred on wide screens: the presenter stays appeared and in the window,
  /// and gets no appearance callbacks in either direction.
  case formSheet

  /// Whether this style is a sheet (``automatic``, ``pageSheet`` or ``formSheet``): one the user
  /// can swipe down, which asks the presented component's
  /// ``Component/presentationControllerDelegate``.
  public var isSheet: Bool {
    switch self {
    case .automatic, .pageSheet, .formSheet: true
    case .fullScreen, .overFullScreen: false
    }
  }
}
