import Compose
import ComposeTesting
import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

// A bar button item made with UIKit's target-action initializers; `composeTap()` taps it, as a
// finger on its bar would.

@MainActor
@Suite struct BarButtonItemTargetActionTests {
  @Test func tappingAnItemSendsItsActionWithTheItem() {
    let screen = ActionsViewController()
    let item = UIBarButtonItem(
      barButtonSystemItem: .done, target: screen, action: Selector("saveTapped:"))
    screen.navigationItem.rightBarButtonItem = item
    #expect(item.composeTap())
    #expect(screen.log == ["saveTapped(UIBarButtonItem)"])
  }

  @Test func performingTheItemsActionOnItsTargetRunsIt() {
    let screen = ActionsViewController()
    let item = UIBarButtonItem(
      title: "Save", style: .done, target: screen, action: Selector("saveTapped:"))
    _ = (item.target as? NSObject)?.perform(item.action, with: item)
    #expect(screen.log == ["saveTapped(UIBarButtonItem)"])
  }

  @Test func aDisabledItemDoesNothing() {
    let screen = ActionsViewController()
    let item = UIBarButtonItem(
      title: "Save", style: .plain, target: screen, action: Selector("refresh"))
    item.isEnabled = false
    #expect(!item.composeTap())
    #expect(screen.log.isEmpty)
  }

  @Test func aPrimaryActionRunsInsteadOfTheTarget() {
    var ran = false
    let item = UIBarButtonItem(title: "Add", primaryAction: UIAction { _ in ran = true })
    #expect(item.composeTap())
    #expect(ran)
  }
}
