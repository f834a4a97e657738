/// A rejected misuse: what was asked, of which component, and why it was refused.
///
/// Compose never traps on misuse. An operation that would corrupt the tree (adding a component to
/// itself, removing one that has no parent, ending an appearance transition that never began, ...)
/// leaves every component and view exactly as it was and produces a `Diagnostic` instead. The
/// diagnostic is returned by the call (the methods are `@discardableResult`) and delivered to every
/// ``LifecycleObserver`` of the window the component belongs to.
///
/// A few codes report a problem after the fact rather than a refusal, because the call cannot be
/// undone: ``Code/directAppearanceCall`` (the hook body ran), ``Code/didMoveToWrongParent`` (the
/// hook ran), ``Code/viewReadDuringLoadView`` (a placeholder view is installed so the read can
/// return), ``Code/clockDidNotSettle`` and ``Code/transitionCompletedTwice``.
///
/// ```swift
/// let diagnostic = root.addChild(root)
/// print(diagnostic!)
/// ```
/// ```text
/// addChildToItself at Root("root"): a component cannot be its own child
/// ```
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible, Error {
  /// The kind of misuse.
  public var code: Code {
    get { storage.code }
    set { storage = Storage(code: newValue, path: path, message: message) }
  }
  /// The path of the component (or view) the misuse was reported on, from the root of its tree,
  /// for example `Root("root")/Feed/Row("row 3")`.
  public var path: String {
    get { storage.path }
    set { storage = Storage(code: code, path: newValue, message: message) }
  }
  /// One sentence saying what was refused and why.
  public var message: String {
    get { storage.message }
    set { storage = Storage(code: code, path: path, message: newValue) }
  }

  /// The three fields, in one immutable box: a `Diagnostic?` is then a single reference, so the
  /// `nil` that every successful call returns (and most callers drop) is destroyed with one
  /// release of a null pointer rather than through `Optional`'s generic value witnesses. A
  /// diagnostic is made only on a misuse, where its allocation does not matter.
  private var storage: Storage

  /// Creates a diagnostic.
  public init(code: Code, path: String, message: String) {
    storage = Storage(code: code, path: path, message: message)
  }

  /// Whether both have the same code, path and message.
  public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.code == rhs.code && lhs.path == rhs.path && lhs.message == rhs.message)
  }

  /// Hashes the code, path and message.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(code)
    hasher.combine(path)
    hasher.combine(message)
  }

  /// `code at path: message`.
  public var description: String { "\(code.rawValue) at \(path): \(message)" }
}

extension Diagnostic: CustomReflectable {
  /// The code, path and message, as a struct with those three stored fields would show them
  /// (`dump`, the debugger, a test's expanded failure), not the box that holds them.
  public var customMirror: Mirror {
    Mirror(self, children: ["code": code, "path": path, "message": message])
  }
}

extension Diagnostic {
  /// A diagnostic's fields. Immutable: a `Diagnostic` whose field is set gets a new box.
  private final class Storage: Sendable {
    let code: Code
    let path: String
    let message: String

    init(code: Code, path: String, message: String) {
      self.code = code
      self.path = path
      self.message = message
    }
  }
}

