import Compose
import Foundation

/// What storyboards, nibs and segues make, registered by a test: Linux has no archives to read
/// (UIKit reads compiled `.storyboardc` and `.nib` files from the app's bundle).
///
/// Register a factory per storyboard scene (a Storyboard ID, or the initial scene), a kind and a
/// destination per segue, and a factory per nib, then run the app's code inside ``run(_:)``:
/// `UIStoryboard(name:bundle:)`, `UINib(nibName:bundle:)` and `Bundle.loadNibNamed(_:owner:options:)`
/// find the registrations of the archives that run them. A storyboard or nib keeps the archives
/// it was made with, and runs its factories inside them, so that a view controller it makes can
/// later perform its segues or ask its ``UIViewController/storyboard`` for another scene.
///
/// ```swift
/// let archives = ComposeArchives()
/// archives.registerScene("Feed", in: "Main", isInitial: true) { FeedViewController() }
/// archives.registerScene("Detail", in: "Main") { DetailViewController() }
/// archives.registerSegue("showDetail", in: "Main", kind: .show, to: "Detail")
/// let root = archives.run { UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() }
/// ```
///
/// What nothing registered is reported as `Diagnostic.Code.unregisteredArchive`: to the window
/// observers of the view controller involved (a segue's source), and always in ``diagnostics``;
/// the call answers `nil` or does nothing, where UIKit raises an exception.
///
/// No global state: the archives are found through a task-local value that ``run(_:)`` binds for
/// the duration of its body only.
@preconcurrency @MainActor
public final class ComposeArchives {
  /// What a storyboard segue does when it is performed (Interface Builder's segue kinds).
  public enum SegueKind {
    /// Show: pushed in a navigation controller, presented otherwise
    /// (``UIViewController/show(_:sender:)``).
    case show
    /// Show Detail (``UIViewController/showDetailViewController(_:sender:)``).
    case showDetail
    /// Present Modally, animated, in the destination's ``UIViewController/modalPresentationStyle``.
    case present
    /// Embed: performed when the source's view loads, before its `viewDidLoad`; the destination
    /// becomes a child whose view fills the source's view (a storyboard's container view).
    case embed
    /// Custom: the segue object this factory makes (a ``UIStoryboardSegue`` subclass whose
    /// `perform()` does the transition), given the identifier, the source and the destination.
    case custom(
      @MainActor (_ identifier: String, _ source: UIViewController, _ destination: UIViewController)
        -> UIStoryboardSegue)
  }

  /// A segue as registered.
  struct Segue {
    let source: String?
    let kind: SegueKind
    let destination: String
  }

  /// One storyboard's registrations.
  struct Storyboard {
    var scenes: [String: @MainActor () -> UIViewController] = [:]
    var initial: String?
    var segues: [String: [Segue]] = [:]
  }

  private var storyboards: [String: Storyboard] = [:]
  private var nibs: [String: @MainActor (_ owner: Any?) -> [Any]] = [:]

  /// Every diagnostic reported by the storyboards and nibs made with these archives, oldest
  /// first: `Diagnostic.Code.unregisteredArchive`, and, for the app's own xibs,
  /// `Diagnostic.Code.unmodelledArchiveContent` and `Diagnostic.Code.malformedArchive`.
  public private(set) var diagnostics: [Diagnostic] = []

  /// Creates archives with nothing registered.
  public init() {}

  /// Registers what the scene `identifier` of the storyboard `storyboard` makes (a Storyboard ID;
  /// UIKit's `instantiateViewController(withIdentifier:)` reads it).
  ///
  /// - Parameters:
  ///   - identifier: The scene's Storyboard ID.
  ///   - storyboard: The storyboard's name, as passed to `UIStoryboard(name:bundle:)`.
  ///   - isInitial: Whether it is the storyboard's initial view controller
  ///     (`instantiateInitialViewController()`).
  ///   - make: Makes a new view controller each time (its `awakeFromNib()` is called after).
  public func registerScene(
    _ identifier: String, in storyboard: String, isInitial: Bool = false,
    _ make: @escaping @MainActor () -> UIViewController
  ) {
    storyboards[storyboard, default: Storyboard()].scenes[identifier] = make
    if isInitial { storyboards[storyboard, default: Storyboard()].initial = identifier }
  }

  /// Registers a segue of the storyboard `storyboard`: what `performSegue(withIdentifier:sender:)`
  /// makes and does.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - storyboard: The storyboard's name.
  ///   - source: The scene it leaves from, or `nil` for any scene of the storyboard; required for
  ///     ``SegueKind/embed``, performed when that scene's view loads.
  ///   - kind: What performing it does.
  ///   - destination: The identifier of the scene it makes.
  public func registerSegue(
    _ identifier: String, in storyboard: String, from source: String? = nil, kind: SegueKind,
    to destination: String
  ) {
    storyboards[storyboard, default: Storyboard()].segues[identifier, default: []].append(
      Segue(source: source, kind: kind, destination: destination))
  }

  /// Registers what the nib `name` makes: its top-level objects (UIKit's
  /// `UINib.instantiate(withOwner:options:)` returns them). Views and view controllers among them
  /// get `awakeFromNib()` after.
  ///
  /// - Parameters:
  ///   - name: The nib's name, as passed to `UINib(nibName:bundle:)`.
  ///   - make: Makes the top-level objects, given the owner (the File's Owner) or `nil`.
  public func registerNib(_ name: String, _ make: @escaping @MainActor (_ owner: Any?) -> [Any]) {
    nibs[name] = make
  }

  /// Runs `body` with these archives as the ones `UIStoryboard(name:bundle:)` and
  /// `UINib(nibName:bundle:)` read.
  ///
  /// - Parameter body: The code to run, typically the app's code that builds its screens.
  /// - Returns: What `body` returns.
  public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    try ArchiveScope.$current.withValue(self, operation: body)
  }

  /// The archives bound by the innermost ``run(_:)`` running now, if any.
  static var current: ComposeArchives? { ArchiveScope.current }

  func storyboard(named name: String) -> Storyboard? { storyboards[name] }

  func nib(named name: String) -> (@MainActor (Any?) -> [Any])? { nibs[name] }

  /// Records what reading or making an archive reported, and prints it on standard error (as
  /// UIKit logs "Unknown class in Interface Builder file").
  func record(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
    FileHandle.standardError.write(Data("ComposeUIKit: \(diagnostic)\n".utf8))
  }

  /// Records a `Diagnostic.Code.unregisteredArchive` and delivers it to the window of
  /// `component` or `view`, if any (then its path is theirs, else `path`).
  @discardableResult
  func report(
    _ message: String, at path: String, on component: Component?, view: View? = nil
  ) -> Diagnostic {
    let diagnostic =
      component?.report(.unregisteredArchive, message)
      ?? view?.report(.unregisteredArchive, message)
      ?? Diagnostic(code: .unregisteredArchive, path: path, message: message)
    diagnostics.append(diagnostic)
    return diagnostic
  }
}

/// The task-local binding of ``ComposeArchives/run(_:)``.
///
/// Invariant (why a `static` is not global mutable state here): a task-local value cannot be
/// assigned, only bound for the synchronous extent of `withValue`, on the task that binds it;
/// each test's task sees only what it bound.
enum ArchiveScope {
  @TaskLocal static var current: ComposeArchives?
  /// The view controllers made while a storyboard's factory runs (the scene's, and those its
  /// relationships make, say a navigation controller's root).
  @TaskLocal static var making: MadeControllers?
}

/// The view controllers a storyboard scene's factory made.
@preconcurrency @MainActor
final class MadeControllers {
  var made: [UIViewController] = []
}
