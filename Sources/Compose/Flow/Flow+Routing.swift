extension Flow {
  /// Dispatches `route` to whichever flow of this flow's tree takes it: this flow first, then its
  /// children depth-first, in order. Before ``start()`` the route is queued (the trace says so)
  /// and delivered when the flow starts. The trace is returned and kept in ``routeTraces``.
  ///
  /// - Parameter route: The route.
  /// - Returns: The trace: the hops, and where and why it stopped if no flow took it.
  @discardableResult
  public final func route(_ route: any Route) -> RouteTrace {
    var trace = RouteTrace(route: route.description)
    if !isStarted {
      pendingRoutes.append(route)
      trace.record("queued until the flow starts", by: self)
      trace.outcome = .queued
    } else if !dispatch(route, trace: &trace) {
      trace.fail("no flow handles \(route.description)", at: self)
    }
    routeTraces.append(trace)
    return trace
  }

  /// Parses `url` as a `type` route and dispatches it with ``route(_:)``; a URL that names no
  /// route stops at once, at this flow, with the reason.
  ///
  /// - Parameters:
  ///   - url: The deep link.
  ///   - type: The route type to parse.
  /// - Returns: The trace.
  @discardableResult
  public final func open<R: Route>(url: String, as type: R.Type) -> RouteTrace {
    guard let route = R(url: url) else {
      var trace = RouteTrace(route: url)
      trace.fail("\(url) is not a known route", at: self)
      routeTraces.append(trace)
      return trace
    }
    return self.route(route)
  }

  private func dispatch(_ route: any Route, trace: inout RouteTrace) -> Bool {
    if handle(route, trace: &trace) { return true }
    trace.record("declined", by: self)
    for child in childFlows where child.dispatch(route, trace: &trace) { return true }
    return false
  }
}
