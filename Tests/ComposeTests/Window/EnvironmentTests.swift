import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// The app's environment as the engine models it: a window's activation state (UIKit's scene
/// states) and memory warnings.
@Suite struct EnvironmentTests {
  /// The hooks that ran, in order.
  final class HookLines {
    var lines: [String] = []
  }

  /// A component that logs its memory warnings.
  final class Warned: Component {
    let log: HookLines
    init(_ name: String, log: HookLines) {
      self.log = log
      super.init(traceName: name)
    }
    override func didReceiveMemoryWarning() {
      super.didReceiveMemoryWarning()
      log.lines.append("\(traceName).didReceiveMemoryWarning")
    }
  }

  /// UIKit sends no appearance callback when the app leaves the foreground or comes back: the
  /// trace shows the state changes on the root and nothing else, and every component stays
  /// appeared.
  @Test func backgroundingSendsNoAppearanceCallbacks() {
    let a = Probe("a")
    let b = Probe("b")
    let h = LifecycleHarness(root: a)
    a.embed(b)
    _ = h.traces()
    h.window.setActivationState(.inactive)
    h.window.setActivationState(.background)
    h.expectTrace([
      "a.activationStateChanged(active -> inactive)",
      "a.activationStateChanged(inactive -> background)",
    ])
    #expect(h.window.activationState == .background)
    #expect(a.appearanceState == .appeared && b.appearanceState == .appeared)
    h.window.setActivationState(.inactive)
    h.window.setActivationState(.active)
    h.expectTrace([
      "a.activationStateChanged(background -> inactive)",
      "a.activationStateChanged(inactive -> active)",
    ])
    #expect(a.appearanceState == .appeared && b.appearanceState == .appeared)
  }

  /// Setting the state a window is in records nothing; a window with no root changes state
  /// without an event to record.
  @Test func settingTheCurrentActivationStateRecordsNothing() {
    let h = LifecycleHarness(root: Probe("a"))
    _ = h.traces()
    h.window.setActivationState(.active)
    h.expectTrace([])
    let empty = Window()
    empty.setActivationState(.background)
    #expect(empty.activationState == .background)
  }

  /// A memory warning reaches every component of the window, each once: parent before child,
  /// children in order, a presenter's tree before what it presents; children whose views never
  /// loaded are told too.
  @Test func aMemoryWarningReachesEveryComponentParentFirstThenWhatItPresents() {
    let log = HookLines()
    let a = Warned("a", log: log)
    let b = Warned("b", log: log)
    let c = Warned("c", log: log)
    let d = Warned("d", log: log)
    let m = Warned("m", log: log)
    let h = LifecycleHarness(root: a)
    a.embed(b)
    b.embed(d)
    a.addChild(c)  // never placed: its view is not loaded
    c.didMove(toParent: a)
    a.present(m, animated: false, style: .overFullScreen)
    _ = h.traces()
    #expect(!c.isViewLoaded)
    h.window.receiveMemoryWarning()
    let expected = ["a", "b", "d", "c", "m"].map { "\($0).didReceiveMemoryWarning" }
    #expect(log.lines == expected)
    h.expectTrace(expected)
  }

  /// A component in no window is told when a facade tells it (``Component/receiveMemoryWarning()``),
  /// and a hook receiver hears the warning in the component's place.
  @Test func aHookReceiverHearsTheMemoryWarningInTheComponentsPlace() {
    final class Receiver: ComponentHookReceiver {
      var heard: [String] = []
      func didReceiveMemoryWarning(of component: Component) {
        heard.append(component.traceName)
      }
    }
    let log = HookLines()
    let alone = Warned("alone", log: log)
    alone.receiveMemoryWarning()
    #expect(log.lines == ["alone.didReceiveMemoryWarning"])
    let received = Warned("received", log: log)
    let receiver = Receiver()
    #expect(received.attachHookReceiver(receiver) == nil)
    received.receiveMemoryWarning()
    #expect(receiver.heard == ["received"])
    #expect(log.lines == ["alone.didReceiveMemoryWarning"], "the receiver decides")
  }
}
