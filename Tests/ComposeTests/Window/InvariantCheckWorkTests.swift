import Compose
import ComposeTestFixtures
import Testing

/// `Window.checksInvariants`: the checks at the end of an operation follow what it touched, never
/// the size of the tree (its documentation). Measured by the work the window counts: components
/// and views checked, and the entries of the lists of children and subviews walked.
@MainActor @Suite struct InvariantCheckWorkTests {
  /// A window whose root is a container of `width` children (each with a view), then a small
  /// container of two children elsewhere below the root.
  private func window(width: Int) -> (Window, Probe) {
    let window = Window(traceName: "work")
    let root = Probe("root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let wide = Probe("wide")
    root.embed(wide)
    for index in 0..<width { wide.embed(Probe("leaf \(index)")) }
    let small = Probe("small")
    root.embed(small)
    small.embed(Probe("a"))
    small.embed(Probe("b"))
    return (window, small)
  }

  /// The work of `operation`'s checks in `window`.
  private func work(in window: Window, _ operation: () -> Void) -> Int {
    let before = window.invariantCheckWork
    operation()
    return window.invariantCheckWork - before
  }

  /// Widths 10 and 1,000 at full size (`COMPOSE_RANDOM_FULL=1`), 10 and 200 by default
  /// (``TestSize``): building the wide container is what costs.
  @Test func anOperationOnASmallContainerChecksTheSameWhateverTheTreeHolds() {
    var works: [Int] = []
    for width in [10, TestSize.scale(full: 1_000, small: 200)] {
      let (window, small) = window(width: width)
      let child = Probe("new")
      works.append(
        work(in: window) {
          small.embed(child)
          child.unembed()
        })
    }
    #expect(works[0] > 0)
    #expect(works[0] == works[1])
  }

  /// A container that embeds its n children when its view loads, installed as a window's root:
  /// one operation touches all n, and each child's check asks whether the container lists it
  /// once. Walking the container's children per child made the checks grow as n².
  @Test func checkingEveryChildOfAWideContainerGrowsLinearly() {
    func rootWork(children: Int) -> Int {
      let window = Window(traceName: "wide")
      let root = Probe("root")
      root.onViewDidLoad = { root in
        for index in 0..<children { root.embed(Probe("child \(index)")) }
      }
      return work(in: window) {
        window.rootComponent = root
        window.makeKeyAndVisible()
      }
    }
    let small = rootWork(children: 500)
    let large = rootWork(children: 2_000)
    #expect(small >= 500)
    // Four times the children: four times the work, with room for what does not grow; 16 times
    // when each child's check walked its siblings.
    #expect(large <= small * 5, "\(small) then \(large)")
  }

  /// The whole check still finds a child its parent lists twice among many: the child is asked
  /// about after its siblings, from the table of the parent's list.
  @Test func theListingChecksStillFindAChildListedTwiceAmongMany() {
    let h = Harness()
    h.window.assertsOnInvariantViolation = false
    let wide = Probe("wide")
    h.root.embed(wide)
    for index in 0..<50 { wide.embed(Probe("leaf \(index)")) }
    let undo = wide.corruptForInvariantTesting(.childListedTwice)
    let rules = h.window.invariantViolations().map(\.rule)
    undo()
    #expect(rules.contains(.childListedOnceByParent))
    #expect(rules.contains(.childListedTwice))
    #expect(h.window.invariantViolations().isEmpty)
  }
}
