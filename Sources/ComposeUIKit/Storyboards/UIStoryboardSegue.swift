import Foundation

/// A transition between two view controllers of a storyboard: UIKit's `UIStoryboardSegue`.
///
/// ``UIViewController/performSegue(withIdentifier:sender:)`` makes one from what a test
/// registered (``ComposeArchives/registerSegue(_:in:from:kind:to:)``), hands it to the source's
/// ``UIViewController/prepare(for:sender:)``, then calls ``perform()``. Subclass it for a custom
/// segue and override ``perform()``, as in UIKit.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  /// The segue's identifier.
  public let identifier: String?
  /// The view controller the segue starts from.
  public let source: UIViewController
  /// The view controller the segue shows.
  public let destination: UIViewController
  /// What ``perform()`` does for the built-in kinds and for
  /// ``init(identifier:source:destination:performHandler:)``.
  private let performHandler: (@MainActor () -> Void)?

  /// Creates a segue (UIKit's `init(identifier:source:destination:)`); ``perform()`` does nothing
  /// until a subclass overrides it.
  ///
  /// - Parameters:
  ///   - identifier: The identifier, or `nil`.
  ///   - source: The view controller the segue starts from.
  ///   - destination: The view controller the segue shows.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.performHandler = nil
    super.init()
  }

  /// Creates a segue whose ``perform()`` runs `performHandler` (UIKit's
  /// `init(identifier:source:destination:performHandler:)`).
  ///
  /// - Parameters:
  ///   - identifier: The identifier, or `nil`.
  ///   - source: The view controller the segue starts from.
  ///   - destination: The view controller the segue shows.
  ///   - performHandler: What performing the segue does.
  public init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping @MainActor () -> Void
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.performHandler = performHandler
    super.init()
  }

  /// Performs the transition: the registered kind's (a push, a presentation, an embedding) or the
  /// perform handler's. A subclass overrides it without calling `super`.
  open func perform() {
    performHandler?()
  }
}
