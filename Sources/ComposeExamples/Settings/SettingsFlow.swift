import Compose

/// The device-name post's flow: it pushes the editor when the device name is tapped and, when a
/// name is saved, shows it on the settings screen and pops the editor.
public final class SettingsFlow: Flow, SettingsScreenDelegate, DeviceNameEditorDelegate {
  /// How the editor reports back.
  public enum Variant: String, Sendable, CaseIterable {
    /// Through ``DeviceNameEditorDelegate`` (weak).
    case delegate
    /// Through ``DeviceNameEditor/onSave`` (a closure capturing the flow weakly).
    case closure
  }

  /// The variant used.
  public let variant: Variant
  /// The settings screen.
  public let settings: SettingsScreen
  /// Whether transitions are animated.
  public var animated = true

  /// Creates the flow, named `settings-<variant>`.
  ///
  /// - Parameters:
  ///   - variant: How the editor reports back.
  ///   - deviceName: The first device name.
  public init(variant: Variant, deviceName: String = "iPhone") {
    self.variant = variant
    settings = SettingsScreen(deviceName: deviceName)
    super.init(traceName: "settings-\(variant.rawValue)")
  }

  /// Puts the settings screen in the stack.
  public override func setUp() {
    settings.delegate = self
    navigation.setStack([settings], animated: false)
  }

  /// Pushes an editor wired with the flow's variant.
  public func settingsScreenDidTapDeviceName(_ screen: SettingsScreen) {
    let editor = DeviceNameEditor(text: screen.deviceName)
    switch variant {
    case .delegate:
      editor.delegate = self
    case .closure:
      editor.onSave = { [weak self] name in self?.apply(name) }
    }
    navigation.push(editor, animated: animated)
  }

  /// Applies the saved name.
  public func deviceNameEditor(_ editor: DeviceNameEditor, didSave name: String) {
    apply(name)
  }

  private func apply(_ name: String) {
    settings.deviceName = name
    navigation.pop(animated: animated)
  }
}

/// The device-name post's app built in a window, with the actions a scene takes.
public final class SettingsApp {
  /// The window the app runs in.
  public let window: Window
  /// The app's flow.
  public let flow: SettingsFlow

  /// Creates the app in `window`.
  ///
  /// - Parameters:
  ///   - window: The window to run in.
  ///   - variant: How the editor reports back.
  public init(window: Window, variant: SettingsFlow.Variant) {
    self.window = window
    flow = SettingsFlow(variant: variant)
  }

  /// Installs the flow's container, starts the flow and shows the window.
  public func launch() {
    window.rootComponent = flow.navigation
    flow.start()
    window.makeKeyAndVisible()
  }

  /// The user taps the device name.
  public func tapDeviceName() {
    flow.settings.tapDeviceName()
  }

  /// The user saves `name` in the editor on screen (if any).
  ///
  /// - Parameter name: The new name.
  public func save(_ name: String) {
    (flow.navigation.topComponent as? DeviceNameEditor)?.save(name)
  }
}
