import Compose
import ComposeTesting
import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

// `perform(_:)`, `responds(to:)` and the diagnostics of a refused send, through this module's
// `ComposePortedSelectors` (the port step's table, hand-written in ComposePortedSelectors.swift).
// UIKit raises "unrecognized selector sent to instance" where Compose reports.

@MainActor
@Suite struct SelectorDispatchTests {
  @Test func performRunsTheMethodTheSelectorNames() {
    let screen = ActionsViewController()
    screen.perform(Selector("refresh"))
    screen.perform(Selector("saveTapped:"), with: UIButton())
    #expect(screen.log == ["refresh", "saveTapped(UIButton)"])
  }

  @Test func performWithTwoArgumentsPassesBoth() {
    let screen = ActionsViewController()
    let button = UIButton()
    button.setTitle("Go", for: .normal)
    screen.perform(Selector("buttonTapped:forEvent:"), with: button, with: UIEvent())
    #expect(screen.log == ["buttonTapped(Go, event)"])
  }

  @Test func aSubclassRespondsToItsSuperclassesMethods() {
    let detail = DetailActionsViewController()
    #expect(detail.responds(to: Selector("refresh")))
    detail.perform(Selector("refresh"))
    #expect(detail.log == ["refresh"])
  }

  @Test func respondsToAnswersFromTheTables() {
    let screen = ActionsViewController()
    #expect(screen.responds(to: Selector("saveTapped:")))
    #expect(!screen.responds(to: Selector("saveTapped")))
    #expect(!screen.responds(to: Selector("noSuchMethod:")))
    #expect(!NSObject().responds(to: Selector("refresh")))
    // ComposeUIKit's own table: the responder methods apps send by name.
    #expect(UIView().responds(to: Selector("resignFirstResponder")))
  }

  @Test func anObjectReturnedByTheMethodComesBackUnretained() {
    let screen = ActionsViewController()
    let result = screen.perform(Selector("makeTitle"))?.takeUnretainedValue()
    #expect(result === screen.madeTitle)
    #expect(screen.perform(Selector("refresh")) == nil)
  }

  @Test func anUnknownSelectorRunsNothingAndIsReported() {
    let screen = ActionsViewController()
    #expect(screen.perform(Selector("noSuchMethod:"), with: self as Any?) == nil)
    #expect(screen.log.isEmpty)
    #expect {
      try screen.composeSend(Selector("noSuchMethod:"))
    } throws: { error in
      let diagnostic = error as? Diagnostic
      return diagnostic?.code == .unrecognizedSelector
        && diagnostic?.message.contains("ActionsViewController noSuchMethod:]") == true
        && diagnostic?.message.contains("unrecognized selector sent to instance") == true
    }
  }

  @Test func anUnknownSelectorSentToAControllerInAWindowReachesTheWindowsObservers() {
    let screen = ActionsViewController()
    let harness = LifecycleHarness(rootViewController: screen)
    harness.expect(diagnostic: .unrecognizedSelector)
    screen.perform(Selector("share:"), with: nil)
    harness.finish()
  }

  @Test func anArgumentOfTheWrongTypeRunsNothingAndIsReported() {
    let screen = ActionsViewController()
    #expect {
      try screen.composeSend(Selector("filterChanged:"), with: UIButton())
    } throws: { error in
      (error as? Diagnostic)?.code == .selectorArgumentMismatch
        && (error as? Diagnostic)?.message.contains("UISegmentedControl") == true
    }
    #expect(screen.log.isEmpty)
  }

  @Test func aClassOfAModuleWithNoTableRespondsToNothing() {
    // Foundation has no ComposePortedSelectors: the lookup answers no table, without trapping.
    #expect(!NSNumber(value: 1).responds(to: Selector("intValue")))
    #expect(!NSObject().responds(to: Selector("")))
    #expect(!NSObject().responds(to: nil))
  }
}
