import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A loading child "plugin": a spinner centred with anchors, added and removed by helpers on
// UIViewController, as in the common "child view controllers as plugins" pattern.

private final class SpinnerViewController: TracingViewController {
  private lazy var activityIndicator = UIActivityIndicatorView(style: .large)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(white: 0, alpha: 0.7)
    activityIndicator.translatesAutoresizingMaskIntoConstraints = false
    activityIndicator.color = .white
    activityIndicator.hidesWhenStopped = true
    view.addSubview(activityIndicator)
    NSLayoutConstraint.activate([
      activityIndicator.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      activityIndicator.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    activityIndicator.startAnimating()
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    activityIndicator.stopAnimating()
  }

  var isSpinning: Bool { activityIndicator.isAnimating }
}

extension UIViewController {
  fileprivate func add(_ child: UIViewController) {
    addChild(child)
    view.addSubview(child.view)
    child.view.frame = view.bounds
    child.didMove(toParent: self)
  }

  fileprivate func remove() {
    guard parent != nil else { return }
    willMove(toParent: nil)
    view.removeFromSuperview()
    removeFromParent()
  }
}

@MainActor
@Suite struct LoadingSpinnerChildTests {
  @Test func theSpinnerChildAppearsAndSpinsThenDisappearsWhenRemoved() {
    let log = EventLog()
    let screen = TracingViewController(title: "screen", log: log)
    let audit = WindowAudit.showing(screen)
    let spinner = SpinnerViewController(title: "spinner", log: log)
    _ = log.drain()

    screen.add(spinner)
    #expect(
      log.drain() == [
        "spinner.willMove(toParent: screen)",
        "spinner.viewDidLoad",
        "spinner.viewWillAppear(false)",
        "spinner.viewIsAppearing(false)",
        "spinner.viewDidAppear(false)",
        "spinner.didMove(toParent: screen)",
      ])
    #expect(spinner.isSpinning)

    spinner.remove()
    #expect(
      log.drain() == [
        "spinner.willMove(toParent: nil)",
        "spinner.viewWillDisappear(false)",
        "spinner.viewDidDisappear(false)",
        "spinner.didMove(toParent: nil)",
      ])
    #expect(!spinner.isSpinning)
    #expect(screen.children.isEmpty)
    audit.finish()
  }
}
