/// A component that overrides the five calls, so that they are dispatched as a subclass's
/// overrides are in UIKit (through the class's table, not inlined away).
final class FloorNode: FloorComponent {
  private(set) var calls = 0

  override func loadView() {
    super.loadView()
    calls &+= 1
  }

  override func willMove(toParent parent: FloorComponent?) { calls &+= 1 }
  override func didMove(toParent parent: FloorComponent?) { calls &+= 1 }
  override func viewWillAppear() { calls &+= 1 }
  override func viewDidAppear() { calls &+= 1 }
}

/// The tree floor: `TreeBenchmark.buildAndAppear` on the floor's object model.
enum FloorTree {
  /// Builds `count` components breadth first under an appeared root, each embedded (and so
  /// appeared) as it is made; returns the time and a problem if the last one did not appear.
  static func buildAndAppear(count: Int, fanOut: Int) -> (Duration, String?) {
    let root = FloorNode()
    root.appearAsRoot()
    _ = root.view
    var nodes: [FloorComponent] = []
    nodes.reserveCapacity(count + 1)
    let duration = time { build(count: count, fanOut: fanOut, root: root, into: &nodes) }
    var problem: String?
    if nodes.count != count + 1 || nodes.last?.isAppeared != true
      || nodes.last?.viewIfLoaded?.superview == nil
    {
      problem = "the last floor component is not appeared"
    }
    nodes = []
    return (duration, problem)
  }

  /// The measured part (a function of its own for callgrind's `--toggle-collect`).
  @inline(never)
  static func build(
    count: Int, fanOut: Int, root: FloorComponent, into nodes: inout [FloorComponent]
  ) {
    nodes.append(root)
    var next = 0
    var made = 0
    while made < count {
      let parent = nodes[next]
      next += 1
      for _ in 0..<min(fanOut, count - made) {
        let child = FloorNode()
        parent.embed(child)
        nodes.append(child)
        made += 1
      }
    }
  }
}
