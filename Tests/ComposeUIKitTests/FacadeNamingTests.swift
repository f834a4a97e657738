import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// Contract §9: the facade's own members never take a name that a subclass of the UIKit class it
// models commonly declares, and Foundation next to ComposeUIKit leaves no name ambiguous (this file
// imports both and names `IndexPath`, `CGRect` and `NSCoder` unqualified). These subclasses
// compile only while that holds.

private final class NamedScreen: UIViewController {
  var name = "screen"
  var state = 1
  var items = ["a"]
  var data = [UInt8]()
  var model = 0
  var viewModel = 0
  var content = "content"
  var component = "component"
  var bridge = "bridge"
  var coordinator: AnyObject?
  var delegate: AnyObject?
  var dataSource: AnyObject?
  var selectedIndexPath: IndexPath?
}

private final class NamedView: UIView {
  var name = "view"
  var state = 2
  var model = 0
  var content = "content"
  var engineView = "engine"
  var cornerFrame = CGRect(x: 0, y: 0, width: 1, height: 1)
}

private final class NamedCell: UITableViewCell {
  var name = "cell"
  var item: String?
  var child: UIViewController?
  var indexPath: IndexPath?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { nil }
}

private final class NamedNavigation: UINavigationController {
  var name = "navigation"
  var flow: AnyObject?
  var route = ""
}

private final class NamedList: UITableViewController {
  var name = "list"
  var items = [String]()
  var sections = [[String]]()
}

private final class NamedPager: UIPageViewController {
  var name = "pager"
  var pages = [UIViewController]()
  var currentIndex = 0
  var pageControl: UIPageControl?
  var bridge = "bridge"
}

@MainActor @Suite struct FacadeNamingTests {
  @Test func subclassesKeepTheNamesTheyDeclare() {
    let screen = NamedScreen()
    screen.name = "profile"
    screen.component = "own"
    screen.selectedIndexPath = IndexPath(row: 1, section: 0)
    #expect(screen.name == "profile" && screen.component == "own")
    #expect(screen.selectedIndexPath?.row == 1)
    #expect(screen.title == nil, "a declared name is not the UIKit title")

    let view = NamedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.name = "header"
    #expect(view.name == "header" && view.frame.width == 10)

    let cell = NamedCell(style: .default, reuseIdentifier: "cell")
    cell.indexPath = IndexPath(row: 2, section: 0)
    #expect(cell.reuseIdentifier == "cell" && cell.indexPath?.row == 2)

    let navigation = NamedNavigation(rootViewController: screen)
    #expect(navigation.name == "navigation" && navigation.viewControllers.first === screen)

    let list = NamedList(style: .plain)
    list.items = ["a", "b"]
    #expect(list.items.count == 2 && list.name == "list")

    let pager = NamedPager(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pager.pages = [UIViewController()]
    pager.setViewControllers(pager.pages, direction: .forward, animated: false)
    #expect(pager.name == "pager" && pager.viewControllers?.first === pager.pages[0])
  }
}
