import Compose
import Foundation
import Testing

// Contract §9: Compose's own members never take a name that a subclass of the UIKit class it
// models commonly declares, and Foundation next to Compose leaves no name ambiguous. These
// subclasses compile only while that holds. `.ci/consumer-app` checks the same from outside the
// package, where it also declares the names of Compose's package-only members (`root`, `window`,
// `reference`, `owner`, `number`, `isPooled`, visible to this target but not to app code), and
// uses every public type next to Foundation.

private final class NamedScreen: Component {
  var name = "screen name"
  var state = 1
  var items = ["a"]
  var data = [UInt8]()
  var model = 0
  var viewModel = 0
  var content = "content"
  var list = [Int]()
  var flow: Flow?
  var route = ""
  var store = 0
  var delegate: AnyObject?
  var dataSource: AnyObject?
  var path = "path"
}

private final class NamedView: View {
  var name = "view name"
  var state = 1
  var items = ["a"]
  var model = 0
  var content = ""
  var delegate: AnyObject?
  var dataSource: AnyObject?
}

private final class NamedList: ListView {
  var name = "list name"
  var state = 1
  var items = ["a"]
  var model = 0
  var content = ""
}

private final class NamedCell: HostingCell {
  var name = "cell name"
  var state = 1
  var items = ["a"]
  var model = 0
  var content = ""
  var delegate: AnyObject?
  var dataSource: AnyObject?
}

private final class NamedFlow: Flow {
  var name = "flow name"
  var state = 1
  var items = ["a"]
  var model = 0
  var content = ""
  var delegate: AnyObject?
  var dataSource: AnyObject?
  var route = ""
}

@Suite struct NamingTests {
  @Test func subclassesDeclaringTheNamesAppsDeclareKeepThemApartFromTheTraceName() {
    let screen = NamedScreen(traceName: "screen")
    let view = NamedView(traceName: "view")
    let list = NamedList(traceName: "list")
    let cell = NamedCell(reuseIdentifier: "cell")
    let flow = NamedFlow(traceName: "flow")
    #expect(screen.name == "screen name" && screen.traceName == "screen")
    #expect(screen.path == "path")
    #expect(view.name == "view name" && view.traceName == "view")
    #expect(list.name == "list name" && list.traceName == "list")
    #expect(cell.name == "cell name" && cell.reuseIdentifier == "cell")
    #expect(flow.name == "flow name" && flow.traceName == "flow")

    let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
    let window = Window()
    window.addObserver(recorder)
    window.rootComponent = screen
    window.makeKeyAndVisible()
    #expect(
      recorder.traces.prefix(2) == ["screen.viewDidLoad", "screen.viewWillAppear(false)"],
      "traces name components by traceName")
  }

  @Test func foundationsIndexPathAndComposesListIndexPathAreBothUnqualified() {
    let foundation = IndexPath(indexes: [0, 3])
    let compose = ListIndexPath(row: 3, section: 0)
    #expect(foundation.count == 2 && foundation[1] == compose.row)
    #expect("\(compose)" == "[0, 3]")
    #expect(Date(timeIntervalSince1970: 0) < Date(timeIntervalSince1970: 1))
    #expect(URL(string: "app://x")?.scheme == "app")
  }
}
