import Compose

/// The error the state screens show when loading fails.
public struct LoadingFailed: Error, Equatable, Sendable {
  /// What failed.
  public var message: String

  /// Creates the error.
  public init(message: String) { self.message = message }
}

/// The state-pattern post's custom error state for the login screen: the login's own override of
/// the default error component (named `login error`).
public final class LoginErrorComponent: Component {
  /// The error shown.
  public let error: any Error

  /// Creates it.
  ///
  /// - Parameter error: The error to show.
  public init(error: any Error) {
    self.error = error
    super.init(traceName: "login error")
  }
}

/// The state-pattern post's login screen: a form (its content) in a ``StateContainer`` that uses
/// the default loading component and its own error component.
public final class LoginScreen: Component {
  /// The state container.
  public let states: StateContainer
  /// Called when the login succeeds. Capture the receiver weakly.
  public var onLoggedIn: (() -> Void)?

  /// Creates the screen, named `login`, showing the form.
  public init() {
    var custom = StateComponents.standard
    custom.error = { LoginErrorComponent(error: $0) }
    states = StateContainer(
      content: Component(traceName: "login form"), state: .content, states: custom,
      traceName: "login states")
    super.init(traceName: "login")
  }

  /// Embeds the state container. Calls `super` first.
  public override func viewDidLoad() {
    super.viewDidLoad()
    embed(states)
  }

  /// The user submits the form: loading.
  public func submit() { states.setState(.loading) }

  /// The server answered: back to the form with an error, or logged in.
  ///
  /// - Parameter error: The failure, or `nil` on success.
  public func finishLogin(error: (any Error)?) {
    if let error {
      states.setState(.error(error))
    } else {
      states.setState(.content)
      onLoggedIn?()
    }
  }
}

/// The state-pattern post's home screen: a feed (its content) in a ``StateContainer`` with the
/// default components for every state; it starts loading.
public final class HomeScreen: Component {
  /// The state container.
  public let states = StateContainer(
    content: Component(traceName: "feed"), traceName: "home states")

  /// Creates the screen, named `home`.
  public init() { super.init(traceName: "home") }

  /// Embeds the state container. Calls `super` first.
  public override func viewDidLoad() {
    super.viewDidLoad()
    embed(states)
  }

  /// The feed loaded `count` items: empty or content.
  ///
  /// - Parameter count: How many items.
  public func loaded(count: Int) { states.setState(count == 0 ? .empty : .content) }

  /// Loading the feed failed.
  ///
  /// - Parameter error: The failure.
  public func failed(_ error: any Error) { states.setState(.error(error)) }
}

/// The state-pattern post's app built in a window: login, then home, with the actions a scene
/// takes.
public final class StatesApp: Flow {
  /// The window the app runs in.
  public let window: Window
  /// The login screen.
  public let login = LoginScreen()

  /// Creates the app in `window`, named `states`.
  ///
  /// - Parameter window: The window to run in.
  public init(window: Window) {
    self.window = window
    super.init(traceName: "states")
  }

  /// The home screen, once logged in.
  public var home: HomeScreen? { navigation.topComponent as? HomeScreen }

  /// Puts the login screen in the stack; a successful login replaces the stack with home.
  public override func setUp() {
    login.onLoggedIn = { [weak self] in
      self?.navigation.setStack([HomeScreen()], animated: false)
    }
    navigation.setStack([login], animated: false)
  }

  /// Installs the container, starts and shows the window.
  public func launch() {
    window.rootComponent = navigation
    start()
    window.makeKeyAndVisible()
  }
}
