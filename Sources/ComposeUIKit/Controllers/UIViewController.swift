import Compose
import Foundation

/// A view controller: UIKit's `UIViewController` over Compose's `Component`, with
/// UIKit's names and signatures and the lifecycle contract's orders (contract §9).
///
/// Subclass it and override the hooks exactly as for UIKit: ``loadView()``, ``viewDidLoad()``,
/// the appearance hooks from ``viewWillAppear(_:)`` to ``viewDidDisappear(_:)``,
/// ``willMove(toParent:)`` and ``didMove(toParent:)``, the layout hooks. Containment
/// (``addChild(_:)``, ``removeFromParent()``), presentation (``present(_:animated:completion:)``)
/// and the containers (``UINavigationController``, ``UITabBarController``) drive them with the
/// orders of contract §1, §3 and §5.
///
/// ## Design
///
/// Each view controller owns an engine component (``composeComponent``) rather than being one: a
/// UIKit subclass's `override func willMove(toParent parent: UIViewController?)` must override
/// UIKit's method, not a second overload taking a `Component`, and the engine's own members
/// (`traceName`, `treePath`, `addChild(_: Component)`) must not show through. The component is a
/// plain engine object (a `Component`, a `NavigationContainer`, a `TabContainer`); one link,
/// attached as its hook receiver (`ComponentHookReceiver`), forwards the engine's hooks to this
/// class's open methods; their base implementations (reached by `super`) run the engine's.
/// Ownership mirrors UIKit: a view controller keeps its children, its view and what it presents
/// alive, and nothing keeps a removed, dismissed or popped view controller alive but user code.
/// The link refers to its view controller weakly and the engine object that holds a component
/// (a parent, a presenter) keeps its view controller alive through its own link, so there is no
/// cycle and no view controller disappears while the engine still holds its component.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
  /// The engine component behind this view controller: a plain engine object (a `Component`,
  /// or the container ``makeComponent()`` makes), whose hooks reach this view controller through
  /// ``link``.
  let component: Component
  /// The component's hook receiver: forwards the engine's hooks to this view controller and
  /// keeps the facades this one holds (see ``ControllerLink``).
  let link = ControllerLink()
  /// The loaded view's facade.
  private var viewStorage: UIView?
  /// The window whose root this view controller is; weak.
  weak var hostingWindow: UIWindow?
  private var navigationItemStorage: UINavigationItem?
  var presentationControllerStorage: UIPresentationController?
  private var tabBarItemStorage: UITabBarItem?

  /// How this view controller is presented by ``present(_:animated:completion:)``. Defaults to
  /// ``UIModalPresentationStyle/automatic``, a sheet, as on iOS 13 and later.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// Whether a tab bar hides while this view controller is pushed. Stored only: no bar is drawn.
  open var hidesBottomBarWhenPushed = false

  /// The items a navigation controller's toolbar shows while this view controller is on top
  /// (UIKit's `toolbarItems`). Stored only: no toolbar is drawn.
  open var toolbarItems: [UIBarButtonItem]?

  /// Whether this view controller's view is covered by a presentation from it or its
  /// descendants. Stored only: Compose presents from the root of the tree, UIKit's default.
  open var definesPresentationContext = false
  /// Whether a presented view controller that is not full screen decides the status bar's
  /// appearance (UIKit's `modalPresentationCapturesStatusBarAppearance`). Stored only: Compose
  /// has no status bar.
  open var modalPresentationCapturesStatusBarAppearance = false

  /// The transition of a presentation. Stored only: Compose animates nothing.
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

  /// The size the view controller prefers for its content (UIKit's `preferredContentSize`).
  /// A change tells the parent ``preferredContentSizeDidChange(forChildContentContainer:)``,
  /// as in UIKit; the size itself lays out nothing.
  open var preferredContentSize: CGSize = .zero {
    didSet {
      guard preferredContentSize != oldValue else { return }
      parent?.preferredContentSizeDidChange(forChildContentContainer: self)
    }
  }

  /// The object that gives a custom presentation's animator and presentation controller
  /// (UIKit's `transitioningDelegate`); weak. See ``UIViewControllerTransitioningDelegate``.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

  /// The storyboard and scene that made this view controller, if one did.
  var archiveOrigin: ArchiveOrigin?
  /// The transition coordinator of the transition this view controller is in, if any; weak,
  /// what drives the transition keeps it.
  weak var ownTransitionCoordinator: TransitionCoordinator?

  /// Whether the user may not swipe this view controller down while it is presented as a sheet;
  /// a refused swipe calls ``UIAdaptivePresentationControllerDelegate``'s
  /// `presentationControllerDidAttemptToDismiss(_:)` (contract §5). Default `false`.
  open var isModalInPresentation = false

  /// Makes the view of the storyboard scene this view controller was made from, if it was.
  var archiveViewLoader: (() -> Void)?
  /// Storage of ``nibName``.
  private let nibNameStorage: String?
  /// Storage of ``nibBundle``.
  private let nibBundleStorage: Bundle?
  /// The name of the nib the view comes from, as given to ``init(nibName:bundle:)`` (UIKit's
  /// `nibName`), or `nil`. Open, as in UIKit: an override names the nib ``loadView()`` loads.
  open var nibName: String? { nibNameStorage }
  /// The bundle given to ``init(nibName:bundle:)`` (UIKit's `nibBundle`). Not read: the view
  /// controller's own module decides which xibs are searched.
  open var nibBundle: Bundle? { nibBundleStorage }

  /// Creates a view controller (UIKit's designated initializer) whose view comes from the nib
  /// `nibNameOrNil` when it loads (see ``loadView()``).
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The xib's name, or `nil` for UIKit's default lookup by class name.
  ///   - nibBundleOrNil: Kept in ``nibBundle``, not read: the xibs searched are those the port
  ///     step handed to the view controller's module (and the modules it depends on).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibNameStorage = nibNameOrNil
    nibBundleStorage = nibBundleOrNil
    component = Self.makeComponent()
    super.init()
    connect()
  }

  /// Creates the engine component: a plain `Component`; containers override it.
  class func makeComponent() -> Component { Component() }

  /// Creates a view controller from an archive. Compose reads no archives: this makes a view
  /// controller as from an empty one (``init(nibName:bundle:)`` with `nil`s), so that a
  /// storyboard's creator closure (`MyViewController(coder: coder, model: model)`, whose
  /// initializer calls `super.init(coder:)`) works with the registered scenes of
  /// ``ComposeArchives``.
  ///
  /// - Parameter coder: The archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    nibNameStorage = nil
    nibBundleStorage = nil
    component = Self.makeComponent()
    super.init()
    connect()
  }

  /// Creates a view controller with no nib.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  private func connect() {
    ArchiveScope.making?.made.append(self)
    UIApplication.shared.register(self)
    link.controller = self
    component.attachHookReceiver(link)
    let name = String(describing: type(of: self))
    component.typeName = name
    component.traceName = name
  }

  /// The next responder (UIKit's `next`): the presenting view controller for a view controller
  /// presented directly, else its view's superview (the window for a window's root), as UIKit
  /// documents; `nil` while the view is not loaded or in no hierarchy.
  open override var next: UIResponder? {
    if let presenting = component.presentingComponent, presenting.presentedComponent === component {
      return UIViewController.facade(of: presenting)
    }
    return viewIfLoaded?.superview
  }

  // MARK: Storyboards

  /// Called after the view controller was made from a storyboard or nib (after its registered
  /// factory, in ``ComposeArchives``), before its view loads. Call `super`. The base
  /// implementation does nothing.
  open func awakeFromNib() {}

  /// Called before a segue from this view controller is performed, with the segue (its
  /// destination made) and the sender of ``performSegue(withIdentifier:sender:)``. The base
  /// implementation does nothing.
  ///
  /// - Parameters:
  ///   - segue: The segue about to be performed.
  ///   - sender: What started it.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether a segue triggered by the user (``composeTriggerSegue(withIdentifier:sender:)``, a tap
  /// on a storyboard control) should be performed. Not asked by
  /// ``performSegue(withIdentifier:sender:)``, as in UIKit. The base implementation returns `true`.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - sender: What triggered it.
  /// - Returns: Whether to perform it.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Whether this view controller is the destination of an unwind segue whose action is `action`
  /// (UIKit's `canPerformUnwindSegueAction(_:from:sender:)`): asked of each view controller up
  /// the chain from the segue's source, the first to answer `true` is the destination. The base
  /// implementation answers whether this view controller has the action (in its module's ported
  /// selector table) and is not `fromViewController`, as UIKit documents.
  ///
  /// - Parameters:
  ///   - action: The unwind action (`unwindToShelf:`).
  ///   - fromViewController: The unwind segue's source.
  ///   - sender: What triggered it.
  /// - Returns: Whether to handle the unwind action.
  open func canPerformUnwindSegueAction(
    _ action: Selector, from fromViewController: UIViewController, sender: Any?
  ) -> Bool {
    fromViewController !== self && SelectorDispatch.method(action, of: self) != nil
  }

  /// Performs the segue `identifier` of this view controller's ``storyboard``: makes its
  /// destination, calls ``prepare(for:sender:)``, then the segue's `perform()` (a push, a
  /// presentation, or a custom segue's own). A view controller that no storyboard made, or a
  /// segue nothing registered, is reported (`Diagnostic.Code.unregisteredArchive`) and nothing
  /// happens.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - sender: Handed to ``prepare(for:sender:)``.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    performStoryboardSegue(identifier, sender: sender)
  }

  // MARK: View

  /// The view controller's view, loaded on first read (``loadView()`` then ``viewDidLoad()``,
  /// once; contract §2). Assign one in ``loadView()``.
  open var view: UIView! {
    get {
      if let viewStorage { return viewStorage }
      component.loadViewIfNeeded()
      if let viewStorage { return viewStorage }
      // Read inside `loadView()` before one was assigned: the engine reported it; answer with a
      // plain view (which the override may still replace) rather than `nil`.
      let placeholder = UIView(frame: UIScreen.main.bounds)
      self.view = placeholder
      return viewStorage ?? placeholder
    }
    set {
      guard let newValue else { return }
      component.view = newValue.engineView
      if component.viewIfLoaded === newValue.engineView { viewStorage = newValue }
    }
  }

  /// The view if it is loaded, without loading it.
  public var viewIfLoaded: UIView? { viewStorage }

  /// Whether ``view`` is loaded.
  public var isViewLoaded: Bool { component.isViewLoaded }

  /// Loads the view if it is not loaded yet.
  public func loadViewIfNeeded() {
    component.loadViewIfNeeded()
  }

  /// Creates the view. The base implementation loads the view controller's nib, as UIKit does:
  /// the xib ``nibName`` names, or, when it is `nil`, the xib named after the class without its
  /// "Controller" suffix (`ProfileView` for `ProfileViewController`), else after the class
  /// (Apple's `nibName` documentation gives this order); the view controller is its File's
  /// Owner, whose `view` outlet becomes ``view`` (other outlets and actions are connected, the
  /// nib's objects get `awakeFromNib()`, then `viewDidLoad()` runs). The xibs searched are those
  /// the port step handed to the view controller's module. Without a nib, it assigns a plain
  /// ``UIView`` the size of the screen; so does a named nib that is missing or connects no
  /// `view` (reported as `Diagnostic.Code.unregisteredArchive`, where UIKit raises). An override
  /// assigns its own view without calling `super`.
  open func loadView() {
    if loadArchivedView(lookingUpByClassName: true) { return }
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Loads the view the storyboard scene this view controller was made from holds, else the nib
  /// ``nibName`` names, else (with `lookingUpByClassName`) the nib UIKit's default lookup finds;
  /// whether a view was set. A nib that connects no `view` is reported. Table and collection
  /// view controllers call it before making their own list.
  func loadArchivedView(lookingUpByClassName: Bool) -> Bool {
    if let loadSceneView = archiveViewLoader {
      loadSceneView()
      if viewStorage != nil { return true }
    }
    guard lookingUpByClassName || nibName != nil, let nib = nibToLoad() else { return false }
    _ = nib.instantiate(withOwner: self)
    if viewStorage != nil { return true }
    component.report(
      .unregisteredArchive,
      "the nib \"\(nib.name)\" loaded by \(String(describing: type(of: self))) did not set its "
        + "view outlet; a plain view is used")
    return false
  }

  /// The nib ``loadView()`` loads: the named one, or UIKit's default lookup by class name.
  private func nibToLoad() -> UINib? {
    let module = PortedTables.module(ofFileID: String(reflecting: type(of: self)))
    if let nibName {
      guard let found = PortedTables.archive(named: nibName, from: module, kind: ".xib") else {
        component.report(
          .unregisteredArchive,
          "Could not load NIB \"\(nibName)\": no \(nibName).xib is ported into the module "
            + "\(module); a plain view is used")
        return nil
      }
      return UINib(name: nibName, ported: found)
    }
    let className = String(describing: type(of: self))
    var candidates: [String] = []
    if className.hasSuffix("Controller") { candidates.append(String(className.dropLast(10))) }
    candidates.append(className)
    for candidate in candidates {
      if let found = PortedTables.archive(named: candidate, from: module, kind: ".xib") {
        return UINib(name: candidate, ported: found)
      }
    }
    return nil
  }

  /// Called once, after the view loaded (and, in a container, after its visible child's view
  /// was placed). The base implementation does nothing.
  open func viewDidLoad() {}

  // MARK: Appearance

  /// Called when the view is about to appear (contract §3).
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open func viewWillAppear(_ animated: Bool) {
    component.performOwnViewWillAppear(animated)
  }

  /// Called right after ``viewWillAppear(_:)``, with the view in the hierarchy.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open func viewIsAppearing(_ animated: Bool) {
    component.performOwnViewIsAppearing(animated)
  }

  /// Called when the view has appeared (at once unanimated, on the window's clock otherwise).
  ///
  /// - Parameter animated: Whether the appearance was animated.
  open func viewDidAppear(_ animated: Bool) {
    component.performOwnViewDidAppear(animated)
  }

  /// Called when the view is about to disappear.
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  open func viewWillDisappear(_ animated: Bool) {
    component.performOwnViewWillDisappear(animated)
  }

  /// Called when the view has disappeared.
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  open func viewDidDisappear(_ animated: Bool) {
    component.performOwnViewDidDisappear(animated)
  }

  /// Called before the view lays out its subviews. The base implementation does nothing.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews. The base implementation does nothing.
  open func viewDidLayoutSubviews() {}

  /// Called when the app receives a memory warning (UIKit's `didReceiveMemoryWarning()`): a test
  /// raises one with `UIApplication.shared.composeSimulateMemoryWarning()`, which tells every
  /// live view controller made under that application, its view loaded or not. An override calls
  /// `super`. The base implementation does nothing.
  open func didReceiveMemoryWarning() {}

  /// Called before the view's size changes, on a rotation or a resize (UIKit's
  /// `viewWillTransition(to:with:)`; see `UIWindow.composeRotate(to:)`). An override calls
  /// `super`, which tells the children as UIKit's does: without it they are not told.
  ///
  /// - Parameters:
  ///   - size: The new size.
  ///   - coordinator: The transition's coordinator.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    component.performOwnViewWillTransition(
      toSize: Size(width: Double(size.width), height: Double(size.height)))
  }

  /// The identifier under which state restoration saves this view controller (UIKit's
  /// `restorationIdentifier`). Stored only: Compose restores no state.
  open var restorationIdentifier: String?

  /// Saves state for restoration (UIKit's `encodeRestorableState(with:)`). Overridable; never
  /// called by Compose.
  ///
  /// - Parameter coder: The archive.
  open func encodeRestorableState(with coder: NSCoder) {}

  /// Restores saved state (UIKit's `decodeRestorableState(with:)`). Overridable; never called by
  /// Compose.
  ///
  /// - Parameter coder: The archive.
  open func decodeRestorableState(with coder: NSCoder) {}

  // MARK: Status bar and orientation (inert)

  /// The orientations this view controller supports (UIKit's `supportedInterfaceOrientations`):
  /// asked of the window's root, or of what it presents full screen on top, when the device
  /// rotates (`UIWindow.composeRotate(to:)`); the interface does not follow an orientation it
  /// leaves out. The base answers UIKit's default: ``UIInterfaceOrientationMask/all`` on a
  /// tablet, ``UIInterfaceOrientationMask/allButUpsideDown`` on a phone, for containers too (a
  /// navigation controller does not ask its top view controller: override it to).
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }
  /// Updates the constraints of the view controller's view (UIKit's `updateViewConstraints()`):
  /// called in the layout pass after `view.setNeedsUpdateConstraints()`, after
  /// ``viewWillLayoutSubviews()`` and the updates of the views below, before the view is laid
  /// out. Override it to change constraints and call `super` last; the base implementation calls
  /// the view's ``UIView/updateConstraints()``.
  open func updateViewConstraints() {
    viewIfLoaded?.updateConstraints()
  }

  /// Told that a child's ``preferredContentSize`` changed (UIKit's
  /// `preferredContentSizeDidChange(forChildContentContainer:)`); does nothing unless overridden.
  ///
  /// - Parameter container: The child.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Told that a child's fitting size changed (UIKit's
  /// `systemLayoutFittingSizeDidChange(forChildContentContainer:)`); never called, nothing is
  /// sized from constraints.
  ///
  /// - Parameter container: The child.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// The size of a child (UIKit's `size(forChildContentContainer:withParentContainerSize:)`):
  /// the parent's size unless overridden.
  ///
  /// - Parameters:
  ///   - container: The child.
  ///   - parentSize: The parent's size.
  /// - Returns: The child's size.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// Whether the view controller may rotate (UIKit's `shouldAutorotate`, deprecated in iOS 16).
  /// Overridable, never asked: iOS 16 stopped asking it, and Compose follows iOS 18.
  open var shouldAutorotate: Bool { true }

  /// The status bar style this view controller prefers (UIKit's `preferredStatusBarStyle`).
  /// Inert: no status bar is drawn and Compose never asks. The base answers
  /// ``UIStatusBarStyle/default``.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }

  /// Whether this view controller prefers the status bar hidden (UIKit's
  /// `prefersStatusBarHidden`). Inert, never asked; the base answers `false`.
  open var prefersStatusBarHidden: Bool { false }

  /// Asks the system to read the status bar preferences again (UIKit's
  /// `setNeedsStatusBarAppearanceUpdate()`). Does nothing: no status bar is drawn.
  public func setNeedsStatusBarAppearanceUpdate() {}

  /// Whether appearance changes reach the children automatically (`true`, the default). Return
  /// `false` to drive them with ``beginAppearanceTransition(_:animated:)`` and
  /// ``endAppearanceTransition()``; return a constant.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  // MARK: Operations subclasses override

  /// Adds `childController` to ``children`` (contract §1.1): removes it from its old parent
  /// first, then calls its ``willMove(toParent:)`` with this view controller. It never calls
  /// ``didMove(toParent:)``: the container does, after placing the child's view.
  ///
  /// ```swift
  /// addChild(child)
  /// view.addSubview(child.view)
  /// child.didMove(toParent: self)
  /// ```
  ///
  /// Misuse (adding a view controller to itself or to one of its descendants, twice, a window's
  /// root) changes nothing and is reported to the window's observers.
  ///
  /// - Parameter childController: The view controller to contain.
  ///
  /// Open, as in UIKit: an override calls `super` to add the child.
  open func addChild(_ childController: UIViewController) {
    performAddChild(childController)
  }

  /// Removes this view controller from its parent (contract §1.3): call ``willMove(toParent:)``
  /// with `nil` and remove the view first; this method calls ``didMove(toParent:)`` with `nil`.
  /// Does nothing (reported) when there is no parent.
  ///
  /// Open, as in UIKit: an override calls `super` to remove. Compose's containers remove their
  /// children through the engine, not through this method.
  open func removeFromParent() {
    performRemoveFromParent()
  }

  /// Presents `viewControllerToPresent` over this view controller's context, in its
  /// ``modalPresentationStyle`` (contract §5): full screen, the presenter disappears; as a sheet
  /// (the default), it stays appeared and gets no callback. Animated presentations run on the
  /// window's clock. This view controller keeps the presented one alive until it is dismissed.
  /// A refused presentation (outside a window, already presenting) does nothing and does not call
  /// `completion`, as in UIKit.
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: The view controller to present.
  ///   - flag: Whether to animate.
  ///   - completion: Run when the presentation has completed.
  ///
  /// Open, as in UIKit: an override (for example one forcing ``modalPresentationStyle``) calls
  /// `super` to present.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    performPresent(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses what this view controller presents or, when it presents nothing, itself if it was
  /// presented (contract §5). Animated dismissals run on the window's clock. Does not call the
  /// presentation controller's delegate, as in UIKit.
  ///
  /// - Parameters:
  ///   - flag: Whether to animate.
  ///   - completion: Run when the dismissal has completed.
  ///
  /// Open, as in UIKit: an override calls `super` to dismiss.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    performDismiss(animated: flag, completion: completion)
  }

  /// Shows `vc` as UIKit does by default: pushed when this view controller is a navigation
  /// controller or is in one, presented otherwise (in `vc`'s ``modalPresentationStyle``).
  ///
  /// - Parameters:
  ///   - vc: The view controller to show.
  ///   - sender: Ignored.
  ///
  /// Open, as in UIKit.
  open func show(_ vc: UIViewController, sender: Any?) {
    performShow(vc, sender: sender)
  }

  // MARK: Containment hooks

  /// Called when the view controller is about to be added to or removed from a parent; call
  /// `super`. ``addChild(_:)`` calls it with the parent; a container calls it with `nil` before
  /// removing a child (contract §1).
  ///
  /// - Parameter parent: The new parent, or `nil`.
  open func willMove(toParent parent: UIViewController?) {
    component.performOwnWillMove(toParent: link.engineParent(for: parent))
  }

  /// Called when the view controller was added to or removed from a parent; call `super`. The
  /// container calls it after placing the view; ``removeFromParent()`` calls it with `nil`.
  ///
  /// - Parameter parent: The parent, or `nil`.
  open func didMove(toParent parent: UIViewController?) {
    component.performOwnDidMove(toParent: link.engineParent(for: parent))
  }

  // MARK: Titles

  /// The appearance this view controller forces on itself and what it contains (UIKit's
  /// `overrideUserInterfaceStyle`); `.unspecified` follows the environment. A change tells the
  /// view controllers and views whose traits change with it (`traitCollectionDidChange(_:)`,
  /// parent before child).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet {
      guard overrideUserInterfaceStyle != oldValue else { return }
      updateTraitOverrides()
    }
  }

  // MARK: Editing

  /// Whether the view controller is in editing mode (UIKit's `isEditing`); setting it calls
  /// ``setEditing(_:animated:)`` without animation.
  open var isEditing: Bool {
    get { editingStorage }
    set { setEditing(newValue, animated: false) }
  }
  private var editingStorage = false
  private var editButtonItemStorage: UIBarButtonItem?

  /// Enters or leaves editing mode (UIKit's `setEditing(_:animated:)`): ``isEditing`` changes and
  /// ``editButtonItem`` shows Done while editing, Edit otherwise. A `UITableViewController`
  /// also sets its table's editing. An override calls `super`.
  ///
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Ignored: nothing is drawn.
  open func setEditing(_ editing: Bool, animated: Bool) {
    editingStorage = editing
    if let item = editButtonItemStorage {
      item.title = editing ? "Done" : "Edit"
      item.style = editing ? .done : .plain
    }
  }

  /// A bar button item that toggles editing mode (UIKit's `editButtonItem`): titled Edit, or
  /// Done while editing; tapping it (`composeTap()`) calls ``setEditing(_:animated:)`` with the
  /// opposite of ``isEditing``, animated. The same item each time; it refers to the view
  /// controller weakly.
  public var editButtonItem: UIBarButtonItem {
    if let item = editButtonItemStorage { return item }
    let item = UIBarButtonItem(
      title: isEditing ? "Done" : "Edit",
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
      })
    item.style = isEditing ? .done : .plain
    editButtonItemStorage = item
    return item
  }

  /// The trait change registrations (`registerForTraitChanges`), in the order made.
  var traitRegistrations: [TraitChangeRegistration] = []

  /// A container's own reaction to its traits changing (a split view collapsing), run before
  /// ``traitCollectionDidChange(_:)`` so that an override that skips `super` cannot skip it, as
  /// UIKit's containers adapt whatever the app's code does. The base does nothing.
  func containerTraitsDidChange(from previous: Traits) {}

  /// The traits a parent forces on this view controller (`setOverrideTraitCollection(_:forChild:)`).
  var traitsForcedByParent: UITraitCollection?

  /// The engine overrides of this view controller: its parent's then its own.
  func updateTraitOverrides() {
    var overrides = traitsForcedByParent?.overrides ?? .none
    if let style = overrideUserInterfaceStyle.engineValue { overrides.style = style }
    component.traitOverrides = overrides
  }

  /// Forces traits on `childViewController` (UIKit's `setOverrideTraitCollection(_:forChild:)`):
  /// the traits `collection` specifies replace those the child inherits (its own
  /// `overrideUserInterfaceStyle` still wins); `nil` removes them. The view controllers and views
  /// whose traits change are told. A view controller that is not a child is left alone.
  ///
  /// - Parameters:
  ///   - collection: The traits to force, or `nil`.
  ///   - childViewController: The child.
  open func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    guard childViewController.parent === self else { return }
    childViewController.traitsForcedByParent = collection
    childViewController.updateTraitOverrides()
  }

  /// The traits forced on `childViewController` (UIKit's `overrideTraitCollection(forChild:)`).
  ///
  /// - Parameter childViewController: The child.
  /// - Returns: The traits set with `setOverrideTraitCollection(_:forChild:)`, or `nil`.
  open func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection?
  {
    childViewController.parent === self ? childViewController.traitsForcedByParent : nil
  }

  /// The view controller's traits (UIKit's `traitCollection`): its window's (the device, the
  /// orientation, the system's style and text size), through its parent or presenter, with the
  /// overrides on the way (``overrideUserInterfaceStyle``,
  /// ``setOverrideTraitCollection(_:forChild:)``); the modelled iPhone's in portrait outside any
  /// window.
  open var traitCollection: UITraitCollection { UITraitCollection(component.traits) }

  /// Called before the traits change with a rotation or resize (UIKit's
  /// `willTransition(to:with:)`), with the new traits; an override calls `super`, which tells the
  /// children as UIKit's does.
  ///
  /// - Parameters:
  ///   - newCollection: The traits to come.
  ///   - coordinator: The transition's coordinator.
  open func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    component.performOwnWillTransition(toTraits: newCollection.engineTraits(over: component.traits))
  }

  /// Called when the traits changed (UIKit's `traitCollectionDidChange(_:)`): after a rotation,
  /// a resize, a change of the system's style or text size or of an override above, parent
  /// before child, only where the traits in effect changed; the view's then follow. Overridable.
  ///
  /// - Parameter previousTraitCollection: The traits before.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The title, shown by a navigation bar through ``navigationItem`` when the item has none.
  open var title: String? {
    get { component.title }
    set { component.title = newValue }
  }

  /// What a navigation bar shows for this view controller, created on first use.
  open var navigationItem: UINavigationItem {
    if let navigationItemStorage { return navigationItemStorage }
    let item = UINavigationItem(engineItem: component.navigationItem)
    navigationItemStorage = item
    return item
  }

  /// What a tab bar shows for this view controller, created on first use. Inert.
  open var tabBarItem: UITabBarItem! {
    get {
      if let tabBarItemStorage { return tabBarItemStorage }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      tabBarItemStorage = item
      return item
    }
    set { tabBarItemStorage = newValue }
  }

  /// The presentation controller of this view controller, created on first use: set its
  /// `delegate` before presenting to be asked about swipes down (contract §5).
  public var presentationController: UIPresentationController? {
    if let presentationControllerStorage { return presentationControllerStorage }
    let controller =
      switch modalPresentationStyle {
      case .automatic, .pageSheet, .formSheet: UISheetPresentationController(presented: self)
      case .popover: UIPopoverPresentationController(presented: self)
      default: UIPresentationController(presented: self)
      }
    presentationControllerStorage = controller
    return controller
  }
}

extension UIViewController {
  /// The presentation controller if something asked for it already.
  var presentationControllerIfCreated: UIPresentationController? { presentationControllerStorage }
}

extension UIViewController {
  /// The engine component behind this view controller, for Compose's recorders, renders and
  /// auditor. Its `traceName` defaults to this view controller's type name and may be set.
  ///
  /// UIKit has no counterpart.
  public var composeComponent: Component { component }

  /// The facade of an engine component, when it has one.
  static func facade(of component: Component) -> UIViewController? {
    ControllerLink.of(component)?.controller
  }
}
