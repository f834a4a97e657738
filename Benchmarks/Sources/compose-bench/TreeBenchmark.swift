import Compose

/// Measurement 3: building and appearing a wide tree, and attaching and detaching a deep chain.
enum TreeBenchmark {
  static func run(_ reporter: Reporter) {
    let count = reporter.quick ? 100_000 : 1_000_000
    let prefix = "tree.\(sizeLabel(count))"
    let treeNames = ["build_appear", "components_per_s", "floor", "ratio_to_floor", "problems"]
    if reporter.wantsAny(treeNames.map { "\(prefix).\($0)" }) {
      // In a fresh process, as the chain below and for the same reason: in this one, the heap
      // the diff and scroll benchmarks freed scatters the tree's objects, and the measurement
      // then depends on which benchmarks ran before it (2.7x the floor in the quick suite
      // against 2.2x alone, on the same build). Compose and the floor share the child.
      var problems: [String] = []
      let (compose, floor): (Duration, Duration)
      if let run = childTree(count: count, reporter) {
        (compose, floor) = (run.compose, run.floor)
        problems = run.problems
      } else {
        (compose, floor) = (.zero, .zero)
        problems = ["the child process for the tree of \(count) failed"]
      }
      let rate = Double(count) / compose.seconds
      let ratio = compose.seconds / floor.seconds
      reporter.add(Measurement("\(prefix).build_appear", compose.milliseconds, "ms"))
      reporter.add(
        Measurement(
          "\(prefix).components_per_s", rate, "components/s",
          bar: .init(text: ">= 1000000", holds: rate >= 1_000_000, kind: .timing)))
      reporter.add(Measurement("\(prefix).floor", floor.milliseconds, "ms"))
      reporter.add(
        Measurement(
          "\(prefix).floor.ns_per_component", floor.seconds * 1e9 / Double(count), "ns"))
      reporter.add(
        Measurement(
          "\(prefix).ns_per_component", compose.seconds * 1e9 / Double(count), "ns"))
      reporter.add(
        .ratio(
          "\(prefix).ratio_to_floor", ratio, atMost: 2))
      for problem in Set(problems) { reporter.note("\(prefix): \(problem)") }
      reporter.add(
        Measurement(
          "\(prefix).problems", Double(problems.count), "problems",
          bar: .init(text: "0 (every component appeared)", holds: problems.isEmpty, kind: .count)))
    }

    let names = ["attach", "detach", "attach_detach"].flatMap { what in
      ["10k", "100k"].map { "chain.\($0).\(what)" }
    }
    guard reporter.wantsAny(names + ["chain.ratio"]) else { return }
    var totals: [Int: Duration] = [:]
    for depth in [10_000, 100_000] {
      var attaches: [Duration] = []
      var detaches: [Duration] = []
      var problems: [String] = []
      for _ in 0..<(1 + (reporter.quick ? 3 : 5)) {  // the first run warms up
        // Each run in a fresh process: in one process, the heap the earlier runs freed
        // scatters the next chain's objects, and the deep chain then measures the cache misses
        // of that scattering (23x the 10k chain in one process, 6 to 8x in fresh ones, for
        // exactly 10x the instructions).
        guard let run = childChain(depth: depth, reporter) else {
          problems.append("the child process for a chain of \(depth) failed")
          break
        }
        attaches.append(run.attach)
        detaches.append(run.detach)
        problems += run.problems
      }
      let attach = medianOf(attaches.dropFirst())
      let detach = medianOf(detaches.dropFirst())
      let both = medianOf(zip(attaches, detaches).dropFirst().map { $0 + $1 })
      totals[depth] = both
      let label = "chain.\(sizeLabel(depth))"
      reporter.add(Measurement("\(label).attach", attach.milliseconds, "ms"))
      reporter.add(Measurement("\(label).detach", detach.milliseconds, "ms"))
      reporter.add(Measurement("\(label).attach_detach", both.milliseconds, "ms"))
      for problem in problems { reporter.note("\(label): \(problem)") }
      reporter.add(
        Measurement(
          "\(label).problems", Double(problems.count), "problems",
          bar: .init(
            text: "0 (the deepest link appears, then disappears)", holds: problems.isEmpty,
            kind: .count)))
    }
    if let small = totals[10_000], let large = totals[100_000] {
      let ratio = large.seconds / small.seconds
      reporter.add(
        Measurement(
          "chain.ratio", ratio, "x (100k / 10k)",
          bar: .init(text: "~10 (linear), <= 15", holds: ratio <= 15, kind: .timing)))
    }
  }

