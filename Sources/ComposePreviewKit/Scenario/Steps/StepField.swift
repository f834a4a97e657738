import ComposeRender

/// One key of a step's object in a scenario file, declared once: its name, the property of the
/// step it sets (a key path), and its kind, in the shape of ``ArgumentDeclaration`` for a command's
/// options.
///
/// A step kind lists its fields once (``ScenarioAction/fields``); reading and checking the step,
/// writing it back as a file's object, its title, the keys its object accepts, the row of the
/// documentation's table and the step's JSON Schema all come from that list.
///
/// ```swift
/// static let fields: [StepField<PushStep>] = [
///   .component("navigation", \.navigation, kind: "navigation"),
///   .component("component", \.component),
///   .bool("animated", \.animated, default: true),
/// ]
/// ```
struct StepField<Step>: Sendable {
  /// The key in the step's object.
  let key: String
  /// Whether the object must have the key.
  let isRequired: Bool
  /// What the value is, for the documentation's table: `a number from 0 to 1`; empty for a name.
  let documentation: String
  /// The key's JSON Schema.
  let schema: JSONValue
  /// Reads the key's value from the object into the step, checking it against the declared
  /// components and the steps before.
  let read:
    @Sendable (inout Step, ScenarioReader.Object, inout Scenario.StepContext) throws(ScenarioError)
      -> Void
  /// The value as a file writes it; `nil` to leave the key out.
  let write: @Sendable (Step) -> JSONValue?
  /// The value as the step's title writes it (Swift).
  let title: @Sendable (Step) -> String
}

extension StepField {
  private static var nameSchema: JSONValue { .object(["$ref": .string("#/$defs/name")]) }

  /// A declared component's name (of the kind named `kind`, when given), its title the name as
  /// Swift writes it, or `title`.
  static func component(
    _ key: String, _ keyPath: any WritableKeyPath<Step, String> & Sendable, kind: String? = nil,
    title: (@Sendable (Step) -> String)? = nil
  ) -> Self {
    StepField(
      key: key, isRequired: true, documentation: kind.map { "a `\($0)`" } ?? "",
      schema: nameSchema,
      read: { step, object, context throws(ScenarioError) in
        step[keyPath: keyPath] =
          if let kind {
            try context.component(object, key, kind: kind)
          } else {
            try context.component(object, key)
          }
      },
      write: { .string($0[keyPath: keyPath]) },
      title: title ?? { StepTitleFormat.name($0[keyPath: keyPath]) })
  }

  /// A declared component's name that must not be the one at `other` (a call UIKit refuses,
  /// `reason`), checked before the name is.
  static func component(
    _ key: String, _ keyPath: any WritableKeyPath<Step, String> & Sendable,
    differingFrom other: any KeyPath<Step, String> & Sendable, _ reason: String
  ) -> Self {
    StepField(
      key: key, isRequired: true, documentation: "", schema: nameSchema,
      read: { step, object, context throws(ScenarioError) in
        try context.differs(object, key, from: step[keyPath: other], reason)
        step[keyPath: keyPath] = try context.component(object, key)
      },
      write: { .string($0[keyPath: keyPath]) },
      title: { StepTitleFormat.name($0[keyPath: keyPath]) })
  }

  /// A declared component's name or `null` (`nil` in the title), which must not be the one at
  /// `other` (`reason`).
  static func componentOrNull(
    _ key: String, _ keyPath: any WritableKeyPath<Step, String?> & Sendable,
    differingFrom other: any KeyPath<Step, String> & Sendable, _ reason: String
  ) -> Self {
    StepField(
      key: key, isRequired: true, documentation: "a name or `null`",
      schema: .object([
        "description": .string("A declared component, or null for no parent."),
        "anyOf": .array([nameSchema, .object(["type": .string("null")])]),
      ]),
      read: { step, object, context throws(ScenarioError) in
        try context.differs(object, key, from: step[keyPath: other], reason)
        step[keyPath: keyPath] = try context.componentOrNull(object, key)
      },
      write: { step in step[keyPath: keyPath].map { .string($0) } ?? .null },
      title: { step in step[keyPath: keyPath].map(StepTitleFormat.name) ?? "nil" })
  }

