/// What help says about a command besides its arguments, like swift-argument-parser's
/// `CommandConfiguration`.
package struct CommandConfiguration: Sendable {
  /// The name typed on the command line (`run`).
  package var name: String
  /// One sentence for `OVERVIEW:` and the tool's `SUBCOMMANDS:` list.
  package var abstract: String
  /// Paragraphs printed after the overview, already broken into lines; empty for none.
  package var discussion: String

  /// Creates a configuration.
  package init(name: String, abstract: String, discussion: String = "") {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
  }
}
