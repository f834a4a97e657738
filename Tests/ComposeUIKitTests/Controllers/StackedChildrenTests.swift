import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A dashboard that stacks child view controllers' views in a vertical UIStackView inside a
// UIScrollView: each child is added with addChild, its view arranged, then didMove(toParent:).

private final class DashboardViewController: TracingViewController {
  private let scrollView = UIScrollView()
  private let stackView: UIStackView = {
    let stackView = UIStackView()
    stackView.axis = .vertical
    stackView.alignment = .fill
    stackView.distribution = .equalSpacing
    stackView.spacing = 16
    stackView.isLayoutMarginsRelativeArrangement = true
    stackView.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    stackView.translatesAutoresizingMaskIntoConstraints = false
    return stackView
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    view.addSubview(scrollView)
    scrollView.addSubview(stackView)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      stackView.topAnchor.constraint(equalTo: scrollView.topAnchor),
      stackView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      stackView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      stackView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      stackView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
    ])
  }

  func addSection(_ child: UIViewController) {
    addChild(child)
    stackView.addArrangedSubview(child.view)
    child.didMove(toParent: self)
  }

  func removeSection(_ child: UIViewController) {
    child.willMove(toParent: nil)
    stackView.removeArrangedSubview(child.view)
    child.view.removeFromSuperview()
    child.removeFromParent()
  }

  var sectionViews: [UIView] { stackView.arrangedSubviews }
}

@MainActor
@Suite struct StackedChildrenTests {
  @Test func anArrangedChildAppearsWithTheDashboard() {
    let log = EventLog()
    let dashboard = DashboardViewController(title: "dashboard", log: log)
    let header = TracingViewController(title: "header", log: log)
    dashboard.loadViewIfNeeded()
    dashboard.addSection(header)
    #expect(dashboard.sectionViews.count == 1)
    _ = log.drain()

    let audit = WindowAudit.showing(dashboard)
    #expect(
      log.drain() == [
        "dashboard.viewWillAppear(false)",
        "dashboard.viewIsAppearing(false)",
        "header.viewWillAppear(false)",
        "header.viewIsAppearing(false)",
        "dashboard.viewDidAppear(false)",
        "header.viewDidAppear(false)",
      ])
    audit.finish()
  }

  @Test func removingASectionMakesItDisappearAndUnarrangesIt() {
    let log = EventLog()
    let dashboard = DashboardViewController(title: "dashboard", log: log)
    let audit = WindowAudit.showing(dashboard)
    let header = TracingViewController(title: "header", log: log)
    let feed = TracingViewController(title: "feed", log: log)
    dashboard.addSection(header)
    dashboard.addSection(feed)
    #expect(dashboard.sectionViews.count == 2)
    _ = log.drain()

    dashboard.removeSection(header)
    #expect(
      log.drain() == [
        "header.willMove(toParent: nil)",
        "header.viewWillDisappear(false)",
        "header.viewDidDisappear(false)",
        "header.didMove(toParent: nil)",
      ])
    #expect(dashboard.sectionViews.count == 1)
    #expect(dashboard.children.map(\.title) == ["feed"])
    audit.finish()
  }
}
