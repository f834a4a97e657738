import Compose
import ComposeTesting
import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

// Target-action as UIKit code wires it: `addTarget(_:action:for:)` with the selectors of
// `@objc` methods, a tap being `sendActions(for: .touchUpInside)` (UIKit's `UIControl`
// documentation), closure actions and targets run in the order added.

@MainActor
@Suite struct TargetActionTests {
  @Test func aTapSendsTheActionToTheTargetWithTheButtonAsSender() {
    let screen = ActionsViewController()
    let button = UIButton(type: .system)
    button.addTarget(screen, action: Selector("saveTapped:"), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(screen.log == ["saveTapped(UIButton)"])
  }

  @Test func onlyTheEventsRegisteredSendTheAction() {
    let screen = ActionsViewController()
    let button = UIButton(type: .system)
    button.addTarget(screen, action: Selector("refresh"), for: .touchUpInside)
    button.sendActions(for: .touchDown)
    #expect(screen.log.isEmpty)
    button.sendActions(for: [.touchDown, .touchUpInside])
    #expect(screen.log == ["refresh"])
  }

  @Test func targetsAndClosureActionsRunInTheOrderAdded() {
    let screen = ActionsViewController()
    let button = UIButton(type: .system)
    button.addAction(UIAction { _ in screen.log.append("closure 1") }, for: .touchUpInside)
    button.addTarget(screen, action: Selector("refresh"), for: .touchUpInside)
    button.addAction(UIAction { _ in screen.log.append("closure 2") }, for: .touchUpInside)
    button.addTarget(screen, action: Selector("saveTapped:"), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(screen.log == ["closure 1", "refresh", "closure 2", "saveTapped(UIButton)"])
  }

  @Test func aTwoArgumentActionGetsTheSenderAndAnEvent() {
    let screen = ActionsViewController()
    let button = UIButton(type: .system)
    button.setTitle("Pay", for: .normal)
    button.addTarget(screen, action: Selector("buttonTapped:forEvent:"), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(screen.log == ["buttonTapped(Pay, event)"])
  }

  @Test func aValueChangedActionGetsTheControl() {
    let screen = ActionsViewController()
    let filter = UISegmentedControl(items: ["All", "Unread"])
    filter.addTarget(screen, action: Selector("filterChanged:"), for: .valueChanged)
    filter.selectedSegmentIndex = 1
    filter.sendActions(for: .valueChanged)
    #expect(screen.log == ["filterChanged(1)"])
  }

  @Test func addingTheSamePairTwiceSendsOnce() {
    let screen = ActionsViewController()
    let button = UIButton(type: .system)
    button.addTarget(screen, action: Selector("refresh"), for: .touchUpInside)
    button.addTarget(screen, action: Selector("refresh"), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(screen.log == ["refresh"])
  }

  @Test func removeTargetStopsTheAction() {
    let screen = ActionsViewController()
    let button = UIButton(type: .system)
    button.addTarget(screen, action: Selector("refresh"), for: [.touchUpInside, .touchDown])
    button.addTarget(screen, action: Selector("saveTapped:"), for: .touchUpInside)
    button.removeTarget(screen, action: Selector("refresh"), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(screen.log == ["saveTapped(UIButton)"])
    #expect(button.actions(forTarget: screen, forControlEvent: .touchDown) == ["refresh"])
    button.removeTarget(nil, action: nil, for: .allEvents)
    #expect(button.allTargets.isEmpty)
    #expect(button.allControlEvents.isEmpty)
  }

  @Test func theControlReportsItsTargetsEventsAndActions() {
    let screen = ActionsViewController()
    let button = UIButton(type: .system)
    button.addTarget(screen, action: Selector("refresh"), for: .touchUpInside)
    button.addTarget(nil, action: Selector("saveTapped:"), for: .touchDown)
    #expect(button.allTargets.count == 2)
    #expect(button.allTargets.contains(AnyHashable(screen)))
    #expect(button.allTargets.contains { $0.base is NSNull })
    #expect(button.allControlEvents == [.touchUpInside, .touchDown])
    #expect(button.actions(forTarget: screen, forControlEvent: .touchUpInside) == ["refresh"])
    #expect(button.actions(forTarget: nil, forControlEvent: .touchDown) == ["saveTapped:"])
    #expect(button.actions(forTarget: screen, forControlEvent: .valueChanged) == nil)
  }

  @Test func theControlKeepsItsTargetWeakly() {
    let button = UIButton(type: .system)
    weak var released: ActionsViewController?
    do {
      let screen = ActionsViewController()
      released = screen
      button.addTarget(screen, action: Selector("refresh"), for: .touchUpInside)
    }
    #expect(released == nil)
    button.sendActions(for: .touchUpInside)
    #expect(button.allTargets.isEmpty)
  }

  @Test func aNilTargetFindsTheResponderUpTheChain() {
    let screen = ActionsViewController()
    let harness = LifecycleHarness(rootViewController: screen)
    let container = UIView()
    let button = UIButton(type: .system)
    container.addSubview(button)
    screen.view.addSubview(container)
    button.addTarget(nil, action: Selector("saveTapped:"), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(screen.log == ["saveTapped(UIButton)"])
    harness.finish()
  }

  @Test func sendActionThroughTheApplicationWalksTheChainFromTheSender() {
    let screen = ActionsViewController()
    let harness = LifecycleHarness(rootViewController: screen)
    let label = UILabel()
    screen.view.addSubview(label)
    #expect(UIApplication.shared.sendAction(Selector("refresh"), to: nil, from: label, for: nil))
    #expect(!UIApplication.shared.sendAction(Selector("unhandled"), to: nil, from: label, for: nil))
    #expect(screen.log == ["refresh"])
    harness.finish()
  }

  @Test func aTargetWithoutTheMethodIsReportedToTheWindow() {
    let screen = UIViewController()
    let harness = LifecycleHarness(rootViewController: screen)
    let button = UIButton(type: .system)
    screen.view.addSubview(button)
    button.addTarget(screen, action: Selector("saveTapped:"), for: .touchUpInside)
    harness.expect(diagnostic: .unrecognizedSelector)
    button.sendActions(for: .touchUpInside)
    harness.finish()
  }

  @Test func anOverriddenSendActionSeesEachTargetAction() {
    final class LoggingButton: UIButton {
      var sent: [String] = []
      override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        sent.append(action.name)
        super.sendAction(action, to: target, for: event)
      }
    }
    let screen = ActionsViewController()
    let button = LoggingButton(type: .system)
    button.addTarget(screen, action: Selector("refresh"), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(button.sent == ["refresh"])
    #expect(screen.log == ["refresh"])
  }
}
