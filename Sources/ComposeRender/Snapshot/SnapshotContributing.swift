import Compose

/// A component that shows more than its children in a snapshot: a label's text, a list's visible
/// rows and the child each cell hosts, a navigation stack, tabs, a state container's state.
///
/// This is the extension point of the renderer. A component type adopts it (in its own module,
/// or in `ComposeRender` for the engine's container types) and describes itself through a
/// ``SnapshotContribution``; the snapshot, the text renderer, the diff and the JSON output then
/// handle it with no change:
///
/// ```swift
/// extension ListComponent: SnapshotContributing {
///   public func contribute(to contribution: inout SnapshotContribution) {
///     contribution.addSection(
///       TreeSnapshot.Section(kind: "rows", attributes: [.init("visible", "0…2 of 100")]))
///     for row in visibleRows {
///       contribution.addEntry(
///         TreeSnapshot.Entry(kind: "row", attributes: [
///           .init("indexPath", "[0, \(row.item)]"),
///           .init("cell", "\"\(row.reuseIdentifier)\" #\(row.cellNumber)"),
///         ]),
///         hosting: row.hostedChild)
///     }
///   }
/// }
/// ```
///
/// prints, under the list's line:
///
/// ```text
/// │  rows  visible 0…2 of 100
/// │  │  row  indexPath [0, 0]  cell "FilmCell" #1
/// │  │  │  #4 FilmRow "film 0"  appeared  view in parent
/// ```
///
/// A component hosted by an entry is shown under that entry instead of among the plain children.
@MainActor
public protocol SnapshotContributing: AnyObject {
  /// Describes this component's extra facts and groups. Called once per snapshot, while the
  /// snapshot is taken; it must not change the tree.
  ///
  /// - Parameter contribution: Where to add attributes, sections and entries.
  func contribute(to contribution: inout SnapshotContribution)
}

/// What a ``SnapshotContributing`` component adds to its snapshot: attributes on its own line,
/// and sections of entries (each entry may host a component) below it.
@MainActor
public struct SnapshotContribution {
  /// The attributes shown at the end of the component's line.
  public private(set) var attributes: [TreeSnapshot.Attribute] = []
  /// The sections, in order, with their entries and hosted components.
  private(set) var sections: [(section: TreeSnapshot.Section, entries: [HostedEntry])] = []

  struct HostedEntry {
    var entry: TreeSnapshot.Entry
    var hosted: Component?
  }

  /// Creates an empty contribution.
  public init() {}

  /// Adds a fact to the end of the component's line.
  ///
  /// - Parameters:
  ///   - name: The fact's name, for example `text`.
  ///   - value: Its value as printed, for example `"Header"`.
  public mutating func addAttribute(_ name: String, _ value: String) {
    attributes.append(TreeSnapshot.Attribute(name, value))
  }

  /// Starts a new section below the component's line; the following entries belong to it.
  ///
  /// - Parameter section: The section.
  public mutating func addSection(_ section: TreeSnapshot.Section) {
    sections.append((section, []))
  }

  /// Adds an entry to the last section (starting an untitled `entries` section if there is none).
  ///
  /// - Parameters:
  ///   - entry: The entry.
  ///   - component: The component the entry hosts, shown below it, or `nil`.
  public mutating func addEntry(_ entry: TreeSnapshot.Entry, hosting component: Component? = nil) {
    if sections.isEmpty { addSection(TreeSnapshot.Section(kind: "entries")) }
    sections[sections.count - 1].entries.append(HostedEntry(entry: entry, hosted: component))
  }
}
