/// Releases deep trees without recursion.
///
/// Releasing the root of a 100,000-deep chain the ordinary way runs 100,000 nested `deinit`s and
/// overflows the stack. Instead, the owner's `deinit` hands its children here: each child that
/// nothing else references gives up its own children to the loop before it is released, so every
/// `deinit` runs with an empty child list, one level deep.
///
/// The children are taken `inout` and swapped out, so the loop owns the only array buffer: a copy
/// left behind would keep a second reference to every child and defeat the uniqueness check.
///
/// - Parameters:
///   - children: The children of the node being deinitialized; emptied.
///   - takeChildren: Moves a node's children out of it and returns them.
///   - survivor: Called for each node that something else still references: it outlives its
///     parent.
/// - Complexity: O(number of nodes released).
@MainActor
func releaseIteratively<Node: AnyObject>(
  _ children: inout [Node], takeChildren: (Node) -> [Node], survivor: (Node) -> Void = { _ in }
) {
  var pending: [Node] = []
  swap(&pending, &children)
  while var node = pending.popLast() {
    if isKnownUniquelyReferenced(&node) {
      pending.append(contentsOf: takeChildren(node))
    } else {
      survivor(node)
    }
  }
}
