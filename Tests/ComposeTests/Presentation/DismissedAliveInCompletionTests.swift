import Compose
import Testing

/// Contract §5: a dismissed component is alive in its own completion and released after it
/// unless user code holds it.
@Suite struct EngineDismissedAliveInCompletionTests {
  @Test(arguments: [false, true])
  func aDismissedComponentIsAliveInItsCompletionAndReleasedAfter(_ animated: Bool) {
    let window = Window()
    let root = Component(traceName: "root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    weak var weakSheet: Component?
    do {
      let sheet = Component(traceName: "sheet")
      weakSheet = sheet
      root.present(sheet, animated: false)
    }
    var aliveInCompletion: Bool?
    root.dismiss(animated: animated) { aliveInCompletion = weakSheet != nil }
    window.runUntilIdle()
    #expect(aliveInCompletion == true)
    #expect(weakSheet == nil)
  }
}