  /// A container with an interactive transition begun by an earlier step.
  static func interactingContainer(
    _ key: String, _ keyPath: any WritableKeyPath<Step, String> & Sendable
  ) -> Self {
    StepField(
      key: key, isRequired: true, documentation: "", schema: nameSchema,
      read: { step, object, context throws(ScenarioError) in
        step[keyPath: keyPath] = try context.interactingParent(object, key: key)
      },
      write: { .string($0[keyPath: keyPath]) },
      title: { StepTitleFormat.name($0[keyPath: keyPath]) })
  }

  /// `true` or `false`; required when there is no default.
  static func bool(
    _ key: String, _ keyPath: any WritableKeyPath<Step, Bool> & Sendable,
    default defaultValue: Bool? = nil
  ) -> Self {
    StepField(
      key: key, isRequired: defaultValue == nil,
      documentation: "bool" + (defaultValue.map { ", default \($0)" } ?? ""),
      schema: .object(["type": .string("boolean")]),
      read: { step, object, _ throws(ScenarioError) in
        if let defaultValue {
          step[keyPath: keyPath] = try object.optional(key)?.bool() ?? defaultValue
        } else {
          step[keyPath: keyPath] = try object.required(key).bool()
        }
      },
      write: { .bool($0[keyPath: keyPath]) },
      title: { "\($0[keyPath: keyPath])" })
  }

  /// Seconds, from 0 to 3600, rounded to the millisecond; required when there is no default.
  static func duration(
    _ key: String, _ keyPath: any WritableKeyPath<Step, Duration> & Sendable,
    default defaultValue: Duration? = nil
  ) -> Self {
    StepField(
      key: key, isRequired: defaultValue == nil,
      documentation: "seconds"
        + (defaultValue.map { ", default \(ValueFormat.milliseconds($0) / 1000)" } ?? ""),
      schema: .object(["$ref": .string("#/$defs/duration")]),
      read: { step, object, _ throws(ScenarioError) in
        if let defaultValue {
          step[keyPath: keyPath] = try object.optional(key)?.duration() ?? defaultValue
        } else {
          step[keyPath: keyPath] = try object.required(key).duration()
        }
      },
      write: { .seconds($0[keyPath: keyPath]) },
      title: { StepTitleFormat.duration($0[keyPath: keyPath]) })
  }

  /// A number in `range` (`what` is the message's expectation), its title written by `title`.
  static func number(
    _ key: String, _ keyPath: any WritableKeyPath<Step, Double> & Sendable,
    in range: ClosedRange<Double>, _ what: String, documentation: String,
    title: @escaping @Sendable (Double) -> String
  ) -> Self {
    StepField(
      key: key, isRequired: true, documentation: documentation,
      schema: .object([
        "type": .string("number"), "minimum": .number(range.lowerBound),
        "maximum": .number(range.upperBound),
      ]),
      read: { step, object, _ throws(ScenarioError) in
        step[keyPath: keyPath] = try object.required(key).number(in: range, what)
      },
      write: { .number($0[keyPath: keyPath]) },
      title: { title($0[keyPath: keyPath]) })
  }

  /// A whole number read by `read` (a row of a list, a tab), required unless it is optional.
  static func index(
    _ key: String, isRequired: Bool = true, documentation: String,
    read:
      @escaping @Sendable (inout Step, ScenarioReader.Object, inout Scenario.StepContext)
      throws(ScenarioError) -> Void,
    write: @escaping @Sendable (Step) -> JSONValue?, title: @escaping @Sendable (Step) -> String
  ) -> Self {
    StepField(
      key: key, isRequired: isRequired, documentation: documentation,
      schema: .object([
        "type": .string("integer"), "minimum": .integer(0),
        "maximum": .integer(Scenario.maximumRows - 1),
      ]),
      read: read, write: write, title: title)
  }

