import Compose
import ComposePreviewKit
import ComposePreviewScenes
import ComposeRender
import ComposeTestFixtures
import Testing

/// The snapshot and the text renderer: stable numbers, identical renders, view placement, the
/// extension point and deep trees.
@Suite struct TreeSnapshotTests {
  /// A container that shows its children as the entries of one section, like a list's rows.
  final class Rows: Component, SnapshotContributing {
    func contribute(to contribution: inout SnapshotContribution) {
      contribution.addAttribute("rows", "\(children.count)")
      contribution.addSection(
        TreeSnapshot.Section(
          kind: "rows", attributes: [.init("visible", "0…\(children.count - 1)")]))
      for (index, child) in children.enumerated() {
        contribution.addEntry(
          TreeSnapshot.Entry(
            kind: "row",
            attributes: [.init("indexPath", "[0, \(index)]"), .init("cell", "#\(index + 1)")]),
          hosting: child)
      }
    }
  }

  func makeWindow() -> (Window, Component) {
    let window = Window(traceName: "main")
    let root = Component(traceName: "root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    return (window, root)
  }

  @Test func instanceNumbersAreStableAcrossRuns() {
    let first = Scene.containment.run()
    let second = Scene.containment.run()
    #expect(first == second)
    let trees = first.steps.compactMap(\.tree)
    #expect(trees.count == first.steps.count)
    let numbers = trees.last!.nodes.compactMap { node -> String? in
      guard case .component(let component) = node.content else { return nil }
      return component.reference.description
    }
    #expect(numbers == ["#1 Container \"screen\"", "#5 Component \"detail\""])
  }

  @Test func renderingTheSameTreeTwiceIsIdentical() {
    let (window, root) = makeWindow()
    root.embed(Component(traceName: "a"))
    let first = TreeRenderer().render(TreeSnapshot(of: window))
    let second = TreeRenderer().render(TreeSnapshot(of: window))
    #expect(first == second)
    #expect(
      first == """
        window "main"  visible
        #1 Component "root"  appeared  view in window
        │  #2 Component "a"  appeared  view in parent

        """)
    #expect(!first.contains("0x"), "no memory addresses")
  }

  @Test func anEmptyWindowSaysSo() {
    let window = Window(traceName: "w")
    #expect(
      TreeRenderer().render(TreeSnapshot(of: window))
        == "window \"w\"  hidden\n(no root component)\n")
  }

  @Test func viewPlacementShowsPlainSubviewsAndMisplacedViews() {
    let (window, root) = makeWindow()
    let content = View(traceName: "content")
    content.isHidden = true
    root.view.addSubview(content)
    let inContent = Component(traceName: "inContent")
    root.embed(inContent, in: content)
    let other = Component(traceName: "other")
    root.embed(other)
    let misplaced = Component(traceName: "misplaced")
    root.addChild(misplaced)
    other.view.addSubview(misplaced.view)
    let unplaced = Component(traceName: "unplaced")
    root.addChild(unplaced)
    #expect(
      TreeRenderer().render(TreeSnapshot(of: window)) == """
        window "main"  visible
        #1 Component "root"  appeared  view in window
        │  view "content"  hidden
        │  #2 Component "inContent"  appeared  view in parent › "content"
        │  #3 Component "other"  appeared  view in parent
        │  #4 Component "misplaced"  disappeared  view in #3 Component "other" (misplaced)  moving to parent
        │  #5 Component "unplaced"  disappeared  view not loaded  moving to parent

        """)
  }

  @Test func contributedEntriesHostTheirChildrenOnce() {
    let (window, root) = makeWindow()
    let rows = Rows(traceName: "rows")
    root.embed(rows)
    rows.embed(Component(traceName: "first"))
    rows.embed(Component(traceName: "second"))
    #expect(
      TreeRenderer().render(TreeSnapshot(of: window)) == """
        window "main"  visible
        #1 Component "root"  appeared  view in window
        │  #2 Rows "rows"  appeared  view in parent  rows 2
        │  │  rows  visible 0…1
        │  │  │  row  indexPath [0, 0]  cell #1
        │  │  │  │  #3 Component "first"  appeared  view in parent
        │  │  │  row  indexPath [0, 1]  cell #2
        │  │  │  │  #4 Component "second"  appeared  view in parent

        """)
  }

  @Test func manualForwardingIsShown() {
    let (window, root) = makeWindow()
    final class Manual: Component {
      override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }
    root.embed(Manual(traceName: "m"))
    #expect(
      TreeRenderer().lines(TreeSnapshot(of: window)).last
        == "│  #2 Manual \"m\"  appeared  view in parent  manual forwarding")
  }

  /// 100,000 deep at full size (`COMPOSE_RANDOM_FULL=1`), 2,000 by default (``TestSize``).
  @Test func aDeepTreeIsCapturedAndRenderedWithoutRecursion() {
    let depth = TestSize.scale(full: 100_000, small: 2_000)
    let window = Window(traceName: "deep")
    let root = Component(traceName: "root")
    window.rootComponent = root
    var current = root
    for index in 1..<depth {
      let next = Component(traceName: "c\(index)")
      current.addChild(next)
      current = next
    }
    let snapshot = TreeSnapshot(of: window)
    #expect(snapshot.nodes.count == depth)
    #expect(snapshot.nodes.last?.depth == depth - 1)
    let lines = TreeRenderer().lines(snapshot)
    #expect(lines.count == depth + 1)
    let guides = String(repeating: "│  ", count: TreeRenderer.maximumIndentedDepth)
    #expect(
      lines.last
        == guides
        + "(depth \(depth - 1)) #\(depth) Component \"c\(depth - 1)\"  disappeared  view not loaded  "
        + "moving to parent"
    )
    #expect(lines.map(\.count).max()! < 200, "indentation is bounded")
    #expect(TreeDiff.diff(snapshot, snapshot) == nil)
    window.rootComponent = nil
  }
}
