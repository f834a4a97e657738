import Compose

/// The deep links of the message app.
///
/// ```text
/// compose://home                       → .home
/// compose://other/a/b/c?modal=m        → .other(levels: ["a", "b", "c"], modal: "m")
/// compose://modal-push/x               → .modalPush("x")  (handled by an open modal's flow)
/// ```
public enum AppRoute: Route, Equatable {
  /// The root screen alone.
  case home
  /// Other screens pushed with these texts, then optionally one presented with `modal`.
  case other(levels: [String], modal: String?)
  /// Another screen pushed inside the open modal.
  case modalPush(String)

  /// Parses a `compose://` URL.
  ///
  /// - Parameter url: The deep link.
  public init?(url: String) {
    guard let link = DeepLink(url), link.scheme == "compose" else { return nil }
    switch (link.host, link.path.count) {
    case ("home", 0): self = .home
    case ("other", 1...): self = .other(levels: link.path, modal: link.query["modal"])
    case ("modal-push", 1): self = .modalPush(link.path[0])
    default: return nil
    }
  }

  /// `home`, `other(a/b/c, modal: m)`, `modalPush(x)`.
  public var description: String {
    switch self {
    case .home: return "home"
    case .other(let levels, let modal):
      return "other(\(levels.joined(separator: "/"))\(modal.map { ", modal: \($0)" } ?? ""))"
    case .modalPush(let text): return "modalPush(\(text))"
    }
  }
}
