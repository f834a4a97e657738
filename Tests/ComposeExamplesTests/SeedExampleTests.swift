import Compose
import ComposeExamples
import ComposeTesting
import Testing

/// The seed apps, driven the way a preview scene drives them.
@Suite struct SeedExampleTests {
  @Test func seed000PushesForPushPresentsForModalAndDismissesOnRequest() {
    let window = Window()
    let harness = LifecycleHarness(wrapping: window)
    defer { harness.finish() }
    let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
    window.addObserver(recorder)
    let app = MessageApp(window: window)
    app.launch()
    #expect(app.flow.rootScreen.appearanceState == .appeared)
    app.enter("nothing")
    #expect(app.flow.navigation.stack.count == 1 && app.flow.navigation.presentedComponent == nil)
    app.enter("Push me")
    window.runUntilIdle()
    #expect(app.flow.navigation.stack.map(\.traceName) == ["root", "other Push me"])
    app.tapBack()
    window.runUntilIdle()
    #expect(app.flow.navigation.stack.map(\.traceName) == ["root"])
    weak var modalFlow: ModalFlow?
    app.enter("a modal")
    window.runUntilIdle()
    modalFlow = app.flow.modalFlow
    let modal = app.flow.navigation.presentedComponent as? NavigationContainer
    let other = modal?.topComponent as? OtherScreen
    #expect(other?.text == "a modal" && other?.showsCloseButton == true)
    #expect(
      other?.appearanceState == .appeared && app.flow.rootScreen.appearanceState == .disappeared)
    #expect(modalFlow != nil)
    recorder.reset()
    app.tapClose()
    window.runUntilIdle()
    #expect(app.flow.navigation.presentedComponent == nil)
    #expect(app.flow.rootScreen.appearanceState == .appeared)
    #expect(modalFlow == nil, "the modal's flow lives exactly as long as the modal")
    #expect(
      recorder.traces.contains("other a modal.viewDidDisappear(true)")
        && recorder.traces.contains("root.viewDidAppear(true)"))
  }

  @Test(arguments: SettingsFlow.Variant.allCases)
  func seed003EditsTheDeviceNameWithoutLeaks(variant: SettingsFlow.Variant) {
    weak var weakEditor: DeviceNameEditor?
    weak var weakFlow: SettingsFlow?
    do {
      let app = SettingsApp(window: Window(), variant: variant)
      let harness = LifecycleHarness(wrapping: app.window)
      defer { harness.finish() }
      app.launch()
      app.tapDeviceName()
      app.window.runUntilIdle()
      weakEditor = app.flow.navigation.topComponent as? DeviceNameEditor
      #expect(weakEditor?.text == "iPhone")
      #expect((weakEditor?.delegate != nil) == (variant == .delegate))
      #expect((weakEditor?.onSave != nil) == (variant == .closure))
      app.save("Kitchen")
      app.window.runUntilIdle()
      #expect(app.flow.settings.deviceName == "Kitchen")
      #expect(app.flow.navigation.stack.map(\.traceName) == ["settings"])
      #expect(weakEditor == nil, "the popped editor is released")
      app.tapDeviceName()  // an editor on screen when the app goes away
      app.window.runUntilIdle()
      weakEditor = app.flow.navigation.topComponent as? DeviceNameEditor
      weakFlow = app.flow
    }
    #expect(weakEditor == nil && weakFlow == nil, "no cycle through the closure or the delegate")
  }

  @Test func seed001LoginUsesItsOwnErrorAndHomeTheDefaults() {
    let window = Window()
    let harness = LifecycleHarness(wrapping: window)
    defer { harness.finish() }
    let app = StatesApp(window: window)
    app.launch()
    #expect(app.login.states.currentComponent?.traceName == "login form")
    app.login.submit()
    #expect(app.login.states.currentComponent is DefaultLoadingComponent)
    app.login.finishLogin(error: LoadingFailed(message: "wrong password"))
    #expect(app.login.states.currentComponent is LoginErrorComponent)
    app.login.submit()
    app.login.finishLogin(error: nil)
    let home = app.home
    #expect(home?.states.currentComponent is DefaultLoadingComponent)
    #expect(home?.states.currentComponent?.appearanceState == .appeared)
    home?.loaded(count: 0)
    #expect(home?.states.currentComponent is DefaultEmptyComponent)
    home?.failed(LoadingFailed(message: "offline"))
    #expect(home?.states.currentComponent is DefaultErrorComponent)
    home?.loaded(count: 3)
    #expect(home?.states.currentComponent?.traceName == "feed")
  }
}
