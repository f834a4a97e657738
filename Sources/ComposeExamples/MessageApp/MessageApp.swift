import Compose

/// The delegate-flow post's app built in a window, with the actions a scene takes, one per step.
///
/// ```swift
/// let app = MessageApp(window: Window(traceName: "message"))
/// app.launch()              // the root screen appears
/// app.enter("push me")      // the flow pushes "other push me"
/// app.tapBack()
/// app.enter("modal please") // presented inside its own navigation container
/// app.tapClose()            // the flow dismisses it
/// app.open("compose://other/a/b/c?modal=m")
/// ```
public final class MessageApp {
  /// The window the app runs in.
  public let window: Window
  /// The app's flow.
  public let flow = AppFlow()

  /// Creates the app in `window`; nothing happens until ``launch()``.
  ///
  /// - Parameter window: The window to run in.
  public init(window: Window) {
    self.window = window
  }

  /// Installs the flow's container as the window's root, starts the flow and shows the window.
  public func launch() {
    window.rootComponent = flow.navigation
    flow.start()
    window.makeKeyAndVisible()
  }

  /// The user types `text` on the root screen.
  ///
  /// - Parameter text: The text.
  public func enter(_ text: String) {
    flow.rootScreen.submit(text)
  }

  /// The user taps the close button of the presented screen.
  public func tapClose() {
    let modal = flow.navigation.presentedComponent as? NavigationContainer
    (modal?.topComponent as? OtherScreen)?.tapClose()
  }

  /// The user taps the back button of the visible navigation container.
  public func tapBack() {
    let modal = flow.navigation.presentedComponent as? NavigationContainer
    (modal ?? flow.navigation).tapBackButton()
  }

  /// The system opens a deep link.
  ///
  /// - Parameter url: The link.
  /// - Returns: The route trace.
  @discardableResult
  public func open(_ url: String) -> RouteTrace {
    flow.open(url: url, as: AppRoute.self)
  }
}
