import Compose
import ComposeRender

/// An item of a scenario list: its identifier (a number for a declared list, `outer.inner` in a
/// nested one).
struct ScenarioItem: Hashable, Diffable {
  var id: String
  var diffIdentifier: String { id }
  func isContentEqual(to other: ScenarioItem) -> Bool { id == other.id }
}

/// A list view and the adapter hosting a ``Row`` in each displayed cell; shared by the `list`
/// kind and by rows holding a nested list.
@MainActor
final class HostedList {
  let spec: ListSpec
  let view: ListView
  private(set) var adapter: ListHostingAdapter<[ScenarioItem], Row>?
  private let prefix: String
  /// The items the adapter holds: what an `apply` diffs the new items against (none before the
  /// list loads, when an `apply` does nothing).
  private(set) var itemCount = 0

  /// Rows are 100 points long; the viewport shows `spec.visibleRows` of them.
  init(spec: ListSpec, name: String, prefix: String) {
    self.spec = spec
    self.prefix = prefix
    let length = Double(spec.visibleRows) * 100
    view = ListView(
      traceName: name,
      frame: spec.isHorizontal
        ? Rect(x: 0, y: 0, width: length, height: 100)
        : Rect(x: 0, y: 0, width: 390, height: length),
      axis: spec.isHorizontal ? .horizontal : .vertical)
    view.rowHeight = 100
  }

  func items(_ ids: [Int]) -> [ScenarioItem] {
    ids.map { ScenarioItem(id: prefix.isEmpty ? "\($0)" : "\(prefix).\($0)") }
  }

  /// Places the list in `parent`'s view and loads the rows.
  func load(in parent: Component, rowName: String) {
    parent.view.addSubview(view)
    let template = spec.row
    adapter = ListHostingAdapter(
      items: items(Array(0..<spec.rows)), parent: parent, listView: view, cacheLimit: 4,
      reuseIdentifier: "row",
      factory: { Row(listName: rowName, item: $0, template: template) })
    adapter?.reloadData()
    itemCount = spec.rows
  }

  func apply(_ ids: [Int]) {
    guard let adapter else { return }
    adapter.apply(items(ids))
    itemCount = ids.count
  }
}

/// The `list` kind: a component whose view holds a list of ``Row``s.
@MainActor
final class ListComponent: Component {
  let list: HostedList

  init(name: String, spec: ListSpec) {
    list = HostedList(spec: spec, name: name, prefix: "")
    super.init(traceName: name)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    list.load(in: self, rowName: traceName)
  }
}

/// A component hosted by a scenario list's row: plain, a label, or holding a nested list.
@MainActor
final class Row: Component, ListItemComponent, SnapshotContributing {
  private(set) var item: ScenarioItem
  let template: RowTemplate
  private(set) var nested: HostedList?
  /// The declared list's name; rows at every level are named `<list> <item>`.
  let listName: String

  init(listName: String, item: ScenarioItem, template: RowTemplate) {
    self.item = item
    self.template = template
    self.listName = listName
    let name = "\(listName) \(item.id)"
    super.init(traceName: name)
    if case .list(let spec) = template {
      nested = HostedList(spec: spec, name: "\(name) list", prefix: item.id)
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nested?.load(in: self, rowName: listName)
  }

  func update(with item: ScenarioItem) { self.item = item }

  func contribute(to contribution: inout SnapshotContribution) {
    if case .label = template { contribution.addAttribute("text", ValueFormat.quoted(traceName)) }
  }
}
