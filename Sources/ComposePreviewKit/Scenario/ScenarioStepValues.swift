/// The JSON values of a scenario's steps, taken one at a time, so that a reader checks or runs a
/// step and drops it before taking the next: a file's steps read from its text
/// (``JSONArrayCursor``), or the steps of a scenario written in Swift, each written as a file
/// holds it (``Scenario/StepDocuments``).
protocol ScenarioStepValues {
  /// The next step's value, or `nil` after the last.
  mutating func next() throws(ScenarioError) -> JSONValue?
}

extension JSONArrayCursor: ScenarioStepValues {
  /// The next element, its syntax error (which a checked text does not have) reported at its line
  /// and column.
  mutating func next() throws(ScenarioError) -> JSONValue? {
    do {
      return try nextElement()
    } catch {
      throw ScenarioError(error)
    }
  }
}
