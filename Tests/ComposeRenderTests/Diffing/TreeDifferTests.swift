import Compose
import ComposeRender
import Testing

/// `TreeDiffer`: each tree of a sequence rendered once, diffed against the lines of the tree
/// before it, with hunks that turn the old lines into the new ones.
@Suite struct TreeDifferTests {
  /// Counts the renders a differ asks for.
  final class RenderCounter {
    var count = 0
    func render(_ tree: TreeSnapshot) -> [String] {
      count += 1
      return TreeRenderer().lines(tree)
    }
  }

  /// The trees of a window after each of a few embeds, unembeds and one step that changes
  /// nothing.
  func trees() -> [TreeSnapshot] {
    let window = Window(traceName: "test")
    let root = Component(traceName: "root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    var trees = [TreeSnapshot(of: window)]
    let header = Component(traceName: "header")
    let feed = Component(traceName: "feed")
    root.embed(header)
    trees.append(TreeSnapshot(of: window))
    root.embed(feed)
    trees.append(TreeSnapshot(of: window))
    trees.append(TreeSnapshot(of: window))
    feed.embed(Component(traceName: "card"))
    trees.append(TreeSnapshot(of: window))
    header.unembed()
    trees.append(TreeSnapshot(of: window))
    return trees
  }

  /// Applies the hunks to `old`, checking that each context and removed line is the old one.
  func apply(_ diff: LineDiff, to old: [String]) -> [String] {
    var result: [String] = []
    var position = 0
    for hunk in diff.hunks {
      let start = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
      result += old[position..<start]
      position = start
      for line in hunk.lines {
        switch line {
        case .context, .removed:
          #expect(old[position] == line.text)
          position += 1
          if case .context = line { result.append(line.text) }
        case .added: result.append(line.text)
        }
      }
    }
    return result + old[position...]
  }

  @Test func eachTreeIsRenderedOnceAndAnUnchangedTreeIsNotRenderedAgain() {
    let trees = trees()
    let counter = RenderCounter()
    var differ = TreeDiffer(render: counter.render)
    for tree in trees { differ.next(tree) }
    #expect(trees.count == 6)
    #expect(counter.count == 5, "six trees, the fourth equal to the third")
  }

  @Test func applyingEachStepsHunksToThePreviousLinesGivesTheNewLines() throws {
    var differ = TreeDiffer()
    var previous: [String]?
    for tree in trees() {
      let step = differ.next(tree)
      #expect(step.lines == TreeRenderer().lines(tree))
      if let previous {
        let diff = try #require(step.diff)
        #expect(apply(diff, to: previous) == step.lines)
      } else {
        #expect(step.diff == nil, "the first tree has nothing to be diffed against")
      }
      previous = step.lines
    }
  }

  @Test func anUnchangedTreeHasAnEmptyDiffAndTheSameLines() {
    let trees = trees()
    var differ = TreeDiffer()
    differ.next(trees[2])
    let step = differ.next(trees[3])
    #expect(step.diff?.isEmpty == true)
    #expect(step.lines == TreeRenderer().lines(trees[2]))
  }

  @Test func theDiffMatchesTreeDiffOfTheSameTwoTrees() {
    let trees = trees()
    var differ = TreeDiffer(context: 1)
    differ.next(trees[1])
    let step = differ.next(trees[4])
    #expect(step.diff?.text == TreeDiff.diff(trees[1], trees[4], context: 1))
    #expect(
      step.diff?.hunks.first?.lines.contains(
        .added(#"│  #3 Component "feed"  appeared  view in parent"#)) == true)
  }

  @Test func hunksAndLinesWriteThemselvesAsAUnifiedDiff() throws {
    let diff = LineDiff(old: ["a", "b", "c"], new: ["a", "B", "c"])
    let hunk = try #require(diff.hunks.first)
    #expect(hunk.header == "@@ -1,3 +1,3 @@")
    #expect(hunk.lines.map(\.unified) == [" a", "-b", "+B", " c"])
    #expect(hunk.lines.map(\.text) == ["a", "b", "B", "c"])
  }
}
