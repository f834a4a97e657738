import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A checkout flow that must not be swiped away mid-payment: the payment screen disables the
// navigation controller's back swipe while it is on screen and re-enables it as it leaves; the
// navigation controller's subclass is the recognizer's delegate and refuses it on the root.

private final class CheckoutNavigationController: UINavigationController,
  UIGestureRecognizerDelegate
{
  override func viewDidLoad() {
    super.viewDidLoad()
    interactivePopGestureRecognizer?.delegate = self
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    viewControllers.count > 1
  }
}

private final class PaymentViewController: TracingViewController {
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    navigationController?.interactivePopGestureRecognizer?.isEnabled = false
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    navigationController?.interactivePopGestureRecognizer?.isEnabled = true
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct CheckoutSwipeBackTests {
    @Test func theBackSwipeIsRefusedDuringPaymentAndWorksAfter() {
      let log = EventLog()
      let cart = TracingViewController(title: "cart", log: log)
      let navigation = CheckoutNavigationController(rootViewController: cart)
      let audit = WindowAudit.showing(navigation)
      let window = audit.window
      #expect(navigation.interactivePopGestureRecognizer?.delegate === navigation)
      #expect(navigation.composeBeginSwipeBack() == nil)

      let payment = PaymentViewController(title: "payment", log: log)
      navigation.pushViewController(payment, animated: true)
      window.finishAnimations()
      _ = log.drain()
      #expect(navigation.interactivePopGestureRecognizer?.isEnabled == false)
      #expect(navigation.composeBeginSwipeBack() == nil)
      #expect(log.drain().isEmpty)
      #expect(navigation.topViewController === payment)

      navigation.interactivePopGestureRecognizer?.isEnabled = true
      let swipe = navigation.composeBeginSwipeBack()
      #expect(swipe != nil)
      swipe?.finish()
      window.finishAnimations()
      // A finished swipe back: contract §4's begin then finish, and the pop's containment.
      #expect(
        log.drain() == [
          "payment.willMove(toParent: nil)",
          "payment.viewWillDisappear(true)",
          "cart.viewWillAppear(true)",
          "cart.viewIsAppearing(true)",
          "payment.viewDidDisappear(true)",
          "cart.viewDidAppear(true)",
          "payment.didMove(toParent: nil)",
        ])
      #expect(navigation.viewControllers.count == 1)
      audit.finish()
    }
  }
#endif
