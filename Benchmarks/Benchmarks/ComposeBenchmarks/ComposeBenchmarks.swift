import Benchmark
import BenchmarkSupport
import Compose

// Detailed runs with allocation counts, through package-benchmark:
//
//   swift package --package-path Benchmarks benchmark
//
// The same operations as `compose-bench` at sizes that suit its many iterations; the figures
// and bars of the issue come from `compose-bench` (see BENCHMARKS.md).

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
    warmupIterations: 1,
    maxDuration: .seconds(2),
    maxIterations: 50)

  for count in [1_000, 10_000] {
    let old = (0..<count).map { $0 &* 2_654_435_761 }
    var generator = SplitMix64(seed: UInt64(count))
    let shuffled = old.shuffled(using: &generator)
    Benchmark("Changeset shuffle Int \(count)") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(Changeset(from: old, to: shuffled))
      }
    }
  }

  // The engine is main-actor isolated, as UIKit is: these run on the main actor (package-benchmark
  // hops there for an async closure).
  Benchmark("Scroll 10k hosted rows") { @MainActor benchmark async in
    for _ in benchmark.scaledIterations {
      let screen = Screen()
      let window = Window(traceName: "bench")
      window.rootComponent = screen
      window.makeKeyAndVisible()
      let adapter = ListHostingAdapter(
        items: (0..<10_000).lazy.map { Item(id: $0) }, parent: screen, listView: screen.list,
        factory: ItemComponent.init(item:))
      screen.list.reloadData()
      benchmark.startMeasurement()
      for step in 1...(10_000 - 20) { screen.list.scroll(to: Double(step) * 10) }
      benchmark.stopMeasurement()
      blackHole(adapter)
      window.rootComponent = nil
    }
  }

  Benchmark("Build and appear 10k components") { @MainActor benchmark async in
    for _ in benchmark.scaledIterations {
      let window = Window(traceName: "tree")
      let root = Component(traceName: "root")
      window.rootComponent = root
      window.makeKeyAndVisible()
      var nodes = [root]
      var next = 0
      benchmark.startMeasurement()
      while nodes.count <= 10_000 {
        let parent = nodes[next]
        next += 1
        for _ in 0..<10 {
          let child = Component(traceName: "node")
          parent.embed(child)
          nodes.append(child)
        }
      }
      benchmark.stopMeasurement()
      window.rootComponent = nil
    }
  }
}

struct Item: Diffable, Identifiable, Equatable {
  var id: Int
}

final class ItemComponent: Component, ListItemComponent {
  private(set) var item: Item

  init(item: Item) {
    self.item = item
    super.init(traceName: "row")
  }

  func update(with item: Item) { self.item = item }
}

final class Screen: Component {
  let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 390, height: 200))

  override func viewDidLoad() {
    super.viewDidLoad()
    list.rowHeight = 10
    list.preloadRowCount = 2
    view.addSubview(list)
  }
}
