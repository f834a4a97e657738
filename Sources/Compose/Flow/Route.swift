/// A typed deep-link destination, parsed from a URL string.
///
/// ```swift
/// enum AppRoute: Route {
///   case other(levels: [String], modal: String?)
///   init?(url: String) {
///     guard let link = DeepLink(url), link.host == "other" else { return nil }
///     self = .other(levels: link.path, modal: link.query["modal"])
///   }
///   var description: String { ... }
/// }
/// ```
public protocol Route: Sendable, CustomStringConvertible {
  /// Parses `url`, or fails when it names no destination of this type.
  ///
  /// - Parameter url: A URL such as `app://other/a/b?modal=x`.
  init?(url: String)
}

/// A URL split into the parts routes look at: `scheme://host/path/components?key=value&...`.
///
/// Parsing is deliberately small (no percent-decoding, no Foundation): enough for deep links.
public struct DeepLink: Hashable, Sendable {
  /// The scheme, before `://`.
  public var scheme: String
  /// The host, after `://` up to the first `/` or `?`.
  public var host: String
  /// The non-empty path components after the host.
  public var path: [String]
  /// The query items; a key given twice keeps the last value.
  public var query: [String: String]

  /// Parses `url`; `nil` when it has no `scheme://` or an empty host.
  ///
  /// - Parameter url: The URL string.
  public init?(_ url: String) {
    let parts = url.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].hasPrefix("//") else { return nil }
    scheme = String(parts[0])
    var rest = parts[1].dropFirst(2)
    var queryPart: Substring = ""
    if let mark = rest.firstIndex(of: "?") {
      queryPart = rest[rest.index(after: mark)...]
      rest = rest[..<mark]
    }
    let components = rest.split(separator: "/").map(String.init)
    guard !scheme.isEmpty, let first = components.first, !rest.hasPrefix("/") else { return nil }
    host = first
    path = Array(components.dropFirst())
    query = [:]
    for item in queryPart.split(separator: "&") {
      let pair = item.split(separator: "=", maxSplits: 1)
      query[String(pair[0])] = pair.count > 1 ? String(pair[1]) : ""
    }
  }
}
