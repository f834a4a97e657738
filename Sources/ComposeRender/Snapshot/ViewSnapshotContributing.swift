import Compose

/// A plain view that shows more than its subviews in a snapshot: the view-level counterpart of
/// ``SnapshotContributing``.
///
/// A list is a plain view inside a component's view, not a component, so it describes itself
/// here: ``Compose/ListView`` adopts it (in `ListView+Snapshot.swift`) and shows its visible rows,
/// each hosting the component its cell embeds. Attributes go at the end of the view's line;
/// sections and entries go below it, and a component an entry hosts is shown under that entry
/// instead of among its parent's children:
///
/// ```text
/// │  view "films"  list vertical  offset 0  cells created 3  pooled 0
/// │  │  rows  visible [0, 0]…[0, 2] of 20
/// │  │  │  row  indexPath [0, 0]  cell #1 "film"
/// │  │  │  │  #2 FilmRow "film 0"  appeared  view in cell
/// ```
///
/// A view that adopts this protocol replaces its subviews in the snapshot: they are not listed as
/// plain views (a list's cells are shown as its rows). A cell (a ``Compose/ListCell``) that
/// adopts it adds its attributes to its row's line, for example the text it was configured with.
@MainActor
public protocol ViewSnapshotContributing: View {
  /// Describes this view's extra facts, sections and entries. Called once per snapshot while the
  /// snapshot is taken; it must not change the view or the tree.
  ///
  /// - Parameter contribution: Where to add attributes, sections and entries.
  func contribute(to contribution: inout SnapshotContribution)
}