extension Diagnostic {
  /// The catalogue of misuses Compose detects and rejects.
  public enum Code: String, Hashable, Sendable, CaseIterable {
    /// `addChild(_:)` with the receiver itself.
    case addChildToItself
    /// `addChild(_:)` with one of the receiver's ancestors, which would make a cycle.
    case addAncestorAsChild
    /// `addChild(_:)` with a component that already keeps the receiver alive through a strong
    /// reference the engine holds outside `children` (a ``StateContainer`` whose content the
    /// receiver is, the host of a ``ListHostingAdapter`` that hosts or caches it, or the
    /// presenter of the receiver or of one of its ancestors), or a ``ListView`` placed in the
    /// view of a component its own adapter keeps or in one of its own pooled cells: the cycle
    /// would never be released (contract §7).
    case keepsItselfAlive
    /// `addChild(_:)` with a component that is already a child of the receiver.
    case alreadyChild
    /// `addChild(_:)` with the root component of a window.
    case addWindowRootAsChild
    /// `removeFromParent()` or `unembed()` on a component that has no parent.
    case removeWithoutParent
    /// `embed(_:in:)` with a container view that is not inside the receiver's view.
    case embedOutsideOwnView
    /// `didMove(toParent:)` naming a component that is not the receiver's parent.
    case didMoveToWrongParent
    /// `transition(from:to:...)` with a component that is not a child of the receiver.
    case transitionBetweenNonChildren
    /// `transition(from:to:...)` from a component to itself.
    case transitionToSameComponent
    /// `transition(from:to:...)` whose `from` view is not in a superview, or whose `to` view
    /// already is.
    case transitionViewsNotPlaced
    /// `beginAppearanceTransition(_:animated:)` that repeats the transition already under way or
    /// asks for the state the component is already in.
    case redundantAppearanceTransition
    /// `endAppearanceTransition()` with no transition begun.
    case endWithoutBegin
    /// `beginAppearanceTransition(_:animated:)` on a component whose appearance follows its
    /// placement (a child of an automatic container, a window's root, a component outside any
    /// container), or `endAppearanceTransition()` on a transition that Compose began or that the
    /// component only follows from a parent that forwards automatically.
    case appearanceDrivenAutomatically
    /// A placement that would put a view inside itself: `addSubview(_:)` or `insertSubview(_:at:)`
    /// with the receiver or one of its ancestors, `embed(_:in:)` into a view inside the child's
    /// view, or a transition whose `to` view contains `from`'s view.
    case addSubviewCycle
    /// `insertSubview(_:at:)` with an index outside `0...subviews.count`.
    case subviewIndexOutOfRange
    /// Assigning a view that already belongs to another component.
    case viewOwnedByAnotherComponent
    /// Assigning `view` while the current view, or the new one, is in a superview.
    case viewReplacedWhilePlaced
    /// Reading `view` from inside `loadView()` before assigning one.
    case viewReadDuringLoadView
    /// Setting as a window's root a component that has a parent, that is another window's root,
    /// or that is presented.
    case rootComponentInUse
    /// `advance(by:)` with a negative duration.
    case negativeClockAdvance
    /// `advance(by:)` past the largest time the clock can hold (about 292 million years).
    case clockOverflow
    /// `runUntilIdle()` or `advance(by:)` that stopped after a million actions because scheduled
    /// work kept scheduling more work. The actions already run stay done.
    case clockDidNotSettle
    /// An appearance hook called directly instead of through the appearance engine.
    case directAppearanceCall
    /// ``Component/attachHookReceiver(_:)`` on a component that already has another receiver
    /// (a facade's component, say): the first receiver stays attached.
    case hookReceiverAlreadyAttached
    /// `beginInteractiveTransition(from:to:completion:)` while another transition of the same
    /// container is in flight: an interaction starts now or not at all.
    case transitionInFlight
    /// `finish(after:)` or `cancel(after:)` on an interactive transition that already ended.
    case interactiveTransitionEnded
    /// A ``ChildSwap`` call out of order: `begin()` twice, `finish()` before `begin()`, `cancel()`
    /// after the end, or `begin()` after its container, `to` or stage was released.
    case childSwapOutOfOrder
    /// A transition completion reported twice.
    case transitionCompletedTwice

    // MARK: Lists

    /// `dequeueReusableCell(withIdentifier:for:)` called outside the data source's
    /// `listView(_:cellForRowAt:)` for this list: the list returns a fresh, unnumbered
    /// ``ListCell`` that belongs to no list, and its reuse pools are left as they were.
    case dequeueOutsideCellForRow
    /// `dequeueReusableCell(withIdentifier:for:)` with an identifier nothing was registered for;
    /// the list returns a plain ``ListCell`` of that identifier instead of trapping.
    case unregisteredReuseIdentifier
    /// The data source returned a cell that is displayed already or sits in a reuse pool; the list
    /// displays a fresh plain ``ListCell`` in its place. Also the refusal of
    /// ``ListCell/changeReuseIdentifier(to:)`` on such a cell, which keeps its identifier.
    case cellAlreadyInUse
    /// A batch update named a row or section out of range, named one twice, or left counts that
    /// disagree with the data source; the list reloads from the data source instead.
    case invalidBatchUpdate
    /// A row height that is not a finite number (or, for ``ListView/rowHeight``, not positive);
    /// the list keeps the previous height (or uses zero for a delegate's row).
    case invalidRowHeight
    /// `scrollToRow(at:)` with an index path that is not in the list; nothing scrolls.
    case rowOutOfRange
    /// The list's delegate or data source kept changing the list from its own callbacks; the
    /// list stopped re-laying out after a bounded number of passes.
    case listLayoutDidNotSettle
    /// Two items given to a ``ListHostingAdapter`` share an identifier while both are displayed;
    /// the later row gets a component of its own, not cached.
    case duplicateItemIdentifier
    /// A change to a diffable data source's snapshot (ComposeUIKit's
    /// `NSDiffableDataSourceSnapshot`) that UIKit refuses with an exception: an identifier
    /// already in the snapshot or repeated, a section or item that is not in it, an item appended
    /// to a snapshot with no section. The snapshot stays as it was; the diagnostic is kept in the
    /// snapshot and reported on the table or collection view it is applied to.
    case invalidSnapshotChange
    /// A diffable data source's cell provider returned `nil` for a row, where UIKit raises an
    /// exception; the row shows a plain cell.
    case cellProviderReturnedNil
    /// ``ListHostingAdapter/apply(_:)`` or ``ListHostingAdapter/reloadData(_:)`` on an adapter
    /// whose list has been released: the items stay as they were (reported on the adapter's
    /// parent, if it is still alive).
    case adapterListReleased
    // MARK: Navigation and presentation

