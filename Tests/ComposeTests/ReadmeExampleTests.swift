import Compose
import Testing

/// The README's code example, run as written: if the engine's order changes, the README must
/// change with it.
@Suite struct ReadmeExampleTests {
  final class Screen: Component {}

  @Test func theReadmeExamplePrintsTheOrderTheReadmeShows() {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    // README: begin example
    let window = Window(traceName: "main")
    let recorder = LifecycleRecorder()
    window.addObserver(recorder)
    let screen = Screen(traceName: "screen")
    window.rootComponent = screen
    window.makeKeyAndVisible()
    recorder.reset()

    screen.embed(Component(traceName: "header"))
    screen.embed(Component(traceName: "feed"))
    for event in recorder.events { print(event) }
    // README: end example

    #expect(
      printed == [
        #"#2 Component "header": willMove(toParent: #1 Screen "screen")"#,
        #"#2 Component "header": loadView"#,
        #"#2 Component "header": viewDidLoad"#,
        #"#2 Component "header": view added to #1 Screen "screen""#,
        #"#2 Component "header": viewWillAppear(animated: false)"#,
        #"#2 Component "header": viewIsAppearing(animated: false)"#,
        #"#2 Component "header": viewDidAppear(animated: false)"#,
        #"#2 Component "header": didMove(toParent: #1 Screen "screen")"#,
        #"#3 Component "feed": willMove(toParent: #1 Screen "screen")"#,
        #"#3 Component "feed": loadView"#,
        #"#3 Component "feed": viewDidLoad"#,
        #"#3 Component "feed": view added to #1 Screen "screen""#,
        #"#3 Component "feed": viewWillAppear(animated: false)"#,
        #"#3 Component "feed": viewIsAppearing(animated: false)"#,
        #"#3 Component "feed": viewDidAppear(animated: false)"#,
        #"#3 Component "feed": didMove(toParent: #1 Screen "screen")"#,
      ])
  }
}

extension ReadmeExampleTests {
  /// The README's "Writing lifecycle tests" snippet, as written.
  @Test func childAppearsWithItsParent() {
    let window = Window()
    let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
    window.addObserver(recorder)
    let root = Component(traceName: "root")
    window.rootComponent = root
    root.embed(Component(traceName: "child"))  // window hidden: no appearance yet
    recorder.reset()
    window.makeKeyAndVisible()
    #expect(
      recorder.traces == [
        "root.viewWillAppear(false)", "root.viewIsAppearing(false)",
        "child.viewWillAppear(false)", "child.viewIsAppearing(false)",
        "root.viewDidAppear(false)", "child.viewDidAppear(false)",
      ])
  }
}
