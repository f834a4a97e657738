extension EventLogPrinter {
  /// One printed line of a step, tagged with what it shows, so that an output can style it
  /// without reading its text.
  public struct Line: Hashable, Sendable {
    /// What a line shows.
    public enum Kind: Hashable, Sendable {
      /// The step's title line: `step 2: advance the clock  (t=0.3s)`.
      case title
      /// A lifecycle event.
      case event
      /// A diagnostic or a note of the code that ran the step: `! ...`.
      case remark
      /// `(no events)`: the step produced nothing to print.
      case noEvents
    }

    /// What the line shows.
    public var kind: Kind
    /// The text, indented (by two spaces, but for the title), without a newline.
    public var text: String
  }
}
