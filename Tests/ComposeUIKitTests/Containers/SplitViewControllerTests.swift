import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
  import ComposeUIKitTesting
#endif

// A mail-style app: a list in the primary column, a message in the secondary, as the Xcode
// split view template and iOS 14's column-style API make it.

private final class MailboxViewController: TracingViewController {}
private final class MessageViewController: TracingViewController {}

private final class SplitLog: UISplitViewControllerDelegate {
  var lines: [String] = []
  var topColumn: UISplitViewController.Column?
  var collapsesItself = false

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    lines.append("topColumnForCollapsing(proposed: \(proposedTopColumn.rawValue))")
    return topColumn ?? proposedTopColumn
  }
  func splitViewControllerDidCollapse(_ svc: UISplitViewController) { lines.append("didCollapse") }
  func splitViewControllerDidExpand(_ svc: UISplitViewController) { lines.append("didExpand") }
  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    lines.append("collapseSecondary")
    return collapsesItself
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct SplitViewControllerTests {
    fileprivate struct Mail {
      let log = EventLog()
      let delegate = SplitLog()
      let split = UISplitViewController(style: .doubleColumn)
      let mailbox: MailboxViewController
      let message: MessageViewController
      let window = UIWindow()
      let harness: LifecycleHarness

      init(
        device: ComposeDevice, orientation: UIDeviceOrientation,
        top: UISplitViewController.Column? = nil
      ) {
        harness = LifecycleHarness(window: window)
        mailbox = MailboxViewController(title: "mailbox", log: log)
        message = MessageViewController(title: "message", log: log)
        delegate.topColumn = top
        split.delegate = delegate
        split.setViewController(mailbox, for: .primary)
        split.setViewController(message, for: .secondary)
        window.composeSetDevice(device, orientation: orientation)
        window.rootViewController = split
        window.makeKeyAndVisible()
      }

      func appeared(_ controller: UIViewController) -> Bool {
        controller.composeComponent.appearanceState == .appeared
      }
    }

    /// On a regular width the columns are side by side: each column's view controller is wrapped
    /// in a navigation controller, the columns are children of the split view, and both appear.
    @Test func onAnIPadInLandscapeBothColumnsAreChildrenAndAppear() {
      let mail = Mail(device: .iPad, orientation: .landscapeLeft)
      #expect(!mail.split.isCollapsed)
      #expect(mail.split.displayMode == .oneBesideSecondary)
      #expect(mail.split.children.count == 2)
      #expect(mail.split.viewController(for: .primary) === mail.mailbox)
      #expect(mail.mailbox.navigationController?.parent === mail.split)
      #expect(mail.mailbox.splitViewController === mail.split)
      #expect(mail.appeared(mail.mailbox) && mail.appeared(mail.message))
      #expect(mail.delegate.lines.isEmpty)
      mail.harness.finish()
    }

    /// iOS 14's column style on a compact width collapses onto the primary column's navigation
    /// controller with the secondary on top, UIKit's proposed top column.
    @Test func onAnIPhoneTheSplitCollapsesWithTheSecondaryOnTop() {
      let mail = Mail(device: .iPhone, orientation: .portrait)
      #expect(mail.split.isCollapsed)
      #expect(mail.split.children.count == 1)
      let primary = mail.mailbox.navigationController
      #expect(primary?.viewControllers == [mail.mailbox, mail.message])
      #expect(mail.appeared(mail.message) && !mail.appeared(mail.mailbox))
      #expect(mail.delegate.lines == ["topColumnForCollapsing(proposed: 2)", "didCollapse"])
      mail.split.show(.primary)
      mail.window.composeRunUntilIdle()
      #expect(primary?.viewControllers == [mail.mailbox])
      #expect(mail.appeared(mail.mailbox))
      mail.harness.finish()
    }

    /// The common delegate that keeps the list on top on an iPhone.
    @Test func aDelegateChoosingThePrimaryShowsTheListOnAnIPhone() {
      let mail = Mail(device: .iPhone, orientation: .portrait, top: .primary)
      #expect(mail.mailbox.navigationController?.viewControllers == [mail.mailbox])
      #expect(mail.appeared(mail.mailbox) && !mail.appeared(mail.message))
      mail.split.show(.secondary)
      mail.window.composeRunUntilIdle()
      #expect(mail.mailbox.navigationController?.topViewController === mail.message)
      #expect(mail.appeared(mail.message))
      mail.harness.finish()
    }

    /// Multitasking narrows the window: the split view collapses, and expands back when the
    /// window widens, the secondary's view controllers returned to their column.
    @Test func resizingAnIPadCollapsesAndExpandsTheSplitView() {
      let mail = Mail(device: .iPad, orientation: .landscapeLeft)
      mail.window.composeResize(to: CGSize(width: 400, height: 820))
      mail.window.composeRunUntilIdle()
      #expect(mail.split.isCollapsed)
      #expect(mail.delegate.lines.suffix(1) == ["didCollapse"])
      #expect(mail.mailbox.navigationController?.viewControllers == [mail.mailbox, mail.message])
      mail.window.composeResize(to: CGSize(width: 1180, height: 820))
      mail.window.composeRunUntilIdle()
      #expect(!mail.split.isCollapsed)
      #expect(mail.delegate.lines.suffix(1) == ["didExpand"])
      #expect(mail.mailbox.navigationController?.viewControllers == [mail.mailbox])
      #expect(mail.message.navigationController?.parent === mail.split)
      #expect(mail.appeared(mail.mailbox) && mail.appeared(mail.message))
      mail.harness.finish()
    }

    /// In portrait the automatic display mode shows the secondary alone: the primary column is
    /// not on screen until `show(.primary)` brings it beside.
    @Test func anIPadInPortraitShowsTheSecondaryAloneUntilThePrimaryIsShown() {
      let mail = Mail(device: .iPad, orientation: .portrait)
      #expect(mail.split.displayMode == .secondaryOnly)
      #expect(!mail.appeared(mail.mailbox) && mail.appeared(mail.message))
      mail.split.show(.primary)
      #expect(mail.appeared(mail.mailbox))
      mail.split.hide(.primary)
      #expect(!mail.appeared(mail.mailbox))
      mail.harness.finish()
    }

    /// The automatic display mode follows the orientation: turning an iPad to landscape brings
    /// the primary column beside the secondary.
    @Test func rotatingAnIPadToLandscapeBringsThePrimaryBeside() {
      let mail = Mail(device: .iPad, orientation: .portrait)
      #expect(!mail.appeared(mail.mailbox))
      mail.window.composeRotate(to: .landscapeLeft)
      mail.window.composeRunUntilIdle()
      #expect(mail.split.displayMode == .oneBesideSecondary)
      #expect(mail.appeared(mail.mailbox) && mail.appeared(mail.message))
      mail.harness.finish()
    }

    /// The compact column, when set, is what a collapsed split view shows.
    @Test func theCompactColumnIsShownAloneWhenCollapsed() {
      let log = EventLog()
      let split = UISplitViewController(style: .doubleColumn)
      let tabs = TracingViewController(title: "tabs", log: log)
      split.setViewController(MailboxViewController(title: "mailbox", log: log), for: .primary)
      split.setViewController(MessageViewController(title: "message", log: log), for: .secondary)
      split.setViewController(tabs, for: .compact)
      let window = UIWindow()
      let harness = LifecycleHarness(window: window)
      window.rootViewController = split
      window.makeKeyAndVisible()
      #expect(split.children == [tabs])
      #expect(tabs.composeComponent.appearanceState == .appeared)
      harness.finish()
    }

    /// The classic split view (iOS 8): collapsing asks the delegate; by default the secondary is
    /// pushed onto a primary navigation controller, and `showDetailViewController(_:sender:)`
    /// pushes there too; a delegate that collapses it itself discards it.
    @Test func aClassicSplitViewCollapsesItsSecondaryOntoThePrimaryNavigationController() {
      let log = EventLog()
      let delegate = SplitLog()
      let mailbox = MailboxViewController(title: "mailbox", log: log)
      let message = MessageViewController(title: "message", log: log)
      let split = UISplitViewController()
      split.delegate = delegate
      let primary = UINavigationController(rootViewController: mailbox)
      split.viewControllers = [primary, message]
      let window = UIWindow()
      let harness = LifecycleHarness(window: window)
      window.rootViewController = split
      window.makeKeyAndVisible()
      #expect(delegate.lines == ["collapseSecondary", "didCollapse"])
      #expect(primary.viewControllers == [mailbox, message])
      #expect(split.viewControllers == [primary])
      let other = MessageViewController(title: "other", log: log)
      mailbox.showDetailViewController(other, sender: nil)
      window.composeRunUntilIdle()
      #expect(primary.topViewController === other)

      let discarding = SplitLog()
      discarding.collapsesItself = true
      let second = UISplitViewController()
      second.delegate = discarding
      let list = UINavigationController(rootViewController: UIViewController())
      second.viewControllers = [list, UIViewController()]
      let phone = UIWindow()
      let phoneHarness = LifecycleHarness(window: phone)
      phone.rootViewController = second
      phone.makeKeyAndVisible()
      #expect(list.viewControllers.count == 1, "the delegate kept the list alone")
      harness.finish()
      phoneHarness.finish()
    }

    /// Expanded, `showDetailViewController(_:sender:)` replaces the secondary column.
    @Test func showingADetailOnAnIPadReplacesTheSecondaryColumn() {
      let mail = Mail(device: .iPad, orientation: .landscapeLeft)
      let other = MessageViewController(title: "other", log: mail.log)
      mail.mailbox.showDetailViewController(other, sender: nil)
      #expect(mail.split.viewController(for: .secondary) === other)
      #expect(mail.appeared(other) && !mail.appeared(mail.message))
      mail.harness.finish()
    }
  }
#endif
