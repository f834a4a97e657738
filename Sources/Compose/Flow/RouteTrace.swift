/// What happened to one deep link: each hop (which flow did what) and, on failure, where and why
/// it stopped.
///
/// ```text
/// route other(levels: [a, b, c], modal: m): handled
///   app: dismissed what was presented
///   app: set the stack to root, a, b, c
///   modal: presented m
/// ```
public struct RouteTrace: Hashable, Sendable, CustomStringConvertible {
  /// One step taken by a flow.
  public struct Hop: Hashable, Sendable {
    /// The flow's name.
    public var flow: String
    /// What it did.
    public var action: String

    /// Creates a hop.
    public init(flow: String, action: String) {
      self.flow = flow
      self.action = action
    }
  }

  /// Where and why a route stopped.
  public struct Failure: Hashable, Sendable {
    /// The flow where it stopped.
    public var flow: String
    /// Why.
    public var reason: String

    /// Creates a failure.
    public init(flow: String, reason: String) {
      self.flow = flow
      self.reason = reason
    }
  }

  /// How a route ended.
  public enum Outcome: String, Hashable, Sendable {
    /// A flow handled it.
    case handled
    /// It arrived before the flow started and waits for ``Flow/start()``.
    case queued
    /// It stopped: see ``RouteTrace/failure``.
    case failed
  }

  /// The route (or URL) as text.
  public var route: String
  /// The hops, in order.
  public var hops: [Hop] = []
  /// Where and why it stopped, when it failed.
  public var failure: Failure?
  /// How it ended.
  public var outcome: Outcome = .handled

  /// Creates an empty trace for `route`.
  ///
  /// - Parameter route: The route as text.
  public init(route: String) {
    self.route = route
  }

  /// Appends a hop.
  ///
  /// - Parameters:
  ///   - action: What was done.
  ///   - flow: The flow that did it.
  public mutating func record(_ action: String, by flow: Flow) {
    hops.append(Hop(flow: flow.traceName, action: action))
  }

  /// Stops the route at `flow` with `reason`.
  ///
  /// - Parameters:
  ///   - reason: Why it stopped.
  ///   - flow: Where.
  public mutating func fail(_ reason: String, at flow: Flow) {
    failure = Failure(flow: flow.traceName, reason: reason)
    outcome = .failed
  }

  /// The route, its outcome, each hop, and the failure if any, one per line.
  public var description: String {
    var lines = ["route \(route): \(outcome.rawValue)"]
    lines += hops.map { "  \($0.flow): \($0.action)" }
    if let failure { lines.append("  stopped at \(failure.flow): \(failure.reason)") }
    return lines.joined(separator: "\n")
  }
}
