import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The constraint update pass as UIKit documents it (`setNeedsUpdateConstraints()`,
// `updateConstraints()` "call super as the final step", `updateViewConstraints()`) and as a
// printed log of a real run shows it (e-com-net.com, "VC的布局时机"): after the view controller's
// `viewWillLayoutSubviews`, the marked views update their constraints, subviews first, then
// `viewDidLayoutSubviews`, then the subviews lay out.

private final class LoggingView: UIView {
  var name = ""
  var log: (String) -> Void = { _ in }

  override func updateConstraints() {
    log("\(name).updateConstraints")
    super.updateConstraints()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    log("\(name).layoutSubviews")
  }
}

private final class FormViewController: UIViewController {
  var log: [String] = []
  let first = LoggingView()
  let two = LoggingView()
  var constraintsMade = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    first.name = "first"
    two.name = "two"
    first.log = { [unowned self] in log.append($0) }
    two.log = { [unowned self] in log.append($0) }
    first.addSubview(two)
    view.addSubview(first)
    view.setNeedsUpdateConstraints()
    first.setNeedsUpdateConstraints()
    two.setNeedsUpdateConstraints()
  }

  override func updateViewConstraints() {
    log.append("updateViewConstraints")
    constraintsMade += 1
    super.updateViewConstraints()
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    log.append("viewWillLayoutSubviews")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    log.append("viewDidLayoutSubviews")
  }
}

@MainActor
@Suite struct ConstraintUpdateTests {
  @Test func markedViewsUpdateBottomUpBetweenTheControllersLayoutHooks() {
    let form = FormViewController()
    let audit = WindowAudit.showing(form)
    let pass = Array(
      form.log.drop { $0 != "viewWillLayoutSubviews" }.prefix(7))
    #expect(
      pass == [
        "viewWillLayoutSubviews", "two.updateConstraints", "first.updateConstraints",
        "updateViewConstraints", "viewDidLayoutSubviews", "first.layoutSubviews",
        "two.layoutSubviews",
      ])
    audit.finish()
  }

  @Test func anUpdateRunsOncePerRequest() {
    let form = FormViewController()
    let audit = WindowAudit.showing(form)
    #expect(form.constraintsMade == 1)
    #expect(!form.view.needsUpdateConstraints())
    form.view.setNeedsLayout()
    form.view.layoutIfNeeded()
    #expect(form.constraintsMade == 1)
    form.view.setNeedsUpdateConstraints()
    #expect(form.view.needsUpdateConstraints())
    form.view.layoutIfNeeded()
    #expect(form.constraintsMade == 2)
    audit.finish()
  }

  @Test func updateConstraintsIfNeededRunsThePendingUpdatesNow() {
    let view = LoggingView()
    var log: [String] = []
    view.name = "alone"
    view.log = { log.append($0) }
    view.updateConstraintsIfNeeded()
    #expect(log.isEmpty)
    view.setNeedsUpdateConstraints()
    view.updateConstraintsIfNeeded()
    #expect(log == ["alone.updateConstraints"])
  }
}
