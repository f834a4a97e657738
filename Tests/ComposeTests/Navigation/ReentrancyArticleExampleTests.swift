import Compose
import Testing

/// The example of `Compose.docc/Reentrancy.md`, run as written: it must print what the article
/// shows.
@Suite struct ReentrancyArticleExampleTests {
  final class Detail: Component {
    var next: Component?
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      if let next, let navigation = parent as? NavigationContainer {
        self.next = nil
        navigation.push(next, animated: false)  // queued: this push has not completed yet
      }
    }
  }

  @Test func thePushFromViewDidAppearPrintsWhatTheArticleShows() {
    let window = Window()
    let navigation = NavigationContainer(root: Component(traceName: "a"), traceName: "nav")
    window.rootComponent = navigation
    window.makeKeyAndVisible()
    let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
    window.addObserver(recorder)
    let detail = Detail(traceName: "b")
    detail.next = Component(traceName: "c")
    navigation.push(detail, animated: false)
    let printed = recorder.traces.filter { !$0.hasPrefix("nav.") }.joined(separator: "\n")
    #expect(
      printed == """
        b.willMove(toParent: nav)
        b.viewDidLoad
        a.viewWillDisappear(false)
        b.viewWillAppear(false)
        b.viewIsAppearing(false)
        a.viewDidDisappear(false)
        b.viewDidAppear(false)
        b.didMove(toParent: nav)
        c.willMove(toParent: nav)
        c.viewDidLoad
        b.viewWillDisappear(false)
        c.viewWillAppear(false)
        c.viewIsAppearing(false)
        b.viewDidDisappear(false)
        c.viewDidAppear(false)
        c.didMove(toParent: nav)
        """)
  }
}
