/// One kind of scenario step, in one place: the `action` a file names it by, the keys its object
/// takes, how it is read and checked against the declared components and the steps before it, how
/// it is written back as a file's object, its title and what it does to the window.
///
/// A new step is a type conforming to this protocol in a file of `Steps/`, a factory on
/// ``ScenarioStep`` beside it, a line in ``Scenario/stepKinds`` and a row in `docs/Scenarios.md`.
/// A scenario built in Swift is checked by writing each step back as its object (``fields``) and
/// reading it again, so the checks in ``init(decoding:in:)`` are the only ones.
protocol ScenarioAction: Hashable, Sendable {
  /// The `action` value of the step's object in a file: `push`.
  static var action: String { get }
  /// The keys the step's object takes besides `action` and `note`, in the order messages list
  /// them.
  static var keys: [String] { get }
  /// Whether the step is one call of a containment sequence a container writes by hand
  /// (`add-child`, `will-move`, `add-subview`...). Consecutive such steps are one operation for
  /// the auditor, as the calls of a container's method are: its checkpoint comes after the last
  /// of them, so that a call made in the wrong order within the sequence is seen (contract §7).
  static var isContainmentCall: Bool { get }

  /// Reads the step from its object, checking names, kinds and numbers against the declared
  /// components and the steps read before it (which it may update: an `apply` changes the rows
  /// of its list).
  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)

  /// The step's keys and values as a file writes them, read back by ``init(decoding:in:)``.
  var fields: [String: JSONValue] { get }

  /// The step written like the Swift it runs: `screen.embed(header)`.
  var title: String { get }

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

  /// Whether `other` is the same step with the same values.
  func isEqual(to other: any ScenarioAction) -> Bool {
    (other as? Self) == self
  }
}
