import ComposeUIKit
import ComposeUIKitTesting
import Testing

/// `UIView` and `UIViewController` descend from `UIResponder: NSObject` as in UIKit (issue:
/// real app files compile): identity, hashing and `description` are `NSObject`'s, and `next`
/// follows the responder chain UIKit documents.
@MainActor
@Suite struct UIResponderTests {
  final class ProfileViewController: UIViewController {}
  final class Coordinator {}

  @Test func viewControllersCompareByIdentityAndFindThemselvesInArrays() {
    let first = ProfileViewController()
    let second = ProfileViewController()
    #expect(first == first)
    #expect(first != second)
    let stack: [UIViewController] = [first, second]
    #expect(stack.firstIndex(of: second) == 1)
    #expect(stack.contains(first))
  }

  @Test func viewControllersAndViewsAreDictionaryKeysAndSetMembers() {
    let screen = ProfileViewController()
    let other = ProfileViewController()
    var coordinators: [UIViewController: Coordinator] = [:]
    let coordinator = Coordinator()
    coordinators[screen] = coordinator
    #expect(coordinators[screen] === coordinator)
    #expect(coordinators[other] == nil)
    let views: Set<UIView> = [screen.view, screen.view, other.view]
    #expect(views.count == 2)
  }

  @Test func descriptionNamesTheClassAsNSObjectDoes() {
    #expect(ProfileViewController().description.contains("ProfileViewController"))
    #expect(UILabel().description.contains("UILabel"))
  }

  @Test func aViewControllersRootViewAnswersItsControllerAsNextResponder() {
    let screen = ProfileViewController()
    #expect(screen.view.next === screen)
  }

  @Test func aSubviewAnswersItsSuperviewAsNextResponder() {
    let screen = ProfileViewController()
    let label = UILabel()
    screen.view.addSubview(label)
    #expect(label.next === screen.view)
    #expect(UIView().next == nil)
  }

  @Test func aViewControllerAnswersItsViewsSuperviewAsNextResponder() {
    let parent = ProfileViewController()
    let child = ProfileViewController()
    #expect(child.next == nil)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(child.next === parent.view)
  }

  @Test func aWindowsRootViewControllerAnswersTheWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let harness = LifecycleHarness(window: window)
    let root = ProfileViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(root.next === window)
    harness.finish()
  }

  @Test func aPresentedViewControllerAnswersItsPresenter() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let harness = LifecycleHarness(window: window)
    let root = ProfileViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let sheet = ProfileViewController()
    root.present(sheet, animated: false)
    #expect(sheet.next === root)
    harness.finish()
  }

  @Test func walkingTheChainFromASubviewFindsTheOwningViewController() {
    let screen = ProfileViewController()
    let container = UIView()
    let button = UIButton(type: .system)
    screen.view.addSubview(container)
    container.addSubview(button)
    // The idiom apps use to find a view's controller.
    var responder: UIResponder? = button
    while let current = responder, !(current is UIViewController) { responder = current.next }
    #expect(responder === screen)
  }

  @Test func onlyAResponderThatCanBecomeFirstResponderBecomesIt() {
    final class Field: UIView {
      override var canBecomeFirstResponder: Bool { true }
    }
    let plain = UIView()
    #expect(!plain.becomeFirstResponder())
    #expect(!plain.isFirstResponder)
    let field = Field()
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    #expect(field.resignFirstResponder())
    #expect(!field.isFirstResponder)
  }
}
