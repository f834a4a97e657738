extension Scenario {
  /// Checks a scenario as a scenario file is checked before anything runs, for a scenario built
  /// in Swift: every declaration (unique non-empty names, kinds with the children and keys they
  /// need), every name a step refers to and its kind (a `push` names a navigation container), the
  /// numbers (rows in range, durations from 0 to 3600 seconds), the order of the interactive
  /// transitions, and the budget of ``ScenarioLimits``.
  ///
  /// ``run(auditor:)`` runs only a scenario that passes. The scenario is written as the JSON
  /// document of a file declaring it and read back by the file reader, so both give the same
  /// errors.
  ///
  /// - Throws: ``ScenarioError`` with the key path of the first problem, such as
  ///   `steps[2].navigation`, and a one-line reason.
  public func validate() throws(ScenarioError) {
    let header = try Scenario.readHeader(ScenarioReader.Node(value: headerDocument, path: ""))
    var values = StepDocuments(steps: steps.makeIterator())
    _ = try Scenario.readSteps(&values, of: header)
  }

  /// The steps of a scenario written in Swift, each written as a file holds it when it is taken.
  struct StepDocuments: ScenarioStepValues {
    var steps: IndexingIterator<[StepDeclaration]>

    mutating func next() throws(ScenarioError) -> JSONValue? {
      steps.next().map { $0.step.document(note: $0.note) }
    }
  }
}
