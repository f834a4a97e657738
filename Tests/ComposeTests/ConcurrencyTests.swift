import Compose
import ComposeRender
import ComposeTestFixtures
import Testing

/// Contract §8: tree objects are main-actor isolated, as UIKit's are; values cross domains.
///
/// This target is compiled with `.defaultIsolation(MainActor.self)`, the setting of a new Xcode
/// app target, so every test and helper here is written the way app code is.
@Suite struct ConcurrencyTests {
  private nonisolated func requireSendable<T: Sendable>(_: T.Type) {}

  @Test func whatCrossesDomainsIsSendable() {
    requireSendable(LifecycleEvent.self)
    requireSendable(Diagnostic.self)
    requireSendable(AuditFinding.self)
    requireSendable(ComponentReference.self)
    requireSendable(AppearanceState.self)
    requireSendable(TreeSnapshot.self)
    requireSendable(EventLog.self)
    requireSendable(RouteTrace.self)
    requireSendable(Changeset<Int>.self)
    requireSendable(Rect.self)
  }

  /// Two windows share nothing: numbering, clocks and observers are per window, so the same
  /// operations give the same numbers; the events travel to another domain as values.
  @Test func windowsShareNothingAndTheirEventsCrossDomainsAsValues() async {
    func build(_ name: String) -> [LifecycleEvent] {
      let h = Harness()
      h.expect(diagnostic: .transitionToSameComponent)
      h.root.embed(Probe(name))
      h.root.transition(
        from: h.root.children[0], to: h.root.children[0], duration: .zero)
      h.window.advance(by: .seconds(1))
      return h.recorder.events
    }
    let (x, y) = (build("x"), build("y"))
    let summary = await Task.detached { () -> (numbersMatch: Bool, names: [String]) in
      (
        x.map(\.component.number) == y.map(\.component.number),
        [x.first?.component.name ?? "", y.first?.component.name ?? ""]
      )
    }.value
    #expect(!x.isEmpty)
    #expect(summary.numbersMatch)
    #expect(summary.names == ["x", "y"])
  }

  /// What crosses isolation domains is a `Sendable` value snapshot: a tree with a list is built
  /// and captured on the main actor, and rendered in a detached task.
  @Test func aSnapshotIsRenderedInAnotherDomainAsAValue() async {
    let f = ListFixture(rows: 10, viewportRows: 2)
    f.list.reloadData()
    f.list.scroll(to: 30)
    let snapshot = TreeSnapshot(of: f.h.window)
    let text = await Task.detached { TreeRenderer().render(snapshot) }.value
    #expect(text.contains(#"row  indexPath [0, 3]  cell #2 "hosting""#), "\(text)")
    #expect(text.contains(#"ItemProbe "item4"  appeared  view in cell"#), "\(text)")
    #expect(!text.contains(#""item0""#))
  }

  /// Asynchronous loading as app code writes it: a hook starts `Task { [weak self] in ... }`,
  /// which inherits the hook's main-actor isolation, awaits work in another domain and assigns
  /// the result to the component. A test sees the effect after awaiting the task.
  @Test func aTaskStartedInAHookRunsOnTheMainActorAndItsEffectIsObservable() async {
    final class Loader: Component {
      var items: [String] = []
      var loading: Task<Void, Never>?

      override func viewDidLoad() {
        super.viewDidLoad()
        loading = Task { [weak self] in
          let loaded = await Task.detached { ["a", "b", "c"] }.value
          self?.items = loaded
          self?.view.addSubview(View(traceName: "loaded \(loaded.count)"))
        }
      }
    }
    let h = Harness()
    let loader = Loader(traceName: "loader")
    h.root.embed(loader)
    #expect(loader.items.isEmpty, "the task has not run yet: the hook returned first")
    await loader.loading?.value
    #expect(loader.items == ["a", "b", "c"])
    #expect(loader.view.subviews.map(\.traceName) == ["loaded 3"])
  }

  /// A tree object whose last reference is dropped off the main actor (held by a detached task)
  /// does not trap: its `deinit` (nonisolated, as `UIViewController`'s is) hands the subtree to
  /// the main actor, which releases it without recursion, and a child that user code still holds
  /// is detached from it.
  @Test func aTreeReleasedOffTheMainActorIsReleasedOnTheMainActor() async {
    let h = Harness()
    var parent: Component? = Component(traceName: "parent")
    var chain = parent!
    // 10,000 deep at full size (`COMPOSE_RANDOM_FULL=1`), 1,000 by default (`TestSize`).
    for depth in 0..<TestSize.scale(full: 10_000, small: 1_000) {
      let next = Component(traceName: "c\(depth)")
      chain.embed(next)
      chain = next
    }
    weak let deepest = chain
    weak let released = parent
    let kept = Probe("kept")
    parent!.embed(kept)
    h.root.embed(parent!)
    parent!.unembed()
    #expect(kept.appearanceState == .disappeared)

    // The detached task holds the last reference: it waits until this test has dropped its
    // own, so the release happens when the task ends, off the main actor.
    let (dropped, signal) = AsyncStream<Void>.makeStream()
    let handOff = Task.detached { [parent] in
      for await _ in dropped { break }
      _ = parent
    }
    parent = nil
    chain = kept
    signal.yield()
    signal.finish()
    await handOff.value
    // The release was handed to the main actor, which this test occupies: let it run.
    for _ in 0..<10_000 where deepest != nil { await Task.yield() }
    #expect(released == nil)
    #expect(deepest == nil, "the whole chain was released")
    #expect(kept.parent == nil)
    #expect(kept.appearanceState == .disappeared)
  }
}
