import Compose
import ComposeUIKit
import Foundation
import Testing

/// A table inside UIKit's containers: when the table's view controller disappears (a push covers
/// it, its tab is switched away) every hosted child disappears, and the reverse on return
/// (contract §6); a table in a tab that was never shown loads when the tab is first selected.
@Suite struct ListInContainerTests {
  @Test func aPushOverTheTableMakesTheHostedChildrenDisappearAndAPopBringsThemBack() {
    let screen = EmbeddingTableScreen(rowCount: 5)
    let navigation = UINavigationController(rootViewController: screen)
    let test = ListTestWindow(root: navigation)
    test.window.composeRunUntilIdle()
    #expect(screen.children.count == 3)
    test.reset()
    navigation.pushViewController(RowViewController("detail"), animated: true)
    test.window.composeRunUntilIdle()
    #expect(
      test.traces(of: "row2") == ["row2.viewWillDisappear(true)", "row2.viewDidDisappear(true)"])
    #expect(screen.children.allSatisfy { $0.composeComponent.appearanceState == .disappeared })
    // No row ended display: the rows stay displayed in the covered table.
    #expect(!test.traces.contains { $0.contains("didEndDisplaying") })
    test.reset()
    _ = navigation.popViewController(animated: true)
    test.window.composeRunUntilIdle()
    #expect(
      test.traces(of: "row2") == [
        "row2.viewWillAppear(true)", "row2.viewIsAppearing(true)", "row2.viewDidAppear(true)",
      ])
  }

  @Test func aTableInASecondTabLoadsAndItsChildrenAppearWhenTheTabIsSelected() {
    let first = RowViewController("first")
    let screen = EmbeddingTableScreen(rowCount: 5)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, screen]
    let test = ListTestWindow(root: tabs)
    test.window.composeRunUntilIdle()
    #expect(screen.children.isEmpty)
    tabs.composeSelectTab(at: 1)
    test.window.composeRunUntilIdle()
    #expect(screen.children.map(\.composeComponent.traceName) == ["row0", "row1", "row2"])
    #expect(screen.children.allSatisfy { $0.composeComponent.appearanceState == .appeared })
    test.reset()
    tabs.composeSelectTab(at: 0)
    #expect(
      test.traces(of: "row0") == ["row0.viewWillDisappear(false)", "row0.viewDidDisappear(false)"])
  }
}
