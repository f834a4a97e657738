import Compose
import ComposeTesting
import ComposeUIKit
import Foundation
import Testing

// What UIKit raises an exception for (an identifier, segue or nib missing from the archive) is
// reported as `unregisteredArchive` and answered with `nil`, a plain view controller or nothing;
// never a trap.

@MainActor
@Suite struct StoryboardMisuseTests {
  private final class Screen: UIViewController {
    var prepared: [String] = []
    var allowsSegues = true

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      prepared.append(segue.identifier ?? "nil")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
      allowsSegues
    }
  }

  @Test func anUnregisteredIdentifierIsReportedAndAnsweredWithAPlainViewController() {
    let archives = ComposeArchives()
    let storyboard = archives.run { UIStoryboard(name: "Main", bundle: nil) }
    let made = storyboard.instantiateViewController(withIdentifier: "Missing")
    #expect(type(of: made) == UIViewController.self)
    #expect(storyboard.instantiateInitialViewController() == nil)
    #expect(archives.diagnostics.map(\.code) == [.unregisteredArchive, .unregisteredArchive])
    #expect(archives.diagnostics.first?.message.contains("Missing") == true)
  }

  @Test func aStoryboardOutsideAnyArchivesHasNothingRegistered() {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    #expect(storyboard.instantiateInitialViewController() == nil)
  }

  @Test func performSegueOnAViewControllerNoStoryboardMadeDoesNothing() {
    let screen = Screen()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    let harness = LifecycleHarness(wrapping: window.composeWindow)
    harness.expect(diagnostic: .unregisteredArchive)
    screen.performSegue(withIdentifier: "showDetail", sender: nil)
    #expect(screen.prepared.isEmpty)
    #expect(screen.presentedViewController == nil)
    harness.finish()
  }

  @Test func anUnregisteredSegueIsReportedToTheSourcesWindow() {
    let archives = ComposeArchives()
    archives.registerScene("screen", in: "Main", isInitial: true) { Screen() }
    let screen = archives.run {
      UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    let harness = LifecycleHarness(wrapping: window.composeWindow)
    harness.expect(diagnostic: .unregisteredArchive)
    screen?.performSegue(withIdentifier: "showDetail", sender: nil)
    #expect((screen as? Screen)?.prepared.isEmpty == true)
    #expect(archives.diagnostics.count == 1)
    harness.finish()
  }

  @Test func aTriggeredSegueAsksShouldPerformFirst() {
    let archives = ComposeArchives()
    archives.registerScene("screen", in: "Main", isInitial: true) { Screen() }
    archives.registerScene("modal", in: "Main") { UIViewController() }
    archives.registerSegue("openModal", in: "Main", kind: .present, to: "modal")
    guard
      let screen = archives.run({
        UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
      }) as? Screen
    else {
      Issue.record("no screen")
      return
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = screen
    window.makeKeyAndVisible()

    screen.allowsSegues = false
    #expect(!screen.composeTriggerSegue(withIdentifier: "openModal", sender: nil))
    #expect(screen.prepared.isEmpty)
    #expect(screen.presentedViewController == nil)

    screen.allowsSegues = true
    #expect(screen.composeTriggerSegue(withIdentifier: "openModal", sender: nil))
    window.composeRunUntilIdle()
    #expect(screen.prepared == ["openModal"])
    #expect(screen.presentedViewController?.storyboard != nil)
  }

  @Test func anUnregisteredNibMakesNothing() {
    let archives = ComposeArchives()
    let objects = archives.run { UINib(nibName: "Header", bundle: nil).instantiate(withOwner: nil) }
    #expect(objects.isEmpty)
    let loaded = archives.run { Bundle.main.loadNibNamed("Header", owner: nil, options: nil) }
    #expect(loaded == nil)
    #expect(archives.diagnostics.count == 2)
  }

  @Test func aCreatorGetsACoderAndItsViewControllerIsAdopted() {
    final class Detail: UIViewController {
      var item = ""
      var woke = 0
      init?(coder: NSCoder, item: String) {
        self.item = item
        super.init(coder: coder)
      }
      required init?(coder: NSCoder) { super.init(coder: coder) }
      override func awakeFromNib() {
        super.awakeFromNib()
        woke += 1
      }
    }
    let archives = ComposeArchives()
    archives.registerScene("Detail", in: "Main") { Detail(coder: NSCoder(), item: "factory")! }
    let storyboard = archives.run { UIStoryboard(name: "Main", bundle: nil) }
    let detail = storyboard.instantiateViewController(identifier: "Detail") { coder in
      Detail(coder: coder, item: "creator")
    }
    #expect(detail.item == "creator")
    #expect(detail.woke == 1)
    #expect(detail.storyboard === storyboard)
    #expect(archives.diagnostics.isEmpty)
  }
}
