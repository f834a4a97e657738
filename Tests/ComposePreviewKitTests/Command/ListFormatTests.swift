import ComposePreviewKit
import ComposePreviewScenes
import Foundation
import Testing

/// `list --format json`: the scenes as a JSON document with a schema version.
@Suite struct ListFormatTests {
  let preview = PreviewHarness()

  @Test func listJSONHasEveryBuiltInSceneWithItsSummary() throws {
    #expect(preview.run("list", "--format", "json") == 0)
    let object = try JSONSerialization.jsonObject(with: Data(preview.output.utf8)) as? [String: Any]
    #expect(object?["schemaVersion"] as? Int == 1)
    let scenes = try #require(object?["scenes"] as? [[String: String]])
    #expect(scenes.map { $0["name"] } == Scene.all.map(\.name))
    #expect(scenes.map { $0["summary"] } == Scene.all.map(\.summary))
  }

  @Test func listTextIsTheDefault() {
    #expect(preview.run("list") == 0)
    #expect(preview.output.hasPrefix("  filmstrip "))
    #expect(preview.run("list", "--format", "yaml") == 64)
  }
}