  /// One of `values` (a string), `defaultValue` when left out.
  static func choice(
    _ key: String, _ keyPath: any WritableKeyPath<Step, String> & Sendable, values: [String],
    default defaultValue: String
  ) -> Self {
    let expected =
      values.dropLast().map { "\"\($0)\"" }.joined(separator: ", ")
      + " or \"\(values.last ?? "")\""
    return StepField(
      key: key, isRequired: false,
      documentation: values.map { "`\"\($0)\"`" }.joined(separator: ", ")
        + ", default `\"\(defaultValue)\"`",
      schema: .object(["enum": .array(values.map { .string($0) })]),
      read: { step, object, _ throws(ScenarioError) in
        guard let node = object.optional(key) else {
          step[keyPath: keyPath] = defaultValue
          return
        }
        let value = try node.string()
        guard values.contains(value) else { throw node.fail("expected \(expected)") }
        step[keyPath: keyPath] = value
      },
      write: { .string($0[keyPath: keyPath]) },
      title: { $0[keyPath: keyPath] })
  }

  /// A state container's state: `loading`, `content`, `empty` or `error`.
  static func state(_ key: String, _ keyPath: any WritableKeyPath<Step, ScenarioState> & Sendable)
    -> Self
  {
    StepField(
      key: key, isRequired: true,
      documentation: ScenarioState.allCases.map { "`\"\($0.rawValue)\"`" }.joined(separator: ", "),
      schema: .object(["$ref": .string("#/$defs/state")]),
      read: { step, object, _ throws(ScenarioError) in
        guard let state = try Scenario.state(object.required(key)) else {
          throw ScenarioError(.keyPath(object.path), "missing key \"\(key)\"")
        }
        step[keyPath: keyPath] = state
      },
      write: { .string($0[keyPath: keyPath].rawValue) },
      title: { $0[keyPath: keyPath].rawValue })
  }

  /// Item identifiers: at most ``Scenario/StepContext/maximumAppliedItems`` whole numbers from 0
  /// to ``Scenario/maximumRows``; the title shows the first 12.
  static func items(_ key: String, _ keyPath: any WritableKeyPath<Step, [Int]> & Sendable) -> Self {
    let maximum = Scenario.StepContext.maximumAppliedItems
    return StepField(
      key: key, isRequired: true,
      documentation: "at most \(maximum.formatted) whole numbers, 0 to "
        + Scenario.maximumRows.formatted,
      schema: .object([
        "type": .string("array"), "maxItems": .integer(maximum),
        "items": .object([
          "type": .string("integer"), "minimum": .integer(0),
          "maximum": .integer(Scenario.maximumRows),
        ]),
      ]),
      read: { step, object, _ throws(ScenarioError) in
        let itemsNode = try object.required(key)
        let nodes = try itemsNode.array()
        guard nodes.count <= maximum else { throw itemsNode.fail("at most \(maximum) items") }
        var items: [Int] = []
        for node in nodes { items.append(try node.integer(in: 0...Scenario.maximumRows)) }
        step[keyPath: keyPath] = items
      },
      write: { .array($0[keyPath: keyPath].map(JSONValue.integer)) },
      title: { step in
        let items = step[keyPath: keyPath]
        let shown = items.prefix(12).map(String.init).joined(separator: ", ")
        let more = items.count > 12 ? " /* \(items.count - 12) more */" : ""
        return "[\(shown)\(more)]"
      })
  }
}

extension Int {
  /// `10,000`: thousands separated by commas, as the documentation writes numbers.
  fileprivate var formatted: String {
    let digits = Array(String(self))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text += "," }
      text.append(digit)
    }
    return text
  }
}
