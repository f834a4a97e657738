/// An object that receives a view's hooks in its place, attached with
/// ``View/attachHookReceiver(_:)``: the one link through which a facade (ComposeUIKit's `UIView`,
/// `UITableViewCell`, `UICollectionViewCell`) hears the engine's view, as
/// ``ComponentHookReceiver`` is for a component.
///
/// UIKit has no counterpart: a `UIView` subclass overrides the hooks themselves. A facade whose
/// objects own an engine view, rather than being one, cannot override the view's methods; it
/// attaches a receiver, and the engine calls the receiver where it would have called the view's
/// hook: ``didAddSubview(_:to:)``, ``willRemoveSubview(_:from:)``, ``didMoveToSuperview(_:)``,
/// ``layoutSubviews(of:)`` and, for a ``ListCell``, ``prepareForReuse(of:)`` and the frame its
/// list lays it out at, ``setFrame(_:of:)``. The receiver runs
/// the view's own part where it wants it by calling the view's method (`view.layoutSubviews()`,
/// which a ``ListView`` needs to display its rows); that call does not come back to the receiver.
///
/// Every requirement has a default that runs the view's own part and nothing else, so a receiver
/// implements only the hooks it wants. The view keeps its receiver alive; a receiver that refers
/// back to its view or to the object that owns the view must do so weakly (or unowned), or the
/// pair never dies.
@MainActor
public protocol ViewHookReceiver: AnyObject {
  /// Called in place of `view`'s ``View/didAddSubview(_:)``.
  func didAddSubview(_ subview: View, to view: View)
  /// Called in place of `view`'s ``View/willRemoveSubview(_:)``.
  func willRemoveSubview(_ subview: View, from view: View)
  /// Called in place of `view`'s ``View/didMoveToSuperview()``.
  func didMoveToSuperview(_ view: View)
  /// Called in place of `view`'s ``View/layoutSubviews()``.
  func layoutSubviews(of view: View)
  /// Called in place of `cell`'s ``ListCell/prepareForReuse()``, when its list takes it from the
  /// reuse pool.
  func prepareForReuse(of cell: ListCell)
  /// Called in place of the list's setting `cell`'s frame, when it lays the cell out at `frame`:
  /// UIKit's table sets its cells' `frame`, which a cell subclass may override (to inset its
  /// cells). The default sets the frame and sizes the content view to it.
  func setFrame(_ frame: Rect, of cell: ListCell)
}

extension ViewHookReceiver {
  /// Runs the view's own ``View/didAddSubview(_:)``.
  public func didAddSubview(_ subview: View, to view: View) { view.didAddSubview(subview) }
  /// Runs the view's own ``View/willRemoveSubview(_:)``.
  public func willRemoveSubview(_ subview: View, from view: View) {
    view.willRemoveSubview(subview)
  }
  /// Runs the view's own ``View/didMoveToSuperview()``.
  public func didMoveToSuperview(_ view: View) { view.didMoveToSuperview() }
  /// Runs the view's own ``View/layoutSubviews()``.
  public func layoutSubviews(of view: View) { view.layoutSubviews() }
  /// Runs the cell's own ``ListCell/prepareForReuse()``.
  public func prepareForReuse(of cell: ListCell) { cell.prepareForReuse() }
  /// Sets the cell's frame and sizes its content view, as the list does for a cell without a
  /// receiver.
  public func setFrame(_ frame: Rect, of cell: ListCell) { cell.applyListFrame(frame) }
}

extension View {
  /// The object that receives this view's hooks in its place (see ``ViewHookReceiver``), or `nil`
  /// (the default): the view's own methods run. Attached with ``attachHookReceiver(_:)``. UIKit
  /// has no counterpart: a `UIView` subclass overrides the hooks themselves.
  public var hookReceiver: (any ViewHookReceiver)? { hookReceiverStorage }

  /// Attaches the object that receives this view's hooks in its place (see
  /// ``ViewHookReceiver``). The view keeps it alive for the rest of its life.
  ///
  /// A view has one receiver: attaching another is refused with
  /// ``Diagnostic/Code/hookReceiverAlreadyAttached`` and the first stays (attaching the same one
  /// again does nothing). UIKit has no counterpart.
  ///
  /// - Parameter receiver: The receiver.
  /// - Returns: `nil`, or the diagnostic of a refusal.
  @discardableResult
  public final func attachHookReceiver(_ receiver: any ViewHookReceiver) -> Diagnostic? {
    attachOnce(
      receiver, over: hookReceiverStorage, report: { report($0, $1) },
      attach: {
        hookReceiverStorage = receiver
        hookRoute = .receiver
      })
  }

  // The engine's dispatch points: the receiver if one is attached, else the view's hook, which an
  // instance of a class with empty hooks skips (`View.hasEmptyHooks(_:)`): one byte read per
  // hook.

  /// Runs `own` (the view's hook) or `received` (the receiver's), as ``hookRoute`` says.
  @inline(__always)
  final func route(own: () -> Void, received: (any ViewHookReceiver) -> Void) {
    switch hookRoute {
    case .none: return
    case .own: own()
    case .receiver: if let receiver = hookReceiverStorage { received(receiver) }
    }
  }

  /// Runs ``didAddSubview(_:)`` or the receiver's.
  @inline(__always)
  final func deliverDidAddSubview(_ subview: View) {
    route(own: { didAddSubview(subview) }, received: { $0.didAddSubview(subview, to: self) })
  }

  /// Runs ``willRemoveSubview(_:)`` or the receiver's.
  @inline(__always)
  final func deliverWillRemoveSubview(_ subview: View) {
    route(
      own: { willRemoveSubview(subview) }, received: { $0.willRemoveSubview(subview, from: self) })
  }

  /// Runs ``didMoveToSuperview()`` or the receiver's.
  @inline(__always)
  final func deliverDidMoveToSuperview() {
    route(own: { didMoveToSuperview() }, received: { $0.didMoveToSuperview(self) })
  }

  /// Runs ``layoutSubviews()`` or the receiver's.
  @inline(__always)
  final func deliverLayoutSubviews() {
    route(own: { layoutSubviews() }, received: { $0.layoutSubviews(of: self) })
  }
}

extension ListCell {
  /// Runs ``prepareForReuse()`` or the receiver's.
  @inline(__always)
  final func deliverPrepareForReuse() {
    route(own: { prepareForReuse() }, received: { $0.prepareForReuse(of: self) })
  }
}
