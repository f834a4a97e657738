import Foundation

/// An alert or action sheet (UIKit's `UIAlertController`): a view controller presented with
/// `present(_:animated:completion:)` and dismissed with `dismiss(animated:completion:)`, getting
/// the appearance sequence of any presented view controller (contract §5).
///
/// As in UIKit, an alert is presented over its presenter, which stays in the window and gets no
/// disappearance: its ``UIViewController/modalPresentationStyle`` is `.custom`, which Compose
/// models as over full screen. The title is the view controller's ``UIViewController/title``.
/// The buttons are inert: nothing is drawn and nothing taps them (``UIAlertAction``); text fields
/// are not modelled.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// The kind of alert (UIKit's `UIAlertController.Style`, with its raw values).
  public enum Style: Int, Hashable, Sendable {
    /// An action sheet, from the bottom of the screen.
    case actionSheet = 0
    /// A modal alert in the centre of the screen.
    case alert = 1
  }

  /// The descriptive text under the title.
  open var message: String?
  /// The kind of alert.
  public private(set) var preferredStyle: Style = .alert
  /// The actions, in the order added.
  public private(set) var actions: [UIAlertAction] = []
  /// The action shown as preferred. Stored only.
  open var preferredAction: UIAlertAction?

  /// Creates an alert (UIKit's `init(title:message:preferredStyle:)`).
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - message: The descriptive text.
  ///   - preferredStyle: An alert or an action sheet.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// Creates an alert with no title, message or actions.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored: Compose loads no nibs.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .custom
  }

  /// Returns `nil`: Compose reads no archives.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Appends `action` to ``actions`` (UIKit's `addAction(_:)`).
  ///
  /// - Parameter action: The action.
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// The text fields added with ``addTextField(configurationHandler:)``, in order (UIKit's
  /// `textFields`); `nil` when there are none, as in UIKit.
  open var textFields: [UITextField]? { addedTextFields.isEmpty ? nil : addedTextFields }
  private var addedTextFields: [UITextField] = []
  /// What was refused before the alert reached a window, reported when it appears.
  private var refusals: [String] = []

  /// Reports the refused configuration (see ``addTextField(configurationHandler:)``) now that
  /// the alert is in a window, then appears as any view controller.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let pending = refusals
    refusals = []
    for message in pending { composeComponent.report(.unsupportedConfiguration, message) }
  }

  /// Adds a text field and runs `configurationHandler` on it at once (UIKit's
  /// `addTextField(configurationHandler:)`). UIKit raises for an action sheet; Compose adds
  /// nothing and reports `Diagnostic.Code.unsupportedConfiguration` to the observers of the
  /// window the action sheet is presented in, when it is (it is in no window yet).
  ///
  /// - Parameter configurationHandler: Configures the new field.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      refusals.append(
        "addTextField(configurationHandler:) on an action sheet: text fields can only be added "
          + "to an alert (UIKit raises an exception); no field was added")
      return
    }
    let field = UITextField(frame: .zero)
    addedTextFields.append(field)
    configurationHandler?(field)
  }
}
