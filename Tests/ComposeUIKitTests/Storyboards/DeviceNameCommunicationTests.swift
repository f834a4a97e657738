import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The device-name post ("View communication in iOS"): Settings shows the device name; tapping it
// pushes an editor; the new name goes back when the editor is about to disappear. Two variants from
// the post, a weak delegate with a protocol and a closure capturing the presenter weakly; never a
// singleton. Either way the editor is released after the pop and the settings screen hears the name
// before it reappears.

private protocol DeviceNameViewControllerDelegate: AnyObject {
  func deviceNameViewController(_ controller: DeviceNameViewController, didChangeName name: String)
}

private final class DeviceNameViewController: TracingViewController {
  var name: String = ""
  weak var delegate: DeviceNameViewControllerDelegate?
  var callback: ((String) -> Void)?

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    delegate?.deviceNameViewController(self, didChangeName: name)
    callback?(name)
  }
}

private final class SettingsViewController: TracingViewController, DeviceNameViewControllerDelegate
{
  enum Communication { case delegate, closure }

  var name = "iPhone"
  var communication = Communication.delegate

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("settings shows \(name)")
  }

  /// What tapping the "Name" row does: the storyboard's segue to the editor (the device-name post's
  /// `toB`).
  func showDeviceName() {
    performSegue(withIdentifier: "toB", sender: self)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "toB", let controller = segue.destination as? DeviceNameViewController {
      controller.name = name
      switch communication {
      case .delegate:
        controller.delegate = self
      case .closure:
        controller.callback = { [weak self] name in
          self?.name = name
          self?.log.append("settings.name = \(name) (closure)")
        }
      }
    }
  }

  func deviceNameViewController(_ controller: DeviceNameViewController, didChangeName name: String)
  {
    self.name = name
    log.append("settings.name = \(name) (delegate)")
  }
}

/// The app's storyboard: Settings, the editor, and the `toB` segue between them (a show segue, so
/// the editor is pushed).
private func settingsStoryboard(log: EventLog) -> UIStoryboard {
  #if os(iOS)
    return UIStoryboard(name: "Settings", bundle: nil)
  #else
    let archives = ComposeArchives()
    archives.registerScene("settings", in: "Settings", isInitial: true) {
      SettingsViewController(title: "settings", log: log)
    }
    archives.registerScene("deviceName", in: "Settings") {
      DeviceNameViewController(title: "deviceName", log: log)
    }
    archives.registerSegue("toB", in: "Settings", kind: .show, to: "deviceName")
    return archives.run { UIStoryboard(name: "Settings", bundle: nil) }
  #endif
}

@MainActor
@Suite struct DeviceNameCommunicationTests {
  @Test func theDelegateBringsTheNameBackBeforeSettingsReappears() {
    checkTheNameComesBack(by: .delegate)
  }

  @Test func theClosureBringsTheNameBackBeforeSettingsReappears() {
    checkTheNameComesBack(by: .closure)
  }

  private func checkTheNameComesBack(by communication: SettingsViewController.Communication) {
    let log = EventLog()
    let storyboard = settingsStoryboard(log: log)
    guard let settings = storyboard.instantiateInitialViewController() as? SettingsViewController
    else {
      Issue.record("the storyboard's initial view controller is not Settings")
      return
    }
    settings.communication = communication
    let navigation = UINavigationController(rootViewController: settings)
    navigation.title = "nav"
    let audit = WindowAudit.showing(navigation)
    let window = audit.window
    settings.showDeviceName()
    window.finishAnimations()
    weak var editor: DeviceNameViewController?
    editor = navigation.topViewController as? DeviceNameViewController
    editor?.name = "Axel's iPhone"
    _ = log.drain()

    navigation.popViewController(animated: true)
    #expect(
      log.drain() == [
        "deviceName.willMove(toParent: nil)",
        "deviceName.viewWillDisappear(true)",
        "settings.name = Axel's iPhone (\(communication == .delegate ? "delegate" : "closure"))",
        "settings.viewWillAppear(true)",
        "settings shows Axel's iPhone",
        "settings.viewIsAppearing(true)",
      ])
    window.finishAnimations()
    #expect(
      log.drain() == [
        "deviceName.viewDidDisappear(true)",
        "settings.viewDidAppear(true)",
        "deviceName.didMove(toParent: nil)",
      ])
    #expect(settings.name == "Axel's iPhone")
    #expect(editor == nil)
    audit.finish()
  }

  @Test func theEditorDoesNotKeepSettingsAlive() {
    let log = EventLog()
    var settings =
      settingsStoryboard(log: log).instantiateInitialViewController() as? SettingsViewController
    weak var released: SettingsViewController?
    released = settings
    var navigation: UINavigationController? = UINavigationController(rootViewController: settings!)
    settings?.showDeviceName()
    let editor = navigation?.topViewController as? DeviceNameViewController
    settings = nil
    navigation = nil

    // The editor outlives the screens; its weak delegate does not keep them.
    #expect(released == nil)
    #expect(editor?.delegate == nil)
  }
}
