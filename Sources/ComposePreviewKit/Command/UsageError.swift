/// A usage error: a message for `Error: ...` and the subcommand whose usage to show after it.
package struct UsageError: Error, Equatable {
  /// The message, without `Error: `.
  package var message: String
  /// The name of the subcommand whose usage line follows the message; `nil` for the tool's.
  package var commandName: String?

  /// Creates a usage error for the subcommand named `commandName`, or for the tool.
  package init(_ message: String, commandName: String? = nil) {
    self.message = message
    self.commandName = commandName
  }
}