    /// `pop(animated:)`, or an interactive pop, on a navigation stack of one component (or none):
    /// the root component cannot be popped.
    case popLastComponent
    /// `push(_:animated:)` with a component that is already in the stack.
    case alreadyInStack
    /// Pushing, presenting, stacking or tabbing a component that has another parent, is a window's
    /// root, is presented, or is the container itself.
    case componentInUse
    /// `pop(to:animated:)` with a component that is not in the stack, or
    /// `reorderChildren(_:)` with a component that is not a child.
    case componentNotInStack
    /// `setStack(_:animated:)`, a tab list, a page list or `reorderChildren(_:)` naming the same
    /// component twice.
    case duplicateComponent
    /// `present(_:animated:style:completion:)` while the presentation context already presents a
    /// component (present from the presented one to nest).
    case alreadyPresenting
    /// `present(_:animated:style:completion:)` from a component that is in no window.
    case presentOutsideWindow
    /// `dismiss(animated:completion:)` or an interactive dismiss with nothing presented.
    case nothingToDismiss
    /// Selecting a tab index outside the tabs.
    case tabIndexOutOfRange
    /// ComposeUIKit's `UIPageViewController.setViewControllers(_:direction:animated:completion:)`
    /// with a number of pages other than the one its transition style, spine location and
    /// `isDoubleSided` require (one, or two for a page-curl spread), `nil` or an empty array
    /// included: the pages stay as they were and the completion gets `false`, where UIKit
    /// throws.
    case pageCountMismatch
    /// ComposeUIKit's storyboards, nibs and segues: a storyboard scene, segue or nib that nothing
    /// registered (Linux has no archives; a test registers what each one makes). The call answers
    /// `nil` or does nothing, where UIKit raises an exception.
    case unregisteredArchive
    /// ComposeUIKit's archive reader: a storyboard or xib that cannot be read (not well-formed
    /// XML, not a Cocoa Touch document, an object without identifier or with another's, a
    /// connection to an object the archive does not have). The path is the file, line and column;
    /// nothing of the archive is made.
    case malformedArchive
    /// ComposeUIKit's archive reader: something a storyboard or xib holds that Compose does not
    /// model (an element it has no class for, an attribute it does not store, a segue kind it does
    /// not perform), reported with the file, line, column and the element's identifier when the
    /// archive is read. The rest of the archive is read.
    case unmodelledArchiveContent
    /// ComposeUIKit's custom presentation animators: an animator that cancelled its transition
    /// (`completeTransition(false)`) or did not complete it within its `transitionDuration`.
    /// Compose ends the transition after the duration as completed (it does not model cancelled
    /// custom transitions).
    case customTransitionNotCompleted
    /// ComposeUIKit: a configuration UIKit refuses with an exception that no other code covers,
    /// such as a text field added to an action sheet. The call does nothing; the diagnostic is
    /// reported when the object reaches a window (an alert when it is presented).
    case unsupportedConfiguration
    /// ComposeUIKit's selector dispatch: a selector sent (`perform(_:)`, target-action, a
    /// notification or timer observer) to an object none of whose classes has a method of that
    /// name in its module's ported selector table, where UIKit raises "unrecognized selector sent
    /// to instance". Nothing runs.
    case unrecognizedSelector
    /// ComposeUIKit's selector dispatch: a selector's method found, but an argument sent does not
    /// have its parameter's type (a `UIButton` sent to a method taking a `UISwitch`). Nothing runs.
    case selectorArgumentMismatch

    // MARK: Flows

    /// ``Flow/addChildFlow(_:anchoredTo:)`` with the flow itself or one of its ancestors, which
    /// would make a cycle of flows that keep each other alive. Reported on the flow's navigation
    /// container.
    case childFlowCycle

    // MARK: Invariants

    /// An internal invariant broke (``InvariantViolation``): found at the end of an operation
    /// while ``Window/checksInvariants`` is on, and reported after the fact. It is a bug in
    /// Compose, not a misuse; a debug build also stops at an assertion.
    case invariantViolation
  }
}
