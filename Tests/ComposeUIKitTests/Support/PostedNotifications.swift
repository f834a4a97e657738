import Foundation

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

/// Writes `note <name>` into a log for each notification of `names` posted by one of `objects`
/// on `NotificationCenter.default`, as an app's observer hears it; filtering by object keeps a
/// test to its own application and scenes. Stops observing when released.
@MainActor
final class PostedNotifications {
  private let log: EventLog
  private var tokens: [any NSObjectProtocol] = []

  init(_ names: [Notification.Name], from objects: [AnyObject], into log: EventLog) {
    self.log = log
    for name in names {
      for object in objects {
        let token = NotificationCenter.default.addObserver(
          forName: name, object: object, queue: nil
        ) { [weak self] notification in
          let name = notification.name.rawValue
          MainActor.assumeIsolated { self?.log.append("note \(name)") }
        }
        tokens.append(token)
      }
    }
  }

  isolated deinit {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
  }
}
