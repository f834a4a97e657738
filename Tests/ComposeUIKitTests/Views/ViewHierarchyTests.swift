import Compose
import ComposeUIKit
import Foundation
import Testing

@Suite struct ViewHierarchyTests {
  @Test func framesAndBoundsUseFoundationsGeometry() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.composeView.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    view.bounds = CGRect(x: 0, y: 0, width: 30, height: 40)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test func subviewsKeepTheirOrderAndMoveBetweenSuperviews() {
    let first = UIView()
    let second = UIView()
    let a = UIView()
    let b = UIImageView(image: UIImage(systemName: "star"))
    first.addSubview(a)
    first.insertSubview(b, at: 0)
    #expect(first.subviews.count == 2 && first.subviews[0] === b && first.subviews[1] === a)
    #expect(a.superview === first)

    second.addSubview(a)
    #expect(first.subviews.count == 1 && first.subviews[0] === b)
    #expect(a.superview === second)
    #expect(a.isDescendant(of: second))
    #expect(!a.isDescendant(of: first))
  }

  @Test func aViewInAVisibleWindowKnowsItsWindow() {
    let root = UIViewController()
    let audit = WindowAudit.showing(root, frame: UIScreen.main.bounds)
    let window = audit.window
    let label = UILabel()
    root.view.addSubview(label)
    #expect(label.window === window)
    #expect(root.view.window === window)
    label.removeFromSuperview()
    #expect(label.window == nil)
    audit.finish()
  }

  @Test func inertPropertiesAreStored() {
    let view = UIView()
    view.backgroundColor = .systemBackground
    view.translatesAutoresizingMaskIntoConstraints = false
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.alpha = 0.5
    view.tag = 7
    view.isHidden = true
    #expect(view.backgroundColor == .systemBackground)
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
    #expect(view.autoresizingMask.contains(.flexibleHeight))
    #expect(view.alpha == 0.5)
    #expect(view.tag == 7)
    #expect(view.isHidden)
  }

  @Test func layoutCallsTheOverridesParentBeforeChild() {
    final class Log { var entries: [String] = [] }
    final class LayingOutView: UIView {
      var log: Log?
      var name = ""
      override func layoutSubviews() {
        super.layoutSubviews()
        log?.entries.append("\(name).layoutSubviews")
      }
    }
    final class ScreenViewController: UIViewController {
      var log: Log?
      override func viewWillLayoutSubviews() { log?.entries.append("screen.willLayout") }
      override func viewDidLayoutSubviews() { log?.entries.append("screen.didLayout") }
    }
    let log = Log()
    let screen = ScreenViewController()
    screen.log = log
    let audit = WindowAudit.showing(screen, frame: UIScreen.main.bounds)
    let child = LayingOutView()
    child.log = log
    child.name = "child"
    screen.view.addSubview(child)
    log.entries.removeAll()

    screen.view.setNeedsLayout()
    child.setNeedsLayout()
    screen.view.layoutIfNeeded()

    #expect(log.entries == ["screen.willLayout", "screen.didLayout", "child.layoutSubviews"])
    audit.finish()
  }
}
