import Compose
import ComposeUIKit
import Testing

@Suite struct OwnershipTests {
  @Test func aParentAndItsChildAreReleasedTogether() {
    weak var weakParent: UIViewController?
    weak var weakChild: UIViewController?
    weak var weakChildComponent: Component?
    do {
      let parent = UIViewController()
      let child = UIViewController()
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      weakParent = parent
      weakChild = child
      weakChildComponent = child.composeComponent
    }
    #expect(weakParent == nil)
    #expect(weakChild == nil)
    #expect(weakChildComponent == nil)
  }

  @Test func aChildNobodyElseHoldsLivesAsLongAsItsParentHoldsIt() {
    let parent = UIViewController()
    weak var weakChild: UIViewController?
    do {
      let child = UIViewController()
      child.title = "kept"
      parent.addChild(child)
      child.didMove(toParent: parent)
      weakChild = child
    }
    #expect(weakChild != nil)
    #expect(parent.children.first?.title == "kept")

    parent.children.first?.willMove(toParent: nil)
    parent.children.first?.removeFromParent()
    #expect(weakChild == nil)
  }

  @Test func aPoppedViewControllerIsReleased() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let audit = WindowAudit.showing(navigation, frame: UIScreen.main.bounds)
    let window = audit.window
    weak var weakDetail: UIViewController?
    do {
      let detail = UIViewController()
      weakDetail = detail
      navigation.pushViewController(detail, animated: true)
    }
    window.composeRunUntilIdle()
    #expect(weakDetail != nil)

    navigation.popViewController(animated: true)
    window.composeRunUntilIdle()
    #expect(weakDetail == nil)
    audit.finish()
  }

  @Test func aDismissedViewControllerIsReleased() {
    let root = UIViewController()
    let audit = WindowAudit.showing(root, frame: UIScreen.main.bounds)
    let window = audit.window
    weak var weakSheet: UIViewController?
    do {
      let sheet = UIViewController()
      weakSheet = sheet
      root.present(sheet, animated: true)
    }
    window.composeRunUntilIdle()
    #expect(weakSheet != nil)
    #expect(root.presentedViewController === weakSheet)

    root.dismiss(animated: true)
    window.composeRunUntilIdle()
    #expect(weakSheet == nil)
    audit.finish()
  }

  @Test func aViewAddedAndForgottenLivesWhileItIsInTheHierarchy() {
    let container = UIView(frame: .zero)
    weak var weakLabel: UILabel?
    do {
      let label = UILabel()
      label.text = "hello"
      container.addSubview(label)
      weakLabel = label
    }
    #expect((container.subviews.first as? UILabel)?.text == "hello")

    container.subviews.first?.removeFromSuperview()
    #expect(weakLabel == nil)
  }

  @Test func aViewHierarchyIsReleasedWithItsRoot() {
    weak var weakRoot: UIView?
    weak var weakLeaf: UIView?
    do {
      let root = UIView()
      let middle = UIView()
      let leaf = UIView()
      root.addSubview(middle)
      middle.addSubview(leaf)
      weakRoot = root
      weakLeaf = leaf
    }
    #expect(weakRoot == nil)
    #expect(weakLeaf == nil)
  }

  @Test func aWindowReleasesItsTreeWithIt() {
    weak var weakRoot: UIViewController?
    weak var weakWindow: UIWindow?
    do {
      let navigation = UINavigationController(rootViewController: UIViewController())
      let window = UIWindow.showing(navigation, frame: UIScreen.main.bounds)
      navigation.pushViewController(UIViewController(), animated: false)
      weakRoot = navigation
      weakWindow = window
    }
    #expect(weakWindow == nil)
    #expect(weakRoot == nil)
  }

  @Test func aChildOutlivesItsReleasedParentWhenUserCodeHoldsIt() {
    let child = UIViewController()
    do {
      let parent = UIViewController()
      parent.addChild(child)
      child.didMove(toParent: parent)
    }
    #expect(child.parent == nil)
    child.title = "still usable"
    #expect(child.composeComponent.title == "still usable")
  }
}
