import ComposePreviewKit
import ComposePreviewScenes
import ComposeRender
import Foundation
import Testing

/// Lists, stacks, presentations, tabs and states in the rendered tree, through the example files
/// in `docs/scenarios` and the built-in scenes.
@Suite struct ContainerRenderingTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(
      "docs/scenarios")

  func log(_ file: String) throws -> EventLog {
    let data = try Data(contentsOf: Self.directory.appendingPathComponent(file))
    return try Scenario.decode(json: Array(data)).run()
  }

  @Test(arguments: [
    "list.json", "nested-list.json", "navigation.json", "tabs.json", "state-container.json",
    "environment.json",
  ])
  func exampleFilesRunWithoutDiagnostics(file: String) throws {
    let log = try log(file)
    #expect(!log.steps.isEmpty)
    for step in log.steps {
      #expect(step.diagnostics.isEmpty, "\(step.title): \(step.diagnostics)")
      #expect(step.notes.isEmpty, "\(step.title): \(step.notes)")
    }
  }

  @Test func aScrolledListShowsTheRecycledCellOnItsNewRow() throws {
    let log = try log("list.json")
    let lines = treeLines(try #require(log.steps[2].tree))
    #expect(
      lines.contains("│  view \"inbox\"  list vertical  offset 100  cells created 3  pooled 0"))
    #expect(lines.contains("│  │  rows  visible [0, 1]…[0, 3] of 30"))
    let row = try #require(lines.firstIndex(of: "│  │  │  row  indexPath [0, 3]  cell #1 \"row\""))
    #expect(lines[row + 1].hasPrefix("│  │  │  │  #5 Row \"inbox 3\"  appeared  view in cell"))
    #expect(!lines.contains { $0.contains("contentView") }, "cells show as rows, not as views")
  }

  @Test func movedRowsKeepTheirCellsAndComponentsWithNoEvents() throws {
    let log = try log("list.json")
    let before = treeLines(try #require(log.steps[3].tree))
    let after = treeLines(try #require(log.steps[4].tree))
    #expect(
      log.steps[4].events.allSatisfy {
        if case .cellWillDisplay = $0.kind { return false }
        if case .viewDidLoad = $0.kind { return false }
        return true
      })
    func cell(of name: String, in lines: [String]) -> String? {
      guard let index = lines.firstIndex(where: { $0.contains("Row \"\(name)\"") }) else {
        return nil
      }
      return lines[index - 1].components(separatedBy: "cell ").last
    }
    let moved = try #require(cell(of: "inbox 22", in: before))
    #expect(cell(of: "inbox 22", in: after) == moved)
    #expect(after.contains { $0.contains("row  indexPath [0, 20]  cell \(moved)") })
  }

  @Test func containersShowStacksTabsStatesAndPresentations() throws {
    let navigation = try log("navigation.json")
    let pushed = treeLines(try #require(navigation.steps[3].tree))
    #expect(pushed.contains("│  stack  depth 2"))
    #expect(pushed.contains("│  │  item  index 1  top"))
    let presented = treeLines(try #require(navigation.steps[11].tree))
    #expect(presented.contains("│  │  presented  style fullScreen"))
    #expect(
      presented.contains { $0.hasPrefix("│  │  │  #4 Label \"sheet\"  appeared  view in window") })
    let tabs = treeLines(try #require(try log("tabs.json").steps[2].tree))
    #expect(tabs.contains("│  tabs  selected 2"))
    #expect(tabs.contains("│  │  tab  index 2  selected"))
    let states = treeLines(try #require(try log("state-container.json").steps[2].tree))
    #expect(states[1].hasSuffix("state error"))
  }

  @Test func filmstripRecyclesCellsAndMovesRowsWithoutEvents() throws {
    let log = Scene.filmstrip.run()
    let far = treeLines(try #require(log.steps[4].tree))
    #expect(
      far.contains("│  view \"films\"  list vertical  offset 1000  cells created 3  pooled 0"))
    #expect(far.contains("│  │  │  row  indexPath [0, 10]  cell #3 \"film\""))
    let apply = log.steps[6]
    #expect(apply.events.isEmpty && apply.diagnostics.isEmpty)
    let moved = treeLines(try #require(apply.tree))
    let first = try #require(
      moved.firstIndex(of: "│  │  │  row  indexPath [0, 10]  cell #1 \"film\""))
    #expect(moved[first + 1].contains("FilmRow \"film 12\""))
  }
}
