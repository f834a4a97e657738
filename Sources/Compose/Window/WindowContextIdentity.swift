/// The identity of one ``WindowContext``, for what only needs to know *which* context it is
/// (the context that numbered a component, the context that tracks a transition queue).
///
/// Held strongly, it keeps its identity unique for as long as anything compares with it (an
/// `ObjectIdentifier` of the context itself could be reused by a later context once the first is
/// freed), and it keeps nothing else alive: it is empty. A weak reference to the context would do
/// the same, but any weak reference gives the context a side table, and every retain and release
/// of it (each event emitted, each operation marked) then takes the runtime's slow path.
@MainActor
final class WindowContextIdentity {
  nonisolated init() {}
}
