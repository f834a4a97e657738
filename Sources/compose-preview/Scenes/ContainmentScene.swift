import Compose
import ComposeRender

/// The bare containment order: embedding, hiding and showing the window, an animated
/// `transition(from:to:)` on the clock, and un-embedding.
enum ContainmentScene {
  final class Screen: Component {}

  /// A child that embeds a child of its own when its view loads: nested forwarding.
  final class Feed: Component {
    override func viewDidLoad() {
      embed(Component(name: "card"))
    }
  }

  static func run() -> EventLog {
    let window = Window(name: "main")
    let recorder = LifecycleRecorder()
    window.addObserver(recorder)
    let screen = Screen(name: "screen")
    let header = Component(name: "header")
    let feed = Feed(name: "feed")
    let detail = Component(name: "detail")
    var log = EventLog()

    func step(_ title: String, _ body: () -> Void) {
      let start = window.now
      body()
      log.steps.append(
        EventLog.Step(
          title: title, events: recorder.events, diagnostics: recorder.diagnostics, time: start))
      recorder.reset()
    }

    step("window.rootComponent = screen") { window.rootComponent = screen }
    step("window.makeKeyAndVisible()") { window.makeKeyAndVisible() }
    step("screen.embed(header)") { screen.embed(header) }
    step("screen.embed(feed)  // feed embeds card in viewDidLoad") { screen.embed(feed) }
    step("window.hide()") { window.hide() }
    step("window.makeKeyAndVisible()") { window.makeKeyAndVisible() }
    step("screen.transition(from: feed, to: detail, duration: 0.3s)") {
      screen.addChild(detail)
      feed.willMove(toParent: nil)
      screen.transition(
        from: feed, to: detail, duration: .milliseconds(300),
        completion: { _ in
          feed.removeFromParent()
          detail.didMove(toParent: screen)
        })
    }
    step("window.advance(by: 0.3s)") { window.advance(by: .milliseconds(300)) }
    step("header.unembed()") { header.unembed() }
    return log
  }
}
