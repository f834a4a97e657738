import ComposeUIKit
import Foundation
import Testing

/// Containment code as iOS teams write it: the child's view pinned with Auto Layout anchors, a
/// fade with `UIView.animate`, a plain `deinit`, a `Task` started in `viewDidLoad`. Compose
/// solves no constraints and animates nothing, but the code compiles unchanged and the
/// containment order is the contract's.
@Suite struct PinnedChildTests {
  final class CardViewController: UIViewController {
    let log: EventLog
    var loadedAsynchronously = false

    init(log: EventLog) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    deinit {}

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .secondarySystemBackground
      Task { [weak self] in self?.loadedAsynchronously = true }
    }

    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      log.append("card.didMove(\(parent == nil ? "nil" : "parent"))")
    }
  }

  final class HostViewController: UIViewController {
    func embed(_ child: UIViewController) {
      addChild(child)
      child.view.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(child.view)
      NSLayoutConstraint.activate([
        child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        child.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
        child.view.heightAnchor.constraint(equalToConstant: 120),
      ])
      child.view.alpha = 0
      UIView.animate(withDuration: 0.25) {
        child.view.alpha = 1
      }
      child.didMove(toParent: self)
    }

    func unembed(_ child: UIViewController) {
      UIView.animate(
        withDuration: 0.25, animations: { child.view.alpha = 0 },
        completion: { _ in
          child.willMove(toParent: nil)
          child.view.removeFromSuperview()
          child.removeFromParent()
        })
    }
  }

  @Test func aPinnedChildIsContainedWithTheContractsOrder() async {
    let log = EventLog()
    let host = HostViewController()
    let audit = WindowAudit.showing(host, frame: UIScreen.main.bounds)
    let card = CardViewController(log: log)

    host.embed(card)
    #expect(card.parent === host)
    #expect(card.view.alpha == 1)
    #expect(log.drain() == ["card.didMove(parent)"])
    for _ in 0..<100 where !card.loadedAsynchronously { await Task.yield() }
    #expect(card.loadedAsynchronously)

    host.unembed(card)
    #expect(host.children.isEmpty)
    #expect(card.view.superview == nil)
    #expect(log.drain() == ["card.didMove(nil)"])
    audit.finish()
  }
}
