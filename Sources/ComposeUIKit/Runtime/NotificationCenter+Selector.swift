import Foundation

// Apple's platforms have Foundation's own selector observers.
#if !canImport(Darwin)
  extension NotificationCenter {
    /// Registers `observer` to be sent `aSelector` with each matching notification (Foundation's
    /// `addObserver(_:selector:name:object:)`, which Foundation on Linux lacks). The selector goes
    /// through the ported selector tables (see ``PortedSelectorTable``): its method runs with the
    /// `Notification` as its argument, synchronously from `post` on the main thread (from another
    /// thread, on the main queue, as Compose runs UIKit code on the main actor only).
    ///
    /// The center keeps the observer weakly, as Foundation has since iOS 9: a released observer
    /// is sent nothing, and its registration ends at the next matching post. ``removeObserver(_:)``
    /// and ``removeObserver(_:name:object:)`` end it at once. An observer without the method is
    /// reported at each post as ``Compose/Diagnostic/Code/unrecognizedSelector``.
    ///
    /// - Parameters:
    ///   - observer: The object sent `aSelector`; kept weakly.
    ///   - aSelector: The method's Objective-C name (`"keyboardWillShow:"`).
    ///   - aName: The notification's name, or `nil` for every name.
    ///   - anObject: The only sender to observe, or `nil` for any.
    public func addObserver(
      _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
      object anObject: Any?
    ) {
      let registration = SelectorObservation(
        observer: observer as AnyObject, selector: aSelector, name: aName,
        object: anObject.map { $0 as AnyObject })
      let token = addObserver(forName: aName, object: anObject, queue: nil) {
        [weak self] notification in
        registration.deliver(notification, center: self)
      }
      registration.token = token
      SelectorObservations.shared.add(registration, to: self)
    }

    /// How many registrations of ``addObserver(_:selector:name:object:)`` this center has that
    /// have not ended (one whose observer was released ends at its next matching post). UIKit has
    /// no counterpart.
    public var composeSelectorObserverCount: Int { SelectorObservations.shared.count(for: self) }

    /// Removes every registration of `observer` (Foundation's `removeObserver(_:)`): those made
    /// with ``addObserver(_:selector:name:object:)`` and, when `observer` is a token of
    /// `addObserver(forName:object:queue:using:)`, that one.
    ///
    /// - Parameter observer: The observer or token.
    public func removeObserver(_ observer: AnyObject) {
      removeObserver(observer, name: nil, object: nil)
    }

    /// Removes the registrations of `observer` for `aName` and `anObject` (Foundation's
    /// `removeObserver(_:name:object:)`): `nil` matches every name or sender.
    ///
    /// - Parameters:
    ///   - observer: The observer or token.
    ///   - aName: The name, or `nil` for all.
    ///   - anObject: The sender, or `nil` for all.
    public func removeObserver(
      _ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?
    ) {
      let object = anObject.map { $0 as AnyObject }
      for registration in SelectorObservations.shared.remove(
        from: self,
        where: { entry in
          entry.observer === observer && (aName == nil || entry.name == aName)
            && (object == nil || entry.object === object)
        })
      {
        if let token = registration.token { removeObserver(token as Any) }
      }
      removeObserver(observer as Any, name: aName, object: anObject)
    }
  }

  /// One registration of ``NotificationCenter/addObserver(_:selector:name:object:)``.
  ///
  /// `@unchecked Sendable`: its stored properties are set at creation, except `token`, written once
  /// before the registration is published (``SelectorObservations/add(_:to:)``, under its lock) and
  /// read after; `observer` and `object` are weak references, which are safe to read from any
  /// thread.
  final class SelectorObservation: @unchecked Sendable {
    /// The observer; weak.
    weak var observer: AnyObject?
    /// The method sent.
    let selector: Selector
    /// The name observed, or `nil` for all.
    let name: NSNotification.Name?
    /// The sender observed, or `nil` for any; weak.
    weak var object: AnyObject?
    /// Foundation's registration of the block that delivers.
    var token: (any NSObjectProtocol)?
    /// The center registered with; weak (set once, under the registry's lock, before use).
    weak var center: NotificationCenter?

    init(observer: AnyObject, selector: Selector, name: NSNotification.Name?, object: AnyObject?) {
      self.observer = observer
      self.selector = selector
      self.name = name
      self.object = object
    }

    /// Sends the selector to the observer with `notification`, on the main actor; ends the
    /// registration when the observer is gone.
    func deliver(_ notification: Notification, center: NotificationCenter?) {
      let box = UncheckedBox(notification)
      let run: @Sendable () -> Void = {
        MainActor.assumeIsolated {
          let notification = box.value
          guard let observer = self.observer else {
            if let center {
              for gone in SelectorObservations.shared.remove(from: center, where: { $0 === self }) {
                if let token = gone.token { center.removeObserver(token as Any) }
              }
            }
            return
          }
          _ = SelectorDispatch.send(self.selector, to: observer, notification, nil)
        }
      }
      MainQueue.run(run)
    }
  }

  /// The registrations of ``NotificationCenter/addObserver(_:selector:name:object:)``, per center:
  /// the one process-wide object Compose needs for it, Foundation's centers having no room for
  /// them (`NotificationCenter.default` is itself process-wide, as on iOS).
  ///
  /// Invariant: it holds exactly the registrations not yet ended of the centers still alive, each
  /// once, under its center's identifier; it keeps no observer, sender or center alive (all weak:
  /// the entries of a released center are dropped at the next access, so a new center at the same
  /// address never sees them), and a registration ends when removed (`removeObserver`) or, for a
  /// released observer, at its next matching post. Every access takes the lock.
  final class SelectorObservations: @unchecked Sendable {
    /// The process's registrations.
    static let shared = SelectorObservations()

    private let lock = NSLock()
    private var byCenter: [ObjectIdentifier: [SelectorObservation]] = [:]

    /// Records `registration` for `center`.
    func add(_ registration: SelectorObservation, to center: NotificationCenter) {
      lock.lock()
      defer { lock.unlock() }
      registration.center = center
      dropReleasedCenters()
      byCenter[ObjectIdentifier(center), default: []].append(registration)
    }

    /// Drops the entries of centers released since (their Foundation registrations went with
    /// them). Called with the lock held.
    private func dropReleasedCenters() {
      byCenter = byCenter.filter { _, entries in entries.first?.center != nil }
    }

    /// Removes and returns `center`'s registrations that `matching` selects.
    func remove(
      from center: NotificationCenter, where matching: (SelectorObservation) -> Bool
    ) -> [SelectorObservation] {
      lock.lock()
      defer { lock.unlock() }
      dropReleasedCenters()
      let key = ObjectIdentifier(center)
      guard let entries = byCenter[key] else { return [] }
      let removed = entries.filter(matching)
      let kept = entries.filter { !matching($0) }
      byCenter[key] = kept.isEmpty ? nil : kept
      return removed
    }

    /// How many registrations `center` has (for the invariant's tests).
    func count(for center: NotificationCenter) -> Int {
      lock.lock()
      defer { lock.unlock() }
      dropReleasedCenters()
      return byCenter[ObjectIdentifier(center)]?.count ?? 0
    }
  }
#endif
