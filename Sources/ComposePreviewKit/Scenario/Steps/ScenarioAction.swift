/// One kind of scenario step, in one place: the `action` a file names it by, its fields (each key
/// of its object, declared once with the property it sets and its kind), the Swift call it stands
/// for and what it does to the window.
///
/// A new step is a type conforming to this protocol in a file of `Steps/`, a factory on
/// ``ScenarioStep`` beside it and a line in ``Scenario/stepKinds``. Reading and checking the step
/// (``init(decoding:in:)``), writing it back as a file's object (``values``), its ``title``, the
/// ``keys`` its object accepts, its row of the table in `docs/Scenarios.md` and its alternative in
/// `docs/scenario.schema.json` all come from ``fields`` (tests check that the checked-in table and
/// schema are the ones derived). A scenario built in Swift is checked by writing each step back as
/// its object and reading it again, so the checks of the fields and ``check(_:_:in:)`` are the
/// only ones.
protocol ScenarioAction: Hashable, Sendable {
  /// The `action` value of the step's object in a file: `push`.
  static var action: String { get }
  /// The keys of the step's object besides `action` and `note`, in the order they are read and
  /// messages list them.
  static var fields: [StepField<Self>] { get }
  /// The Swift call the step stands for, with `{key}` where a field's value goes:
  /// `{navigation}.push({component}, animated: {animated})`; the step's title.
  static var call: String { get }
  /// What the step runs, for the documentation's table (Markdown).
  static var summary: String { get }
  /// Whether the step is one call of a containment sequence a container writes by hand
  /// (`add-child`, `will-move`, `add-subview`...). Consecutive such steps are one operation for
  /// the auditor, as the calls of a container's method are: its checkpoint comes after the last
  /// of them, so that a call made in the wrong order within the sequence is seen (contract §7).
  static var isContainmentCall: Bool { get }

  /// A step with every field at its default, which ``init(decoding:in:)`` reads into.
  init()

  /// Reads the step from its object: each field in order, then ``check(_:_:in:)``.
  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)

  /// Checks what no single field can (a name that must differ from another) and records what the
  /// steps after it are read against (an interaction begun, a list's new rows); after the fields
  /// are read. Nothing by default.
  static func check(
    _ step: Self, _ object: ScenarioReader.Object, in context: inout Scenario.StepContext
  ) throws(ScenarioError)

  /// Performs the step on the runner's window.
  ///
  /// - Returns: The runner's notes about the step (a refused interaction, a row not displayed).
  /// - Throws: ``ScenarioRunner/Refusal`` when a component the step names is missing or of
  ///   another class (a checked scenario never has one).
  @MainActor func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal)
    -> [String]

  /// The items the step would diff if it ran now on the runner's window (an `apply`: the list's
  /// items and those applied), which ``ScenarioMeter`` bounds before the step runs; 0 by default.
  @MainActor func diffedItems(on runner: ScenarioRunner) -> Int
}

extension ScenarioAction {
  static var isContainmentCall: Bool { false }

  @MainActor func diffedItems(on runner: ScenarioRunner) -> Int { 0 }

  static func check(
    _ step: Self, _ object: ScenarioReader.Object, in context: inout Scenario.StepContext
  ) throws(ScenarioError) {}

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    self.init()
    for field in Self.fields { try field.read(&self, object, &context) }
    try Self.check(self, object, in: &context)
  }

  /// The keys the step's object takes besides `action` and `note`, in the order of ``fields``.
  static var keys: [String] { fields.map(\.key) }

  /// The step's keys and values as a file writes them, read back by ``init(decoding:in:)``.
  var values: [String: JSONValue] {
    var values: [String: JSONValue] = [:]
    for field in Self.fields { values[field.key] = field.write(self) }
    return values
  }

  /// The step written like the Swift it runs: ``call`` with each field's value in its place,
  /// `screen.embed(header)`.
  var title: String { Self.call(writing: { $0.title(self) }) }

  /// ``call`` with each `{key}` replaced by `value(field)`; a key no field has is left as written.
  static func call(writing value: (StepField<Self>) -> String) -> String {
    var text = ""
    var rest = Substring(call)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      text += rest[..<open]
      let key = rest[rest.index(after: open)..<close]
      if let field = fields.first(where: { $0.key == key }) {
        text += value(field)
      } else {
        text += rest[open...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    return text + rest
  }

  /// Whether `other` is the same step with the same values.
  func isEqual(to other: any ScenarioAction) -> Bool {
    (other as? Self) == self
  }
}
