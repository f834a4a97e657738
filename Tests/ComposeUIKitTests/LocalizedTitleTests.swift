import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A tab set up with iOS 15's `String(localized:)`, as modern apps write titles; with no string
// table, a key is its own value.

private final class CartViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = String(localized: "tabBar.title.cart")
    tabBarItem = UITabBarItem(
      title: String(localized: "tabBar.title.cart", comment: "The cart tab"),
      image: UIImage(systemName: "cart"), tag: 1)
    modalPresentationCapturesStatusBarAppearance = true
  }
}

@MainActor
@Suite struct LocalizedTitleTests {
  @Test func aKeyWithoutATableIsItsOwnValue() {
    let cart = CartViewController()
    cart.loadViewIfNeeded()
    #expect(cart.title == "tabBar.title.cart")
    #expect(cart.tabBarItem.title == "tabBar.title.cart")
    #expect(cart.modalPresentationCapturesStatusBarAppearance)
  }
}
