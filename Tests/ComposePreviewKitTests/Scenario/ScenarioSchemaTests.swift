import ComposePreviewKit
import ComposePreviewScenes
import Foundation
import Testing

/// `docs/scenario.schema.json`, the JSON Schema editors check scenario files with, describes
/// every registered step action and component kind with exactly the keys the reader accepts, so
/// adding a step or a kind without updating the schema fails here; the example files refer to it
/// with `"$schema"`, which the reader accepts and ignores.
@Suite struct ScenarioSchemaTests {
  static let root = StepRoundTripTests.root

  /// The schema's alternatives under `$defs.<definition>.oneOf`, by the constant of
  /// `discriminator`, each with its property names.
  static func alternatives(_ definition: String, by discriminator: String) throws
    -> [String: Set<String>]
  {
    let data = try Data(
      contentsOf: root.appendingPathComponent("docs/scenario.schema.json"))
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    let defs = try #require(schema["$defs"] as? [String: Any])
    let node = try #require(defs[definition] as? [String: Any])
    let options = try #require(node["oneOf"] as? [[String: Any]])
    var result: [String: Set<String>] = [:]
    for option in options {
      let properties = try #require(option["properties"] as? [String: Any])
      let constant = try #require(
        (properties[discriminator] as? [String: Any])?["const"] as? String)
      #expect(option["additionalProperties"] as? Bool == false, "\(constant) rejects unknown keys")
      result[constant] = Set(properties.keys)
    }
    #expect(result.count == options.count, "no two alternatives share \(discriminator)")
    return result
  }

  @Test func theSchemaDescribesEveryStepActionWithItsKeys() throws {
    let steps = try Self.alternatives("step", by: "action")
    #expect(Set(steps.keys) == Set(Scenario.stepActions))
    for (action, keys) in Scenario.stepKeys {
      #expect(steps[action] == Set(keys + ["action", "note"]), "the keys of \(action)")
    }
  }

  @Test func theSchemaDescribesEveryComponentKindWithItsKeys() throws {
    let kinds = try Self.alternatives("component", by: "kind")
    #expect(Set(kinds.keys) == Set(Scenario.kindNames))
    for (kind, keys) in Scenario.kindKeys {
      #expect(kinds[kind] == Set(keys + ["name", "kind"]), "the keys of \(kind)")
    }
  }

  @Test func everyExampleFileNamesTheSchemaAndStillReads() throws {
    let directory = Self.root.appendingPathComponent("docs/scenarios")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") }
    #expect(!files.isEmpty)
    for file in files {
      let data = try Data(contentsOf: directory.appendingPathComponent(file))
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(object["$schema"] as? String == "../scenario.schema.json", "\(file)")
      #expect(throws: Never.self) { try Scenario.decode(json: [UInt8](data)) }
    }
  }

  @Test func aSchemaKeyMustBeAString() {
    let named = "{\"$schema\": \"x.json\", \"components\": [{\"name\": \"a\"}], \"steps\": []}"
    #expect(throws: Never.self) { try Scenario.decode(json: Array(named.utf8)) }
    let number = "{\"$schema\": 3, \"components\": [{\"name\": \"a\"}], \"steps\": []}"
    let error = #expect(throws: ScenarioError.self) {
      try Scenario.decode(json: Array(number.utf8))
    }
    #expect(error?.description.contains("$schema") == true, "\(String(describing: error))")
  }
}