  /// Compose's and the floor's build-and-appear of a tree of `count` components, interleaved
  /// (the median of three runs each, after a warm-up): what `compose-bench --child tree <count>`
  /// measures and prints.
  static func compareWithFloor(count: Int) -> (
    compose: Duration, floor: Duration, problems: [String]
  ) {
    var problems: [String] = []
    let (compose, floor) = interleavedMedians(
      repetitions: 3, seed: 14,
      {
        let (duration, problem) = buildAndAppear(count: count, fanOut: 10)
        if let problem { problems.append(problem) }
        return duration
      },
      {
        let (duration, problem) = FloorTree.buildAndAppear(count: count, fanOut: 10)
        if let problem { problems.append(problem) }
        return duration
      })
    return (compose, floor, problems)
  }

  /// Runs `compose-bench --child tree <count>` and reads its times: "compose: <ns> ns, floor:
  /// <ns> ns", exit status 1 for a problem.
  private static func childTree(count: Int, _ reporter: Reporter) -> (
    compose: Duration, floor: Duration, problems: [String]
  )? {
    guard let (status, times) = runTimedChild(["tree", "\(count)"], reporter) else { return nil }
    let problems = status == 0 ? [] : ["the last component is not appeared in the window"]
    return (.nanoseconds(Int64(times[0])), .nanoseconds(Int64(times[1])), problems)
  }

  /// Builds `count` components breadth first under the appeared root of a visible window, each
  /// embedded (and so appeared) as it is made.
  static func buildAndAppear(count: Int, fanOut: Int) -> (Duration, String?) {
    let window = Window(traceName: "tree")
    let root = Component(traceName: "root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    var nodes: [Component] = []
    nodes.reserveCapacity(count + 1)
    let duration = time { build(count: count, fanOut: fanOut, root: root, into: &nodes) }
    var problem: String?
    if nodes.count != count + 1 || nodes.last?.appearanceState != .appeared
      || nodes.last?.viewIfLoaded?.window !== window
    {
      problem = "the last component is not appeared in the window"
    }
    nodes = []
    window.rootComponent = nil
    return (duration, problem)
  }

  /// The measured part of ``buildAndAppear(count:fanOut:)`` (a function of its own for
  /// callgrind's `--toggle-collect`).
  @inline(never)
  static func build(count: Int, fanOut: Int, root: Component, into nodes: inout [Component]) {
    nodes.append(root)
    var next = 0
    var made = 0
    while made < count {
      let parent = nodes[next]
      next += 1
      for _ in 0..<min(fanOut, count - made) {
        let child = Component(traceName: "node")
        parent.embed(child)
        nodes.append(child)
        made += 1
      }
    }
  }

  /// Runs `compose-bench --child chain <depth>` and reads its times: "attach: <ms> ms, detach:
  /// <ms> ms", exit status 1 for a problem (the deepest link).
  private static func childChain(depth: Int, _ reporter: Reporter) -> (
    attach: Duration, detach: Duration, problems: [String]
  )? {
    guard let (status, times) = runTimedChild(["chain", "\(depth)"], reporter) else { return nil }
    let problems = status == 0 ? [] : ["the deepest link did not appear and disappear"]
    return (.nanoseconds(Int64(times[0] * 1e6)), .nanoseconds(Int64(times[1] * 1e6)), problems)
  }

  /// Embeds the chain: a function of its own, so that a profiler can count only this part
  /// (`valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*attachChain*'`).
  @inline(never)
  static func attachChain(_ head: Component, to root: Component) {
    root.embed(head)
  }

  /// Unembeds the chain; see ``attachChain(_:to:)``.
  @inline(never)
  static func detachChain(_ head: Component) {
    head.unembed()
  }

  /// A chain of `depth` components, built detached, then embedded under the appeared root (every
  /// link appears) and unembedded (every link disappears).
  static func attachAndDetach(depth: Int) -> (
    attach: Duration, detach: Duration, problems: [String]
  ) {
    let window = Window(traceName: "chain")
    let root = Component(traceName: "root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let head = Component(traceName: "link")
    var tail = head
    for _ in 1..<depth {
      let link = Component(traceName: "link")
      tail.embed(link)
      tail = link
    }
    var problems: [String] = []
    let attach = time { attachChain(head, to: root) }
    if tail.appearanceState != .appeared { problems.append("the deepest link did not appear") }
    let detach = time { detachChain(head) }
    if tail.appearanceState != .disappeared {
      problems.append("the deepest link did not disappear")
    }
    window.rootComponent = nil
    return (attach, detach, problems)
  }
}
