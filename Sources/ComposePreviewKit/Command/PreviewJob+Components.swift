import Compose
import ComposeRender

extension PreviewJob {
  /// The most component names a `--component` error lists.
  static let listedComponentNames = 30

  /// Checks that each `--component` name is a component of the run: runs the target once without
  /// output (before anything is printed) and collects the names in its trees and events.
  ///
  /// - Throws: A usage error of `command` naming the components there are, for a name no
  ///   component of the run has.
  func checkComponentNames<Command: PreviewSubcommand>(for command: Command.Type) throws {
    guard !selection.components.isEmpty else { return }
    var names: [String] = []
    var seen: Set<String> = []
    func meetName(_ name: String) {
      if seen.insert(name).inserted { names.append(name) }
    }
    func meetTree(_ tree: TreeSnapshot?) {
      for node in tree?.nodes ?? [] {
        if case .component(let component) = node.content { meetName(component.reference.name) }
      }
    }
    // A run that stops early names the components met so far; the run that follows stops at the
    // same step and reports why.
    _ = run(
      nil, { meetTree($0) },
      { step in
        meetTree(step.tree)
        for event in step.events { meetName(event.component.name) }
      })
    let unknown = selection.components.filter { !seen.contains($0) }
    guard let first = unknown.first else { return }
    let listed = names.prefix(Self.listedComponentNames).map { "'\($0)'" }
    let more = names.count > listed.count ? ", and \(names.count - listed.count) more" : ""
    let unknownText = unknown.map { "'\($0)'" }.joined(separator: ", ")
    throw command.usageError(
      "No component named \(unknown.count == 1 ? "'\(first)'" : unknownText) in '\(target)' "
        + "(components: \(listed.isEmpty ? "none" : listed.joined(separator: ", "))\(more))")
  }
}
