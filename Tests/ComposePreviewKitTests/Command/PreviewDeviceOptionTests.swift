import ComposePreviewKit
import Foundation
import Testing

/// `--device` and `--orientation`: the window a run starts with.
@Suite struct PreviewDeviceOptionTests {
  static let scenario = #"""
    {
      "components": [{ "name": "root" }],
      "steps": [
        { "action": "set-root", "component": "root" },
        { "action": "show-window" },
        { "action": "rotate", "orientation": "portrait" },
        { "action": "rotate", "orientation": "landscape" }
      ]
    }
    """#

  func run(_ options: String...) -> String {
    let preview = PreviewHarness()
    preview.files["screen.json"] = Array(Self.scenario.utf8)
    let status = preview.run(["run", "screen.json"] + options)
    #expect(status == 0, "\(preview.error)")
    return preview.output
  }

  /// A tablet in landscape starts 1180 wide: turning it to portrait tells the new size, and its
  /// size classes stay regular (no trait change); a phone starts in portrait, so the same
  /// rotation to portrait tells nothing and the one to landscape changes its height's class.
  @Test func theDeviceAndOrientationChooseTheWindowARunStartsWith() {
    let pad = run("--device", "pad", "--orientation", "landscape")
    #expect(pad.contains("viewWillTransition(toSize: 820x1180)"))
    #expect(!pad.contains("traitsDidChange"))
    let phone = run()
    #expect(!phone.contains("toSize: 390x844"))
    #expect(phone.contains("viewWillTransition(toSize: 844x390)"))
    #expect(phone.contains("verticalSizeClass: regular -> compact"))
  }

  @Test func anUnknownDeviceIsAUsageError() {
    let preview = PreviewHarness()
    #expect(preview.run("run", "containment", "--device", "watch") == 64)
    #expect(preview.error.contains("'phone' or 'pad'") || preview.error.contains("phone"))
  }
}
