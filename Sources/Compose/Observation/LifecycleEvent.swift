/// One observed lifecycle step: which component, which hook or placement, with its arguments, and
/// the window's clock at that moment.
///
/// Events are plain `Sendable` values, so a recorder can hand them to another isolation domain.
///
/// ```text
/// #2 Child "a": willMove(toParent: #1 Root)
/// #2 Child "a": loadView
/// #2 Child "a": viewDidLoad
/// #2 Child "a": view added to #1 Root
/// #2 Child "a": viewWillAppear(animated: false)
/// ```
public struct LifecycleEvent: Hashable, Sendable, CustomStringConvertible {
  /// The component the hook was invoked on.
  public var component: ComponentReference
  /// The hook (or view placement) and its arguments.
  public var kind: Kind
  /// The window's clock when the event happened.
  public var time: Duration

  /// Creates an event.
  public init(component: ComponentReference, kind: Kind, time: Duration) {
    self.component = component
    self.kind = kind
    self.time = time
  }

  /// `#2 Child "a": viewWillAppear(animated: false)`.
  public var description: String { "\(component): \(kind)" }

  /// `a.viewWillAppear(false)`: the debug names only, the compact form tests compare against.
  ///
  /// A name that could not be told apart from the hook (one containing `.`, `(`, `)`, `,`, `:`
  /// or `"`, such as a flow's `app.navigation`) is quoted: `"app.navigation".viewDidLoad`,
  /// `child.willMove(toParent: "app.navigation")`. Other names, spaces included, are written as
  /// they are.
  public var trace: String { "\(Self.traceName(component.name)).\(kind.trace)" }

  /// `name`, quoted when it contains a character traces use as punctuation.
  static func traceName(_ name: String) -> String {
    guard name.contains(where: { ".(),:\"".contains($0) }) else { return name }
    return "\"" + name.replacingQuotes() + "\""
  }
}

extension LifecycleEvent {
  /// What happened to the component.
  public enum Kind: Hashable, Sendable, CustomStringConvertible {
    /// `loadView()` ran (the first read of `view`).
    case loadView
    /// `viewDidLoad()` ran, right after `loadView()`.
    case viewDidLoad
    /// `willMove(toParent:)` ran, with the new parent or `nil` for a removal.
    case willMove(toParent: ComponentReference?)
    /// `didMove(toParent:)` ran, with the new parent or `nil` after a removal.
    case didMove(toParent: ComponentReference?)
    /// `viewWillAppear(_:)` ran.
    case viewWillAppear(animated: Bool)
    /// `viewIsAppearing(_:)` ran.
    case viewIsAppearing(animated: Bool)
    /// `viewDidAppear(_:)` ran.
    case viewDidAppear(animated: Bool)
    /// `viewWillDisappear(_:)` ran.
    case viewWillDisappear(animated: Bool)
    /// `viewDidDisappear(_:)` ran.
    case viewDidDisappear(animated: Bool)
    /// The component's view was placed in a superview inside the given component's view (`nil`
    /// when no component's view encloses it, for example directly in a window).
    case viewAdded(toViewOf: ComponentReference?)
    /// The component's view left its superview, which was inside the given component's view.
    case viewRemoved(fromViewOf: ComponentReference?)

    /// `viewWillLayoutSubviews()` ran, just before the view's `layoutSubviews()` (contract §4).
    /// Kept by a ``LifecycleRecorder`` only when its ``LifecycleRecorder/filter`` says so.
    case viewWillLayoutSubviews
    /// `viewDidLayoutSubviews()` ran, just after the view's `layoutSubviews()` (contract §4).
    /// Kept by a ``LifecycleRecorder`` only when its ``LifecycleRecorder/filter`` says so.
    case viewDidLayoutSubviews

    // MARK: Lists (reported on the component whose view encloses the list)

    /// A list handed `cell` to its data source for the row at `indexPath`; `recycled` is `true`
    /// when the cell came from the reuse pool (its `prepareForReuse()` follows).
    case cellDequeued(cell: CellReference, indexPath: ListIndexPath, recycled: Bool)
    /// `prepareForReuse()` ran on a recycled cell, before the data source configures it.
    case cellPreparedForReuse(cell: CellReference)
    /// The list is about to display `cell` at `indexPath` (the delegate's `willDisplay` follows).
    case cellWillDisplay(cell: CellReference, indexPath: ListIndexPath)
    /// The list stopped displaying `cell` at `indexPath` (the delegate's `didEndDisplaying`
    /// follows); the cell then returns to the reuse pool.
    case cellDidEndDisplaying(cell: CellReference, indexPath: ListIndexPath)
    // MARK: Navigation and presentation

    /// A state container (``StateContainer``) moved from one state to another, named by
    /// ``ContentState/name`` (`loading`, `content`, `empty`, `error`).
    case stateChanged(from: String, to: String)
    // MARK: The app's environment

    /// The window's scene moved between active, inactive and background
    /// (``Window/setActivationState(_:)``), recorded on the window's root component. No
    /// appearance callback goes with it, as in UIKit.
    case activationStateChanged(from: Window.ActivationState, to: Window.ActivationState)
    /// The component was told that memory is low (``Component/receiveMemoryWarning()``; UIKit's
    /// `didReceiveMemoryWarning()`).
    case didReceiveMemoryWarning
    /// The component's traits are about to change (``Component/willTransition(toTraits:)``;
    /// UIKit's `willTransition(to:with:)`), to these.
    case willTransition(toTraits: Traits)
    /// The window is about to take this size (``Component/viewWillTransition(toSize:)``; UIKit's
    /// `viewWillTransition(to:with:)`).
    case viewWillTransition(toSize: Size)
    /// The component's traits changed (``Component/traitsDidChange(from:)``; UIKit's
    /// `traitCollectionDidChange(_:)`).
    case traitsDidChange(from: Traits, to: Traits)

