/// The components a ``StateContainer`` shows for loading, empty and error: a factory per state.
///
/// ``standard`` builds the default components; a screen overrides any of them for itself
/// (the state container is a decorator around its content) by passing its own factories:
///
/// ```swift
/// var states = StateComponents.standard
/// states.error = { error in RetryScreen(error: error) }
/// let container = StateContainer(content: login, states: states)
/// ```
@MainActor
public struct StateComponents {
  /// Builds the component shown while loading.
  public var loading: @MainActor () -> Component
  /// Builds the component shown when there is nothing to show.
  public var empty: @MainActor () -> Component
  /// Builds the component shown for an error.
  public var error: @MainActor (any Error) -> Component

  /// Creates factories; each one left out uses the default component.
  ///
  /// - Parameters:
  ///   - loading: Builds the loading component.
  ///   - empty: Builds the empty component.
  ///   - error: Builds the error component.
  public init(
    loading: @escaping @MainActor () -> Component = { DefaultLoadingComponent() },
    empty: @escaping @MainActor () -> Component = { DefaultEmptyComponent() },
    error: @escaping @MainActor (any Error) -> Component = { DefaultErrorComponent(error: $0) }
  ) {
    self.loading = loading
    self.empty = empty
    self.error = error
  }

  /// The default components for every state.
  public static var standard: StateComponents { StateComponents() }
}

/// The default component shown while loading (named `loading`).
@MainActor
public final class DefaultLoadingComponent: Component {
  /// Creates it.
  public init() { super.init(traceName: "loading") }
}

/// The default component shown when there is nothing to show (named `empty`).
@MainActor
public final class DefaultEmptyComponent: Component {
  /// Creates it.
  public init() { super.init(traceName: "empty") }
}

/// The default component shown for an error (named `error`), keeping the error to show.
@MainActor
public final class DefaultErrorComponent: Component {
  /// The error shown.
  public let error: any Error

  /// Creates it.
  ///
  /// - Parameter error: The error to show.
  public init(error: any Error) {
    self.error = error
    super.init(traceName: "error")
  }
}
