/// A scenario file checked whole before anything runs, then run a step at a time from its text.
///
/// Reading a file checks it as ``Scenario/decode(json:)`` does (its syntax, shape, names and
/// budget) while holding one step at a time; what is kept is the text, the declarations and the
/// number of steps. Running it reads the steps again from the text, one at a time as they run
/// (``Steps``), so that memory does not grow with the number of steps.
package struct ScenarioFile {
  /// The file's description, window name and declarations; its steps stay in the text.
  package private(set) var header: Scenario
  /// The number of steps.
  package private(set) var stepCount: Int
  /// What the first step is checked against: the declared names and kinds.
  private var context: Scenario.StepContext
  /// The file's text.
  private var bytes: [UInt8]
  /// Where the steps' array is in the text.
  private var steps: JSONParser.DeferredArray

  /// Reads and checks the file's `bytes`, handing each step to `each` as it is checked.
  ///
  /// - Throws: ``ScenarioError`` at the first problem, as ``Scenario/decode(json:)`` reports it.
  package static func read(
    json bytes: [UInt8], each: (StepDeclaration) -> Void = { _ in }
  ) throws(ScenarioError) -> ScenarioFile {
    if bytes.count > JSONParser.maximumSize {
      throw ScenarioError(.file, "the file is larger than \(JSONParser.maximumSize) bytes")
    }
    let parsed: (value: JSONValue, deferred: JSONParser.DeferredArray?)
    do {
      parsed = try JSONParser.parse(bytes, deferringArrayAt: "steps")
    } catch {
      throw ScenarioError(error)
    }
    let header = try Scenario.readHeader(ScenarioReader.Node(value: parsed.value, path: ""))
    // The top-level `steps` is an array exactly when the parser deferred it.
    _ = try header.steps.array()
    guard let steps = parsed.deferred else {
      throw header.steps.fail("the steps could not be found in the text")
    }
    var cursor = JSONArrayCursor(bytes: bytes, array: steps)
    let count = try Scenario.readSteps(&cursor, of: header, each: each)
    return ScenarioFile(
      header: header.scenario, stepCount: count, context: header.context, bytes: bytes,
      steps: steps)
  }

  /// A reader of the file's steps from the first, each read from the text when asked for.
  package func makeSteps() -> Steps {
    Steps(cursor: JSONArrayCursor(bytes: bytes, array: steps), context: context)
  }

  /// The line and column where the text starting at `offset` is (the step at `index`), or its
  /// key path when the offset is not known.
  func location(ofStep index: Int, at offset: Int?) -> ScenarioError.Location {
    guard let offset else { return .keyPath("steps[\(index)]") }
    let position = TextPosition(offset: offset, in: bytes)
    return .position(line: position.line, column: position.column)
  }

  /// Reads a checked file's steps one at a time from its text.
  package struct Steps {
    private var cursor: JSONArrayCursor
    private var context: Scenario.StepContext
    /// The steps read so far.
    package private(set) var count = 0

    fileprivate init(cursor: JSONArrayCursor, context: Scenario.StepContext) {
      self.cursor = cursor
      self.context = context
    }

    /// How far in the file's text the reader is: the offset after the last step read.
    package var offset: Int { cursor.offset }
    /// Where the text of the last step read starts.
    package private(set) var lastOffset: Int?

    /// The next step, or `nil` after the last.
    ///
    /// - Throws: ``ScenarioError`` where the step is not valid (never for a checked file).
    package mutating func next() throws(ScenarioError) -> StepDeclaration? {
      guard let value = try cursor.next() else { return nil }
      lastOffset = value.offset
      let step = try context.step(ScenarioReader.Node(value: value, path: "steps[\(count)]"))
      count += 1
      return step
    }
  }
}
