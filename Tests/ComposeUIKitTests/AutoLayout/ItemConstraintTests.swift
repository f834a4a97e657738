import ComposeUIKit
import Foundation
import Testing

@Suite struct ItemConstraintTests {
  /// Written as pre-anchor UIKit code pins a stack to its controller's view.
  final class Question3ViewController: UIViewController {
    let verticalStackView = UIStackView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(verticalStackView)
      verticalStackView.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint(
        item: verticalStackView, attribute: .top, relatedBy: .equal, toItem: view,
        attribute: .top, multiplier: 1, constant: 0
      ).isActive = true
      NSLayoutConstraint(
        item: verticalStackView, attribute: .bottom, relatedBy: .equal, toItem: view,
        attribute: .bottom, multiplier: 1, constant: 0
      ).isActive = true
      NSLayoutConstraint(
        item: verticalStackView, attribute: .leading, relatedBy: .equal, toItem: view,
        attribute: .leading, multiplier: 1, constant: 16
      ).isActive = true
      NSLayoutConstraint(
        item: verticalStackView, attribute: .trailing, relatedBy: .equal, toItem: view,
        attribute: .trailing, multiplier: 1, constant: -16
      ).isActive = true
    }
  }

  @Test func itemConstraintsPinAsAnchorConstraintsDo() {
    let controller = Question3ViewController()
    let audit = WindowAudit.showing(controller, frame: UIScreen.main.bounds)
    controller.view.layoutIfNeeded()
    let bounds = controller.view.bounds
    #expect(
      controller.verticalStackView.frame
        == CGRect(x: 16, y: 0, width: bounds.width - 32, height: bounds.height))
    audit.finish()
  }

  @Test func anItemConstraintRecordsItsSidesAndAConstantOneHasNoSecondItem() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView()
    parent.addSubview(child)
    let top = NSLayoutConstraint(
      item: child, attribute: .top, relatedBy: .equal, toItem: parent, attribute: .top,
      multiplier: 1, constant: 8)
    #expect(top.firstItem === child)
    #expect(top.secondItem === parent)
    #expect(top.firstAttribute == .top)
    #expect(top.constant == 8)
    let width = NSLayoutConstraint(
      item: child, attribute: .width, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 44)
    #expect(width.secondItem == nil)
    #expect(width.secondAttribute == .notAnAttribute)
    #expect(!width.isActive)
  }

  @Test func anItemThatIsNotAViewConstrainsNothing() {
    let constraint = NSLayoutConstraint(
      item: "not a view", attribute: .width, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 10)
    constraint.isActive = true
    #expect(constraint.firstItem == nil)
  }
}
