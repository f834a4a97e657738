import ComposeUIKit
import Testing

@MainActor
@Suite struct ControlsAndStacksTests {
  @Test func addArrangedSubviewAlsoAddsASubviewAndRemovingArrangedKeepsIt() {
    let stack = UIStackView()
    let label = UILabel()
    stack.addArrangedSubview(label)
    #expect(stack.arrangedSubviews.count == 1)
    #expect(label.superview === stack)

    // UIKit: removeArrangedSubview leaves the view a subview.
    stack.removeArrangedSubview(label)
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(label.superview === stack)
  }

  @Test func aViewRemovedFromTheStackLeavesTheArrangement() {
    let first = UIView()
    let second = UIView()
    let stack = UIStackView(arrangedSubviews: [first, second])
    first.removeFromSuperview()
    #expect(stack.arrangedSubviews.count == 1)
    #expect(stack.arrangedSubviews.first === second)
  }

  @Test func anOutOfRangeInsertArrangesNothing() {
    let stack = UIStackView()
    let view = UIView()
    stack.insertArrangedSubview(view, at: 3)
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(view.superview == nil)
  }

  @Test func aButtonTitleFallsBackToTheNormalState() {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.setTitle("Going", for: .highlighted)
    #expect(button.title(for: .disabled) == "Go")
    #expect(button.title(for: .highlighted) == "Going")
    button.isEnabled = false
    #expect(button.currentTitle == "Go")
  }

  @Test func sendActionsRunsOnlyTheActionsForThatEvent() {
    let button = UIButton(type: .custom)
    var heard: [String] = []
    button.addAction(UIAction { _ in heard.append("tap") }, for: .touchUpInside)
    button.addAction(UIAction { _ in heard.append("down") }, for: .touchDown)
    button.sendActions(for: .touchUpInside)
    #expect(heard == ["tap"])
  }

  @Test func aPrimaryActionRunsForPrimaryActionTriggeredAndTitlesTheButton() {
    var ran = false
    let button = UIButton(primaryAction: UIAction(title: "Save") { _ in ran = true })
    #expect(button.title(for: .normal) == "Save")
    button.sendActions(for: .primaryActionTriggered)
    #expect(ran)
  }

  @Test func aSpinnerHidesWhenStoppedOnlyIfAskedTo() {
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.startAnimating()
    #expect(spinner.isAnimating && !spinner.isHidden)
    spinner.stopAnimating()
    #expect(!spinner.isAnimating && spinner.isHidden)

    spinner.hidesWhenStopped = false
    spinner.startAnimating()
    spinner.stopAnimating()
    #expect(!spinner.isHidden)
  }

  @Test func anAlertIsPresentedOverItsPresenter() {
    let alert = UIAlertController(title: "T", message: "M", preferredStyle: .actionSheet)
    #expect(alert.modalPresentationStyle == .custom)
    #expect(alert.preferredStyle == .actionSheet)
    #expect(alert.title == "T")
  }

  @Test func clipsToBoundsIsTheLayersMasksToBounds() {
    let view = UIView()
    view.clipsToBounds = true
    #expect(view.layer.masksToBounds)
  }
}
