import Compose

// A window showing a list of 100 rows scrolled half way: enough to use the layout's rounding.
final class Row: Component, ListItemComponent {
  init(_ item: Int) { super.init(traceName: "row \(item)") }
  func update(with item: Int) {}
}

let window = Window()
let root = Component(traceName: "root")
window.rootComponent = root
window.makeKeyAndVisible()
let list = ListView(frame: Rect(x: 0, y: 0, width: 100, height: 95))
list.rowHeight = 10
root.view.addSubview(list)
let adapter = ListHostingAdapter(items: 0..<100, parent: root, listView: list, factory: Row.init)
adapter.reloadData()
list.scroll(to: 455.5)
print("visible rows: \(list.indexPathsForVisibleRows.count), cells: \(list.numberOfCellsCreated)")
