import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// Menus as UIKit code builds them: a context menu configuration whose action provider makes a
// menu of actions and an inline submenu; a bar button item and a button with a menu. A test
// chooses an action, as the user's tap on it would; hidden actions are not shown, and disabled
// ones do nothing.

@MainActor
@Suite struct ContextMenuTests {
  private func photoMenu(log: EventLog) -> UIContextMenuConfiguration {
    UIContextMenuConfiguration(identifier: "photo-3" as NSString, previewProvider: nil) { _ in
      let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) {
        _ in log.append("share")
      }
      let delete = UIAction(title: "Delete", attributes: .destructive) { _ in
        log.append("delete")
      }
      let secret = UIAction(title: "Secret", attributes: .hidden) { _ in log.append("secret") }
      let print = UIAction(title: "Print", attributes: .disabled) { _ in log.append("print") }
      let more = UIMenu(title: "More", options: .displayInline, children: [delete, secret, print])
      return UIMenu(title: "", children: [share, more])
    }
  }

  @Test func theActionProvidersMenuShowsItsVisibleActionsInOrder() throws {
    let log = EventLog()
    let configuration = photoMenu(log: log)
    #expect(configuration.identifier as? NSString == "photo-3")
    #expect(configuration.composePreview() == nil)
    let menu = try #require(configuration.composeMenu())
    #expect(menu.children.count == 2)
    #expect((menu.children[1] as? UIMenu)?.options == .displayInline)
    #expect(menu.composeVisibleActions.map(\.title) == ["Share", "Delete", "Print"])
  }

  @Test func choosingAnActionRunsItsHandlerUnlessItIsDisabledOrHidden() throws {
    let log = EventLog()
    let menu = try #require(photoMenu(log: log).composeMenu())
    #expect(menu.composeChoose("Delete"))
    #expect(!menu.composeChoose("Print"))
    #expect(!menu.composeChoose("Secret"))
    #expect(!menu.composeChoose("Rename"))
    #expect(log.drain() == ["delete"])
  }

  @Test func barButtonItemsAndButtonsKeepTheirMenus() throws {
    var sort = "newest"
    let newest = UIAction(title: "Newest", state: .on) { _ in sort = "newest" }
    let oldest = UIAction(title: "Oldest") { _ in sort = "oldest" }
    let item = UIBarButtonItem(
      title: "Sort", image: nil, primaryAction: nil,
      menu: UIMenu(title: "Sort by", options: .singleSelection, children: [newest, oldest]))
    #expect(item.menu?.title == "Sort by")
    #expect(try #require(item.menu).composeChoose("Oldest"))
    #expect(sort == "oldest")
    #expect(newest.state == .on)

    let button = UIButton(type: .system)
    button.menu = item.menu
    button.showsMenuAsPrimaryAction = true
    #expect(button.menu === item.menu)
  }
}
