import Compose
import ComposePreviewKit
import ComposePreviewScenes
import Testing

/// `PreviewCommand.run(_:scenes:)`, the entry point behind `PreviewCommand.main(scenes:)`: scenes
/// written in Swift over a team's own components get the whole command line.
@Suite struct CustomScenesTests {
  let preview = PreviewHarness()

  init() {
    preview.scenes = [.profile, .wrongRemoval]
  }

  @Test func listShowsTheGivenScenesInOrderAndNoBuiltInOne() {
    #expect(preview.run("list") == 0)
    #expect(
      preview.output
        == "  profile                 A profile: header and posts.\n"
        + "  wrong-removal           Removes a child wrongly.\n")
  }

  @Test func runRunsACustomSceneByName() {
    #expect(preview.run("run", "profile", "--color", "never") == 0, "\(preview.error)")
    #expect(preview.output.hasPrefix("step 1: window.rootComponent = profile\n"))
    #expect(preview.output.contains("step 3: profile.posts.scroll(to: 200)\n"))
    // The header is embedded while the screen's view loads, before anything appears (§3).
    let lines = preview.output.split(separator: "\n").map(String.init)
    let willMove = lines.firstIndex { $0.contains("\"header\": willMove(toParent:") }
    let didMove = lines.firstIndex { $0.contains("\"header\": didMove(toParent:") }
    let appears = lines.firstIndex { $0.contains("\"header\": viewWillAppear") }
    #expect(willMove != nil && didMove != nil && appears != nil)
    if let willMove, let didMove, let appears {
      #expect(willMove < didMove && didMove < appears)
    }
    #expect(preview.output.contains("PostComponent \"post 0\""))
  }

  @Test func aBuiltInSceneIsUnknownWhenNotGiven() {
    #expect(preview.run("run", "filmstrip") == 64)
    #expect(
      preview.error.hasPrefix(
        "Error: Unknown scene 'filmstrip' (scenes: profile, wrong-removal; a scenario file"))
  }

  @Test func scenarioFilesStillRun() {
    preview.file(
      "one.json",
      #"{"components": [{"name": "a"}], "steps": [{"action": "set-root", "component": "a"}]}"#)
    #expect(preview.run("run", "one.json") == 0, "\(preview.error)")
  }

  @Test func checkComparesACustomSceneWithItsGolden() {
    #expect(preview.run("check", "profile", "--golden", "p.txt", "--record", "missing") == 1)
    let golden = String(decoding: preview.files["p.txt"] ?? [], as: UTF8.self)
    #expect(golden.hasPrefix("# compose golden 1: format=text full=false\nstep 1: "))
    #expect(preview.run("check", "profile", "--golden", "p.txt") == 0, "\(preview.error)")
    #expect(preview.output == "The output of profile matches p.txt.\n")
    preview.files["p.txt"] = Array(golden.replacingOccurrences(of: "post 0", with: "post 9").utf8)
    #expect(preview.run("check", "profile", "--golden", "p.txt") == 1)
    #expect(preview.output.contains("+"))
  }

  @Test func auditGatesACustomScene() {
    #expect(preview.run("run", "profile", "--audit") == 0)
    #expect(preview.run("run", "wrong-removal", "--audit") == 1)
    #expect(preview.output.contains("missingWillMoveToNil at "))
    #expect(preview.run("run", "wrong-removal", "--audit", "--format", "json") == 1)
    #expect(preview.output.contains("\"kind\": \"missingWillMoveToNil\""))
    preview.run("check", "wrong-removal", "--audit", "--golden", "w.txt", "--record", "missing")
    #expect(preview.run("check", "wrong-removal", "--audit", "--golden", "w.txt") == 1)
    #expect(preview.error.hasPrefix("Audit failed: "))
  }

  @Test func helpAndUsageNameTheExecutable() {
    preview.commandName = "profile-preview"
    #expect(preview.run("--help") == 0)
    #expect(preview.output.contains("USAGE: profile-preview <subcommand>\n"))
    #expect(!preview.output.contains("compose-preview"))
    #expect(preview.run("help", "run") == 0)
    #expect(preview.output.contains("USAGE: profile-preview run <scene-or-file>"))
    #expect(preview.output.contains("(see 'profile-preview list')"))
    #expect(preview.run("run", "--bogus") == 64)
    #expect(preview.error.contains("\nSee 'profile-preview run --help'"))
  }

  @Test(arguments: [
    ("", "a scene has an empty name"),
    ("-p", "the scene name \"-p\" starts with '-'"),
    ("a/b", "the scene name \"a/b\" contains '/' or ends in '.json'"),
    ("p.json", "the scene name \"p.json\" contains '/' or ends in '.json'"),
    ("my profile", "the scene name \"my profile\" contains a space or a control character"),
    ("profile", "two scenes are named \"profile\""),
  ])
  func namesThatCannotBeTypedOrAreTakenTwiceExit64(name: String, message: String) {
    let scene = Scene(name: name, summary: "s") { SceneScript(window: Window()) }
    preview.scenes = [.profile, scene]
    #expect(preview.run("list") == 64)
    #expect(preview.output.isEmpty)
    #expect(preview.error.hasPrefix("Error: \(message)"), "\(preview.error)")
    #expect(preview.error.hasSuffix("; give each scene its own name.\n"))
  }
}
