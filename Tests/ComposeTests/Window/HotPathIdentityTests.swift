import Compose
import ComposeTestFixtures
import Testing

/// The hot path's shortcuts must not be observable: a window's numbering is told apart from a
/// released window's even when the new one takes the old one's memory, and a structural
/// appearance begun from inside another (whose batch object is reused between appearances) keeps
/// every `will` paired with its own `did`.
@Suite struct HotPathIdentityTests {
  @Test func aWindowNumbersAComponentThatAReleasedWindowNumbered() {
    let child = Probe("child")
    do {
      let first = Harness()
      first.root.embed(child)
      #expect(child.reference.number == 2)
      child.unembed()
    }
    // Windows made after the first is released may reuse its memory; each must number the child
    // itself, after the component it embedded first.
    for _ in 0..<20 {
      let next = Harness()
      next.root.embed(Probe("other"))
      next.root.embed(child)
      #expect(child.reference.number == 3)
      let numbers = next.recorder.events.filter { $0.component.name == "child" }.map(
        \.component.number)
      #expect(!numbers.isEmpty && numbers.allSatisfy { $0 == 3 })
      child.unembed()
    }
  }

  @Test func aStructuralAppearanceBegunInsideAnotherPairsItsOwnCallbacks() {
    let h = Harness()
    let outer = Probe("outer")
    let inner = Probe("inner")
    outer.onWillAppear = { _ in h.root.embed(inner) }
    h.root.embed(outer)
    #expect(outer.appearanceState == .appeared)
    #expect(inner.appearanceState == .appeared)
    let lines = h.callbacks()
    let inners = lines.filter { $0.hasPrefix("inner.view") && $0.contains("Appear") }
    #expect(
      inners == [
        "inner.viewWillAppear(false)", "inner.viewIsAppearing(false)",
        "inner.viewDidAppear(false)",
      ])
    let outers = lines.filter { $0.hasPrefix("outer.view") && $0.contains("Appear") }
    #expect(
      outers == [
        "outer.viewWillAppear(false)", "outer.viewIsAppearing(false)",
        "outer.viewDidAppear(false)",
      ])
    // A later appearance, which may reuse the batch object, still pairs.
    inner.unembed()
    outer.embed(inner)
    #expect(inner.appearanceState == .appeared)
  }
}
