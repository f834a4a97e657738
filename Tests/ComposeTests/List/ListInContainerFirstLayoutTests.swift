import Compose
import Testing

/// A list in a component that a container places before its appearance begins (a tab switch, a
/// push) loads at its first layout once the component is visible (contract §4): the container's
/// placement lays nothing out while the component is still disappeared, and the layout after its
/// appearance began does.
@Suite struct ListInContainerFirstLayoutTests {
  final class Rows: ListDataSource {
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 10 }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
      listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
  }

  /// A component with a 30-point list of 10-point rows: three visible.
  final class ListScreen: Component {
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 10, height: 30))
    let rows = Rows()

    override func viewDidLoad() {
      list.rowHeight = 10
      list.dataSource = rows
      view.addSubview(list)
    }
  }

  @Test func aListInATabSelectedLaterLoads() {
    let window = Window()
    let screen = ListScreen(traceName: "screen")
    let tabs = TabContainer(tabs: [Component(traceName: "first"), screen])
    window.rootComponent = tabs
    window.makeKeyAndVisible()
    window.runUntilIdle()
    _ = tabs.select(1)
    window.runUntilIdle()
    #expect(screen.list.indexPathsForVisibleRows.count == 3)
  }

  @Test(arguments: [false, true])
  func aPushedListLoads(animated: Bool) {
    let window = Window()
    let navigation = NavigationContainer(root: Component(traceName: "root"))
    window.rootComponent = navigation
    window.makeKeyAndVisible()
    let screen = ListScreen(traceName: "screen")
    _ = navigation.push(screen, animated: animated)
    window.runUntilIdle()
    #expect(screen.list.indexPathsForVisibleRows.count == 3)
  }

  @Test func aListPlacedInAHiddenWindowLoadsWhenTheWindowShows() {
    let window = Window()
    let screen = ListScreen(traceName: "screen")
    window.rootComponent = screen
    window.runUntilIdle()
    #expect(screen.list.numberOfCellsCreated == 0)
    window.makeKeyAndVisible()
    window.runUntilIdle()
    #expect(screen.list.indexPathsForVisibleRows.count == 3)
  }
}
