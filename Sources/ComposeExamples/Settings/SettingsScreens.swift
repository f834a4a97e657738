import Compose

/// Told when the user wants to edit the device name on the ``SettingsScreen``.
public protocol SettingsScreenDelegate: AnyObject {
  /// The user tapped the device name row.
  ///
  /// - Parameter screen: The screen.
  func settingsScreenDidTapDeviceName(_ screen: SettingsScreen)
}

/// The device-name post's settings screen (A): it shows the device name and reports a tap on it.
public final class SettingsScreen: Component {
  /// The device name shown.
  public var deviceName: String
  /// Told when the device name row is tapped. Weak.
  public weak var delegate: (any SettingsScreenDelegate)?

  /// Creates the screen, named `settings`.
  ///
  /// - Parameter deviceName: The name shown first.
  public init(deviceName: String) {
    self.deviceName = deviceName
    super.init(traceName: "settings")
  }

  /// The user taps the device name row.
  public func tapDeviceName() {
    delegate?.settingsScreenDidTapDeviceName(self)
  }
}

/// Told the name saved in a ``DeviceNameEditor`` (the delegate variant).
public protocol DeviceNameEditorDelegate: AnyObject {
  /// The user saved `name`.
  ///
  /// - Parameters:
  ///   - editor: The editor.
  ///   - name: The new name.
  func deviceNameEditor(_ editor: DeviceNameEditor, didSave name: String)
}

/// The device-name post's editor (B): it edits a name and reports it, through a weak delegate or a
/// closure; never through a singleton, and never by reaching for the settings screen.
public final class DeviceNameEditor: Component {
  /// The name being edited.
  public private(set) var text: String
  /// Told the saved name (delegate variant). Weak.
  public weak var delegate: (any DeviceNameEditorDelegate)?
  /// Called with the saved name (closure variant). Capture the receiver weakly.
  public var onSave: ((String) -> Void)?

  /// Creates the editor, named `editor`.
  ///
  /// - Parameter text: The name to start from.
  public init(text: String) {
    self.text = text
    super.init(traceName: "editor")
  }

  /// The user saves `name`.
  ///
  /// - Parameter name: The new name.
  public func save(_ name: String) {
    text = name
    delegate?.deviceNameEditor(self, didSave: name)
    onSave?(name)
  }
}
