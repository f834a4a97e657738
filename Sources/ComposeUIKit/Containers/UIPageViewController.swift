import Compose
import Foundation

/// Pages of content, each a child view controller, shown one at a time (or two, for a page-curl
/// spread): UIKit's `UIPageViewController`, a custom container built on the engine's public
/// pieces (`ChildSwap`, the transition queue, interactive transitions). Open for subclassing, as
/// in UIKit; a subclass is often its own ``dataSource``.
///
/// The pages shown (``viewControllers``) are the page view controller's children and their views
/// are in its view, so they appear and disappear with it (contract §3). Turning the page with
/// ``setViewControllers(_:direction:animated:completion:)`` while the page view controller is
/// appeared runs the order UIKit prints for a page turn (contract §5), with the containment
/// around it (§1). In the scroll style:
///
/// ```text
/// A.willMove(toParent: nil), B.willMove(toParent: pager), B.viewDidLoad, B.viewWillAppear,
/// A.viewWillDisappear, B.viewIsAppearing, … B.viewDidAppear, A.viewDidDisappear,
/// A.didMove(toParent: nil), B.didMove(toParent: pager), completion(true)
/// ```
///
/// In the page-curl style `A.viewDidDisappear` comes before `B.viewDidAppear`.
///
/// Unanimated, all of it happens before the call returns; animated, the part after `…` happens
/// when the window's clock passes 350 ms, and a page turn requested meanwhile waits for it
/// (contract §4). The user's swipe is ``composeBeginSwipe(_:)``, which asks the ``dataSource``
/// and tells the ``delegate``.
///
/// Not modelled: drawing (the orientation, spine and inter-page spacing change no callback; the
/// transition style changes only the order above), the built-in page indicator, the gesture recognizers, rotation. Compose
/// keeps no neighbouring pages as children (UIKit's scroll style may keep some): only the pages
/// shown are children.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// How long an animated page turn takes on the window's clock.
  static let pageTurnDuration: Duration = .milliseconds(350)

  private let transitionStyleStorage: TransitionStyle
  private let navigationOrientationStorage: NavigationOrientation
  private let spineLocationStorage: SpineLocation

  /// Gives the pages around the current one to a swipe (``composeBeginSwipe(_:)``). Weak.
  open weak var dataSource: (any UIPageViewControllerDataSource)?

  /// Told about swipes. Weak.
  open weak var delegate: (any UIPageViewControllerDelegate)?

  /// Whether content appears on the back of pages (page curl). Stored; with the page curl a
  /// double-sided page view controller takes two view controllers per turn.
  open var isDoubleSided = false

  /// Creates a page view controller with no page; set the first with
  /// ``setViewControllers(_:direction:animated:completion:)``.
  ///
  /// - Parameters:
  ///   - style: How pages turn; decides, with the spine, how many pages a turn takes.
  ///   - navigationOrientation: The direction pages turn in. Stored only.
  ///   - options: ``OptionsKey/spineLocation`` (page curl only) and
  ///     ``OptionsKey/interPageSpacing`` (ignored).
  public init(
    transitionStyle style: UIPageViewController.TransitionStyle,
    navigationOrientation: UIPageViewController.NavigationOrientation,
    options: [UIPageViewController.OptionsKey: Any]? = nil
  ) {
    transitionStyleStorage = style
    navigationOrientationStorage = navigationOrientation
    spineLocationStorage = SpineLocation.resolved(for: style, options: options)
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a page view controller from an archive: returns `nil` (no nibs or storyboards).
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  override class func makeComponent() -> Component { PageContainer() }

  /// The engine container.
  var pages: PageContainer {
    // Invariant: every page view controller is made with a `PageContainer` (`makeComponent`,
    // which only this class overrides: it is internal, so no subclass outside the module can),
    // and `component` never changes. Debug builds check the cast.
    unsafeDowncast(component, to: PageContainer.self)
  }

  /// How pages turn, as given to the initializer.
  open var transitionStyle: TransitionStyle { transitionStyleStorage }

  /// The direction pages turn in, as given to the initializer.
  open var navigationOrientation: NavigationOrientation { navigationOrientationStorage }

  /// Where the spine is: the ``OptionsKey/spineLocation`` option for the page curl (``SpineLocation/min``
  /// without one), ``SpineLocation/none`` for the scroll style.
  open var spineLocation: SpineLocation { spineLocationStorage }

  /// The pages shown, in order: one, or two for a page-curl spread (a ``SpineLocation/mid``
  /// spine, or ``isDoubleSided``). Empty before the first
  /// ``setViewControllers(_:direction:animated:completion:)``. A swipe's pending page is not one
  /// until the swipe finishes.
  open var viewControllers: [UIViewController]? {
    pages.pages.compactMap(UIViewController.facade(of:))
  }

  /// Sets the pages shown (UIKit: the view controllers "visible after the animation"). The pages
  /// that leave are removed and those that enter are added, with the order UIKit prints for a
  /// page turn when the page view controller is appeared (contract §5); in the scroll style:
  ///
  /// ```text
  /// A.willMove(toParent: nil), B.willMove(toParent: pager), B.viewDidLoad, B.viewWillAppear,
  /// A.viewWillDisappear, B.viewIsAppearing, … B.viewDidAppear, A.viewDidDisappear,
  /// A.didMove(toParent: nil), B.didMove(toParent: pager), completion(true)
  /// ```
  ///
  /// In the page-curl style `A.viewDidDisappear` comes before `B.viewDidAppear`.
  ///
  /// Unanimated, everything happens before the call returns; animated (in a window), the part
  /// after `…` happens when the window's clock passes 350 ms. While another page turn or a swipe
  /// is in flight, the call waits for it and then runs against the pages as they then are
  /// (contract §4). Not appeared (not in a window yet, say), only the containment calls run:
  /// `B.willMove(toParent: pager)`, `B.didMove(toParent: pager)`, and B appears with the page
  /// view controller. Before the page view controller's view loads, B's view is placed when it
  /// loads. Setting the pages shown changes nothing and completes with `true`. `direction` changes
  /// no callback; neither ``dataSource`` nor ``delegate`` is asked or told, as in UIKit.
  ///
  /// Refused with nothing changed and `completion(false)` (reported to the window's observers),
  /// where UIKit throws: a number of view controllers other than one (two for a page-curl spread),
  /// `nil` and empty included (`Diagnostic.Code.pageCountMismatch`); one named twice
  /// (`duplicateComponent`); one with another parent, presented, a window's root, or this page
  /// view controller or one of its ancestors (`componentInUse`).
  ///
  /// - Parameters:
  ///   - viewControllers: The pages to show.
  ///   - direction: The direction of the turn. Ignored.
  ///   - animated: Whether the turn is animated (on the window's clock).
  ///   - completion: Called with `true` when the turn ends, `false` when it was refused.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
    animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    // The facades stay alive until the turn runs: the engine holds only their components.
    let requested = viewControllers ?? []
    pages.enqueueTransition { [weak self] complete in
      guard let self else {
        completion?(false)
        return complete()
      }
      self.turnPages(to: requested, animated: animated) { finished in
        completion?(finished)
        complete()
      }
    }
  }

  /// The number of view controllers a page turn takes: two for a page-curl spread (a middle
  /// spine, or double-sided pages), one otherwise.
  var requiredPageCount: Int {
    transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1
  }
}