    /// Whether this is one of the five appearance callbacks.
    public var isAppearanceCallback: Bool {
      switch self {
      case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
        .viewDidDisappear:
        return true
      default:
        return false
      }
    }

    /// Whether this is one of the layout callbacks (``viewWillLayoutSubviews`` and
    /// ``viewDidLayoutSubviews``).
    public var isLayoutCallback: Bool {
      switch self {
      case .viewWillLayoutSubviews, .viewDidLayoutSubviews: return true
      default: return false
      }
    }

    /// `viewWillAppear(animated: false)`, `willMove(toParent: #1 Root)`, `view added to #1 Root`.
    public var description: String {
      render { $0.map(String.init(describing:)) ?? "nil" }
    }

    /// Like ``description`` with debug names instead of references, and `true`/`false` alone.
    public var trace: String {
      switch self {
      case .willMove(let parent): return "willMove(toParent: \(traceName(parent)))"
      case .didMove(let parent): return "didMove(toParent: \(traceName(parent)))"
      case .viewWillAppear(let animated): return "viewWillAppear(\(animated))"
      case .viewIsAppearing(let animated): return "viewIsAppearing(\(animated))"
      case .viewDidAppear(let animated): return "viewDidAppear(\(animated))"
      case .viewWillDisappear(let animated): return "viewWillDisappear(\(animated))"
      case .viewDidDisappear(let animated): return "viewDidDisappear(\(animated))"
      case .viewAdded(let owner): return "viewAdded(to: \(traceName(owner)))"
      case .viewRemoved(let owner): return "viewRemoved(from: \(traceName(owner)))"
      case .cellDequeued(let cell, let indexPath, let recycled):
        return "dequeue(\(indexPath)) -> cell#\(cell.number)\(recycled ? " recycled" : "")"
      case .cellPreparedForReuse(let cell): return "prepareForReuse(cell#\(cell.number))"
      case .cellWillDisplay(let cell, let indexPath):
        return "willDisplay(cell#\(cell.number), \(indexPath))"
      case .cellDidEndDisplaying(let cell, let indexPath):
        return "didEndDisplaying(cell#\(cell.number), \(indexPath))"
      case .stateChanged(let from, let to): return "stateChanged(\(from) -> \(to))"
      case .activationStateChanged(let from, let to):
        return "activationStateChanged(\(from) -> \(to))"
      case .willTransition(let traits): return "willTransition(toTraits: \(traits))"
      case .viewWillTransition(let size): return "viewWillTransition(toSize: \(size))"
      case .traitsDidChange(let from, let to):
        return "traitsDidChange(\(to.changes(from: from).joined(separator: ", ")))"
      case .loadView, .viewDidLoad, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
        .didReceiveMemoryWarning:
        return description
      }
    }

    private func traceName(_ reference: ComponentReference?) -> String {
      reference.map { LifecycleEvent.traceName($0.name) } ?? "nil"
    }

    private func render(_ name: (ComponentReference?) -> String) -> String {
      switch self {
      case .loadView: return "loadView"
      case .viewDidLoad: return "viewDidLoad"
      case .viewWillLayoutSubviews: return "viewWillLayoutSubviews"
      case .viewDidLayoutSubviews: return "viewDidLayoutSubviews"
      case .willMove(let parent): return "willMove(toParent: \(name(parent)))"
      case .didMove(let parent): return "didMove(toParent: \(name(parent)))"
      case .viewWillAppear(let animated): return "viewWillAppear(animated: \(animated))"
      case .viewIsAppearing(let animated): return "viewIsAppearing(animated: \(animated))"
      case .viewDidAppear(let animated): return "viewDidAppear(animated: \(animated))"
      case .viewWillDisappear(let animated): return "viewWillDisappear(animated: \(animated))"
      case .viewDidDisappear(let animated): return "viewDidDisappear(animated: \(animated))"
      case .viewAdded(let owner):
        return owner.map { "view added to \($0)" } ?? "view added outside any component"
      case .viewRemoved(let owner):
        return owner.map { "view removed from \($0)" } ?? "view removed from outside any component"
      case .cellDequeued(let cell, let indexPath, let recycled):
        return "dequeueReusableCell(for: \(indexPath)) -> \(cell)\(recycled ? ", recycled" : "")"
      case .cellPreparedForReuse(let cell): return "\(cell): prepareForReuse"
      case .cellWillDisplay(let cell, let indexPath): return "willDisplay \(cell) at \(indexPath)"
      case .cellDidEndDisplaying(let cell, let indexPath):
        return "didEndDisplaying \(cell) at \(indexPath)"
      case .stateChanged(let from, let to): return "state changed from \(from) to \(to)"
      case .activationStateChanged(let from, let to):
        return "activation state changed from \(from) to \(to)"
      case .didReceiveMemoryWarning: return "didReceiveMemoryWarning"
      case .willTransition(let traits): return "willTransition(toTraits: \(traits))"
      case .viewWillTransition(let size): return "viewWillTransition(toSize: \(size))"
      case .traitsDidChange(let from, let to):
        return "traits changed: \(to.changes(from: from).joined(separator: ", "))"
      }
    }
  }
}

extension String {
  /// This text with `"` and `\` escaped, for a quoted trace name.
  fileprivate func replacingQuotes() -> String {
    var result = ""
    for character in self {
      if character == "\"" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result
  }
}
