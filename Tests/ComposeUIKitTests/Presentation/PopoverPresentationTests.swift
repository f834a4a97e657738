import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A popover on an iPhone, as Apple documents UIPopoverPresentationController and
// `adaptivePresentationStyle(for:traitCollection:)`: in a compact width a popover adapts (to a
// sheet since iOS 13, the presenter staying appeared); a delegate returning `.none` keeps the
// popover (the presenter stays appeared too); one returning `.fullScreen` covers the screen and
// the presenter disappears (contract §5).

private final class Adapter: NSObject, UIPopoverPresentationControllerDelegate {
  let style: UIModalPresentationStyle
  var asked = 0
  var widths: [UIUserInterfaceSizeClass] = []

  init(style: UIModalPresentationStyle) { self.style = style }

  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    asked += 1
    widths.append(traitCollection.horizontalSizeClass)
    return style
  }
}

@MainActor
@Suite struct PopoverPresentationTests {
  private func presentPopover(adaptingTo style: UIModalPresentationStyle?) -> (
    presenter: TracingViewController, log: EventLog, adapter: Adapter?, audit: WindowAudit
  ) {
    let log = EventLog()
    let presenter = TracingViewController(title: "presenter", log: log)
    let audit = WindowAudit.showing(presenter)
    let menu = TracingViewController(title: "menu", log: log)
    menu.modalPresentationStyle = .popover
    let popover = menu.popoverPresentationController
    popover?.sourceView = presenter.view
    popover?.sourceRect = CGRect(x: 10, y: 10, width: 44, height: 44)
    popover?.permittedArrowDirections = .up
    let adapter = style.map(Adapter.init(style:))
    popover?.delegate = adapter
    _ = log.drain()
    presenter.present(menu, animated: false)
    return (presenter, log, adapter, audit)
  }

  @Test func aPopoverHasAPopoverPresentationControllerAndOtherStylesNone() {
    let menu = UIViewController()
    #expect(menu.popoverPresentationController == nil)
    menu.modalPresentationStyle = .popover
    #expect(menu.popoverPresentationController != nil)
    #expect(menu.presentationController === menu.popoverPresentationController)
  }

  @Test func aPopoverWithoutADelegateKeepsThePresenterAppeared() {
    let (presenter, log, _, audit) = presentPopover(adaptingTo: nil)
    #expect(presenter.presentedViewController != nil)
    #expect(!log.entries.contains("presenter.viewWillDisappear(false)"))
    #expect(log.entries.contains("menu.viewDidAppear(false)"))
    audit.finish()
  }

  @Test func aDelegateReturningNoneKeepsThePopoverAndThePresenterAppeared() {
    let (_, log, adapter, audit) = presentPopover(adaptingTo: UIModalPresentationStyle.none)
    #expect(adapter?.asked == 1)
    #expect(!log.entries.contains("presenter.viewWillDisappear(false)"))
    audit.finish()
  }

  @Test func aDelegateAdaptingToFullScreenMakesThePresenterDisappear() {
    let (_, log, adapter, audit) = presentPopover(adaptingTo: .fullScreen)
    #expect(adapter?.asked == 1)
    #expect(log.entries.contains("presenter.viewWillDisappear(false)"))
    #expect(log.entries.contains("presenter.viewDidDisappear(false)"))
    audit.finish()
  }

  /// On an iPad (a regular width) a popover stays a popover: the adaptive delegate is asked with
  /// the presenter's regular traits, and a full-screen answer does not cover the presenter, as
  /// UIKit adapts only in a compact width. On an iPhone the same delegate is asked with compact
  /// traits and its answer covers the screen.
  @Test func onAnIPadAPopoverStaysAPopoverWhateverTheDelegateAnswers() {
    let log = EventLog()
    let presenter = TracingViewController(title: "presenter", log: log)
    let window = UIWindow()
    let audit = WindowAudit(window)
    window.composeSetDevice(.iPad)
    window.rootViewController = presenter
    window.makeKeyAndVisible()
    let menu = TracingViewController(title: "menu", log: log)
    menu.modalPresentationStyle = .popover
    let adapter = Adapter(style: .fullScreen)
    menu.popoverPresentationController?.delegate = adapter
    _ = log.drain()
    presenter.present(menu, animated: false)
    #expect(adapter.widths == [.regular])
    #expect(!log.drain().contains("presenter.viewWillDisappear(false)"))
    #expect(presenter.composeComponent.appearanceState == .appeared)
    let (phonePresenter, phoneLog, phoneAdapter, phoneAudit) = presentPopover(
      adaptingTo: .fullScreen)
    #expect(phoneAdapter?.widths == [.compact])
    #expect(phoneLog.drain().contains("presenter.viewDidDisappear(false)"))
    withExtendedLifetime(phonePresenter) {}
    audit.finish()
    phoneAudit.finish()
  }
}
