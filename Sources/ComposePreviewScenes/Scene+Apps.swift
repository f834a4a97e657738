import Compose
import ComposeExamples
import ComposePreviewKit
import ComposeRender

extension Scene {
  /// The delegate-flow post through `MessageApp`: the flow pushes a screen, the back button pops
  /// it, a modal is presented in its own navigation container and closed, then a deep link rebuilds
  /// a stack and presents a modal.
  public static let flow = Scene(
    name: "flow",
    summary: "Messages: a flow pushes, pops, presents a modal, dismisses it, follows a deep link.",
    script: {
      let app = MessageApp(window: Window(traceName: "message"))
      let window = app.window
      var script = SceneScript(window: window)
      script.step("app.launch()", note: "the flow's navigation container becomes the root") {
        app.launch()
      }
      script.step("app.enter(\"push me\")", note: "the flow pushes, animated") {
        app.enter("push me")
      }
      script.step("window.advance(by: .milliseconds(350))") {
        window.advance(by: .milliseconds(350))
      }
      script.step("app.tapBack()") { app.tapBack() }
      script.step("window.advance(by: .milliseconds(350))") {
        window.advance(by: .milliseconds(350))
      }
      script.step("app.enter(\"modal please\")", note: "presented in its own navigation container")
      { app.enter("modal please") }
      script.step("window.advance(by: .milliseconds(350))") {
        window.advance(by: .milliseconds(350))
      }
      script.step("app.tapClose()", note: "the flow dismisses the modal") { app.tapClose() }
      script.step("window.advance(by: .milliseconds(350))") {
        window.advance(by: .milliseconds(350))
      }
      script.step("app.open(\"compose://other/a/b?modal=m\")") { () -> [String] in
        let trace = app.open("compose://other/a/b?modal=m")
        let lines = "\(trace)".split(separator: "\n").map { $0.drop { $0 == " " } }
        return ["route trace: " + lines.joined(separator: "; ")]
      }
      script.step("window.runUntilIdle()") { window.runUntilIdle() }
      return script
    })

  /// The state-pattern post through `StatesApp`: the login's form goes loading, fails with the
  /// login's own error component, succeeds, and home moves through the default loading, empty,
  /// error and content components.
  public static let states = Scene(
    name: "states",
    summary: "States: login and home swap loading, content, empty and error states.",
    script: {
      let app = StatesApp(window: Window(traceName: "states"))
      var script = SceneScript(window: app.window)
      script.step("app.launch()", note: "login shows its form") { app.launch() }
      script.step("app.login.submit()", note: "default loading component") {
        app.login.submit()
      }
      script.step(
        "app.login.finishLogin(error: LoadingFailed(\"offline\"))",
        note: "the login's own error component"
      ) { app.login.finishLogin(error: LoadingFailed(message: "offline")) }
      script.step("app.login.submit()") { app.login.submit() }
      script.step("app.login.finishLogin(error: nil)", note: "the stack becomes [home], loading") {
        app.login.finishLogin(error: nil)
      }
      script.step("app.home?.loaded(count: 0)", note: "default empty component") {
        app.home?.loaded(count: 0)
      }
      script.step("app.home?.failed(LoadingFailed(\"timeout\"))", note: "default error component") {
        app.home?.failed(LoadingFailed(message: "timeout"))
      }
      script.step("app.home?.loaded(count: 3)", note: "the content, embedded since the start") {
        app.home?.loaded(count: 3)
      }
      return script
    })

  /// The device-name post through `SettingsApp`, both variants: tapping the device name pushes the
  /// editor, saving reports back (through a delegate, then through a closure), the flow pops it and
  /// the settings screen shows the new name.
  public static let deviceName = Scene(
    name: "device-name",
    summary: "Settings: edit the device name, with a delegate and with a closure.",
    script: {
      let window = Window(traceName: "settings")
      let delegateApp = SettingsApp(window: window, variant: .delegate)
      let closureApp = SettingsApp(window: window, variant: .closure)
      var script = SceneScript(window: window)
      for (label, app) in [("delegateApp", delegateApp), ("closureApp", closureApp)] {
        script.step("\(label).launch()", note: "variant \(app.flow.variant.rawValue)") {
          app.launch()
        }
        script.step("\(label).tapDeviceName()", note: "the flow pushes the editor") {
          app.tapDeviceName()
        }
        script.step("window.advance(by: .milliseconds(350))") {
          window.advance(by: .milliseconds(350))
        }
        script.step("\(label).save(\"Kitchen\")", note: "reported back, the flow pops") {
          app.save("Kitchen")
        }
        script.step("window.advance(by: .milliseconds(350))") { () -> [String] in
          window.advance(by: .milliseconds(350))
          return ["settings shows \"\(app.flow.settings.deviceName)\""]
        }
      }
      return script
    })

  /// The light-controllers post: an `ArrayDataSource` with a configure closure and a custom cell
  /// type.
  public static let arraySource = Scene(
    name: "array-source",
    summary: "People: an ArrayDataSource configures custom cells; scrolling recycles them.",
    script: {
      let window = Window(traceName: "main")
      let names = ["Ana", "Bea", "Carlos", "Dani", "Eva", "Fran", "Gema", "Hugo"]
      let people = names.enumerated().map { Person(id: $0.offset, name: $0.element) }
      let screen = PeopleScreen(people: people)
      var script = SceneScript(window: window)
      script.step(
        "window.rootComponent = people",
        note: "viewDidLoad loads the list: rows 0.0-0.3 dequeue new cells, configure, willDisplay"
      ) { window.rootComponent = screen }
      script.step("window.makeKeyAndVisible()") { window.makeKeyAndVisible() }
      script.step(
        "people.list.scroll(to: 88)",
        note: "rows 0.0-0.1 end display; their cells are recycled (prepareForReuse) for 0.4-0.5"
      ) { screen.list.scroll(to: 88) }
      var changed = people
      changed.swapAt(2, 5)
      changed[3].name = "Daniela"
      script.step(
        "people.apply(changed)",
        note: "Carlos and Fran swapped, Dani renamed: moves keep cells; the renamed row is "
          + "reconfigured in its own cell"
      ) { screen.apply(changed) }
      script.step("people.list.scroll(to: 0)") { screen.list.scroll(to: 0) }
      return script
    })
}

extension PersonCell: ViewSnapshotContributing {
  /// Shows the text the configure closure set: `label "Ana"` (`label ""` after
  /// `prepareForReuse()`).
  ///
  /// - Parameter contribution: Where to add it.
  public func contribute(to contribution: inout SnapshotContribution) {
    contribution.addAttribute("label", ValueFormat.quoted(nameLabel))
  }
}
