import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// Size and trait transitions (rotation, resize, dark mode, overrides) as the engine models
/// UIKit's: `willTransition(toTraits:)`, `viewWillTransition(toSize:)`, `traitsDidChange(from:)`.
@Suite struct TraitTransitionTests {
  /// A component whose transition overrides may skip `super`, and that logs what it heard.
  final class Rotating: Component {
    var callsSuper = true
    var heardTraits: [Traits] = []
    override func viewWillTransition(toSize size: Size) {
      if callsSuper { super.viewWillTransition(toSize: size) }
    }
    override func willTransition(toTraits traits: Traits) {
      if callsSuper { super.willTransition(toTraits: traits) }
    }
    override func traitsDidChange(from previous: Traits) {
      super.traitsDidChange(from: previous)
      heardTraits.append(traits)
    }
  }

  static let landscape = Size(width: 844, height: 390)
  static let phoneLandscape = Traits(verticalSizeClass: .compact)

  /// UIKit's order on a rotation that changes a size class: `willTransition(to:with:)` for the
  /// traits, `viewWillTransition(to:with:)` for the size, each from the root down and then for
  /// what is presented, then `traitCollectionDidChange(_:)` parent before child, then the layout
  /// of the resized views.
  @Test func aRotationTellsTheTraitsThenTheSizeThenTheTraitChangeThenLaysOut() {
    let a = Rotating(traceName: "a")
    let b = Rotating(traceName: "b")
    let m = Rotating(traceName: "m")
    let h = LifecycleHarness(root: a)
    h.recordsLayout = true
    a.embed(b)
    a.present(m, animated: false, style: .overFullScreen)
    _ = h.traces()
    h.window.transition(to: Self.landscape, traits: Self.phoneLandscape)
    let traces = h.traces()
    let transitions = traces.filter { !$0.contains("Layout") }
    #expect(
      transitions == [
        "a.willTransition(toTraits: wC hC light)", "b.willTransition(toTraits: wC hC light)",
        "m.willTransition(toTraits: wC hC light)",
        "a.viewWillTransition(toSize: 844x390)", "b.viewWillTransition(toSize: 844x390)",
        "m.viewWillTransition(toSize: 844x390)",
        "a.traitsDidChange(verticalSizeClass: regular -> compact)",
        "b.traitsDidChange(verticalSizeClass: regular -> compact)",
        "m.traitsDidChange(verticalSizeClass: regular -> compact)",
      ])
    let lastChange = traces.lastIndex { $0.contains("traitsDidChange") } ?? traces.count
    let firstLayout = traces.firstIndex { $0.contains("Layout") }
    #expect(firstLayout != nil, "the resized views are laid out")
    #expect((firstLayout ?? 0) > lastChange, "layout comes after the trait change: \(traces)")
    #expect(h.window.frame.size == Self.landscape)
    #expect(a.view.frame.size == Self.landscape && m.view.frame.size == Self.landscape)
    #expect(a.heardTraits == [Self.phoneLandscape] && b.traits == Self.phoneLandscape)
  }

  /// As in UIKit, a component's base implementation tells its children: an override that does
  /// not call `super` keeps them from hearing the transition. The trait change reaches them all
  /// the same: UIKit delivers it to every trait environment.
  @Test func anOverrideThatDoesNotCallSuperKeepsItsChildrenFromTheTransition() {
    let a = Rotating(traceName: "a")
    let b = Rotating(traceName: "b")
    a.callsSuper = false
    let h = LifecycleHarness(root: a)
    a.embed(b)
    _ = h.traces()
    h.window.transition(to: Self.landscape, traits: Self.phoneLandscape)
    #expect(
      h.traces() == [
        "a.willTransition(toTraits: wC hC light)", "a.viewWillTransition(toSize: 844x390)",
        "a.traitsDidChange(verticalSizeClass: regular -> compact)",
        "b.traitsDidChange(verticalSizeClass: regular -> compact)",
      ])
  }

  /// A change reaches only the components whose traits in effect change: a subtree that
  /// already forces dark hears nothing when the window turns dark.
  @Test func onlyComponentsWhoseTraitsChangeAreTold() {
    let a = Probe("a")
    let b = Probe("b")
    let c = Probe("c")
    let d = Probe("d")
    let h = LifecycleHarness(root: a)
    a.embed(b)
    b.embed(c)
    a.embed(d)
    _ = h.traces()
    b.traitOverrides = TraitOverrides(style: .dark)
    #expect(
      h.traces() == [
        "b.traitsDidChange(style: light -> dark)", "c.traitsDidChange(style: light -> dark)",
      ])
    h.window.setTraits(Traits(style: .dark))
    #expect(
      h.traces() == [
        "a.willTransition(toTraits: wC hR dark)", "d.willTransition(toTraits: wC hR dark)",
        "a.traitsDidChange(style: light -> dark)", "d.traitsDidChange(style: light -> dark)",
      ])
    #expect(c.traits.style == .dark && d.traits.style == .dark)
    b.traitOverrides = .none
    #expect(h.traces().isEmpty, "b now inherits the dark it forced")
  }

  /// A presented component inherits its presenter's traits, so an override of the presenter
  /// reaches it, after the presenter's own tree.
  @Test func aPresentedComponentInheritsItsPresentersTraits() {
    let a = Probe("a")
    let b = Probe("b")
    let m = Probe("m")
    let h = LifecycleHarness(root: a)
    a.embed(b)
    a.present(m, animated: false, style: .overFullScreen)
    _ = h.traces()
    a.traitOverrides = TraitOverrides(horizontalSizeClass: .regular)
    #expect(
      h.traces() == [
        "a.traitsDidChange(horizontalSizeClass: compact -> regular)",
        "b.traitsDidChange(horizontalSizeClass: compact -> regular)",
        "m.traitsDidChange(horizontalSizeClass: compact -> regular)",
      ])
    #expect(m.traits.horizontalSizeClass == .regular)
  }

  /// A resize that keeps the traits tells the size only; setting the traits the window has
  /// tells nothing.
  @Test func aResizeWithTheSameTraitsTellsOnlyTheSize() {
    let a = Probe("a")
    let h = LifecycleHarness(root: a)
    _ = h.traces()
    h.window.transition(to: Size(width: 390, height: 700))
    #expect(h.traces() == ["a.viewWillTransition(toSize: 390x700)"])
    h.window.setTraits(h.window.traits)
    #expect(h.traces().isEmpty)
  }

  /// The walks are iterative: a deep chain is told from top to bottom without a deep stack.
  @Test func aDeepChainIsToldWithoutRecursion() {
    let root = Component(traceName: "root")
    let window = Window()
    window.rootComponent = root
    window.makeKeyAndVisible()
    var last = root
    for index in 0..<5_000 {
      let next = Component(traceName: "c\(index)")
      last.embed(next)
      last = next
    }
    let recorder = LifecycleRecorder()
    window.addObserver(recorder)
    window.transition(to: Self.landscape, traits: Self.phoneLandscape)
    let sizes = recorder.events.filter {
      if case .viewWillTransition = $0.kind { return true } else { return false }
    }
    #expect(sizes.count == 5_001)
    #expect(sizes.last?.component.name == "c4999")
    #expect(last.traits == Self.phoneLandscape)
  }
}
