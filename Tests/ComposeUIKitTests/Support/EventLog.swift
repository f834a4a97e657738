#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

/// What the corpus's app code heard, in order: each overridden hook appends one line, as a spy in
/// a UIKit test target does.
final class EventLog {
  private(set) var entries: [String] = []

  func append(_ entry: String) {
    entries.append(entry)
  }

  /// The entries so far, which are then forgotten: each step of a test reads what it caused.
  func drain() -> [String] {
    defer { entries.removeAll() }
    return entries
  }
}

/// How a log line names a controller: its `title`, else its class name; `nil` for none.
func logName(_ viewController: UIViewController?) -> String {
  guard let viewController else { return "nil" }
  return viewController.title ?? String(describing: type(of: viewController))
}
