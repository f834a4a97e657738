import Foundation

/// A single-line text field (UIKit's `UITextField`). Compose has no keyboard: nothing types into
/// it; ``text`` is set by code, and ``composeType(_:)`` (the headless typing) sets it, sends
/// `.editingChanged` to the field's actions and tells its delegate, as typing does in UIKit.
/// Appearance (borders, fonts, keyboards) is stored only.
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// A field's border (UIKit's `UITextField.BorderStyle`, with its raw values). Stored only.
  public enum BorderStyle: Int, Hashable, Sendable {
    /// No border.
    case none = 0
    /// A line.
    case line = 1
    /// A bezel.
    case bezel = 2
    /// A rounded rectangle.
    case roundedRect = 3
  }

  /// When an overlay view shows (UIKit's `UITextField.ViewMode`, with its raw values). Stored
  /// only.
  public enum ViewMode: Int, Hashable, Sendable {
    /// Never.
    case never = 0
    /// While editing.
    case whileEditing = 1
    /// Unless editing.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }

  /// The text (UIKit's `text`); `""` when set to `nil`, as in UIKit.
  open var text: String? {
    get { textStorage }
    set { textStorage = newValue ?? "" }
  }
  private var textStorage = ""
  /// The text shown when the field is empty (UIKit's `placeholder`). Stored only.
  open var placeholder: String?
  /// Whether beginning to edit clears the text (UIKit's `clearsOnBeginEditing`). Stored only.
  open var clearsOnBeginEditing = false
  /// The styled text (UIKit's `attributedText`), kept in step with ``text``.
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: textStorage) }
    set { textStorage = newValue?.string ?? "" }
  }
  /// The styled placeholder (UIKit's `attributedPlaceholder`). Stored only.
  open var attributedPlaceholder: NSAttributedString?
  /// The text's font (UIKit's `font`). Stored only.
  open var font: UIFont?
  /// The text's colour (UIKit's `textColor`). Stored only.
  open var textColor: UIColor?
  /// The text's alignment (UIKit's `textAlignment`). Stored only.
  open var textAlignment: NSTextAlignment = .natural
  /// The border (UIKit's `borderStyle`). Stored only.
  open var borderStyle: BorderStyle = .none
  /// When the clear button shows (UIKit's `clearButtonMode`). Stored only.
  open var clearButtonMode: ViewMode = .never
  /// A view at the field's left (UIKit's `leftView`). Stored only: not placed.
  open var leftView: UIView?
  /// When ``leftView`` shows (UIKit's `leftViewMode`). Stored only.
  open var leftViewMode: ViewMode = .never
  /// A view at the field's right (UIKit's `rightView`). Stored only: not placed.
  open var rightView: UIView?
  /// When ``rightView`` shows (UIKit's `rightViewMode`). Stored only.
  open var rightViewMode: ViewMode = .never
  /// Whether the text is hidden as typed (UIKit's `isSecureTextEntry`). Stored only.
  open var isSecureTextEntry = false
  /// The keyboard (UIKit's `keyboardType`). Stored only.
  open var keyboardType: UIKeyboardType = .default
  /// The return key (UIKit's `returnKeyType`). Stored only.
  open var returnKeyType: UIReturnKeyType = .default
  /// Capitalization (UIKit's `autocapitalizationType`). Stored only.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Autocorrection (UIKit's `autocorrectionType`). Stored only.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// The kind of content, for autofill (UIKit's `textContentType`). Stored only.
  open var textContentType: UITextContentType?
  /// A view shown in place of the keyboard (UIKit's `inputView`). Stored only.
  open var inputView: UIView?
  /// A view above the keyboard (UIKit's `inputAccessoryView`). Stored only.
  open var inputAccessoryView: UIView?
  /// Whether the field is being edited: between ``becomeFirstResponder()`` and
  /// ``resignFirstResponder()`` (UIKit's `isEditing`).
  open private(set) var isEditing = false
  /// The field's delegate (UIKit's `delegate`); weak.
  open weak var delegate: (any UITextFieldDelegate)?

  /// A field can become the first responder, as in UIKit.
  open override var canBecomeFirstResponder: Bool { true }

  /// Begins editing (UIKit's `becomeFirstResponder()`): asks the delegate's
  /// `textFieldShouldBeginEditing(_:)`; in a window, ends the editing of the window's other
  /// field (refused if that field's delegate refuses), as a window has one first responder; then
  /// tells `textFieldDidBeginEditing(_:)` and sends `.editingDidBegin`. No keyboard shows.
  ///
  /// - Returns: Whether editing began.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isEditing else { return true }
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    if let current = window?.editingTextField, current !== self {
      guard current.resignFirstResponder() else { return false }
    }
    guard super.becomeFirstResponder() else { return false }
    isEditing = true
    window?.editingTextField = self
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Ends editing (UIKit's `resignFirstResponder()`): asks `textFieldShouldEndEditing(_:)`, then
  /// tells `textFieldDidEndEditing(_:)` and sends `.editingDidEnd`.
  ///
  /// - Returns: Whether editing ended.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    resign(forcing: false)
  }

  /// Ends editing; `forcing` skips asking `textFieldShouldEndEditing(_:)` (`endEditing(true)`).
  func resign(forcing: Bool) -> Bool {
    guard isEditing else { return super.resignFirstResponder() }
    guard forcing || delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    _ = super.resignFirstResponder()
    isEditing = false
    if window?.editingTextField === self { window?.editingTextField = nil }
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    return true
  }

  /// Types `string` at the end of the text, the headless keyboard: asks the delegate's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)`; if allowed, appends it, sends
  /// `.editingChanged` and tells `textFieldDidChangeSelection(_:)`, as UIKit does for typing.
  ///
  /// - Parameter string: The typed text.
  /// - Returns: Whether the delegate let the text change.
  @discardableResult
  public func composeType(_ string: String) -> Bool {
    let range = NSRange(location: (textStorage as NSString).length, length: 0)
    guard
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string)
        ?? true
    else { return false }
    textStorage += string
    sendActions(for: .editingChanged)
    delegate?.textFieldDidChangeSelection(self)
    return true
  }

  /// Presses the return key, headlessly: asks the delegate's `textFieldShouldReturn(_:)` and
  /// sends `.editingDidEndOnExit` when it agrees, as UIKit does.
  ///
  /// - Returns: The delegate's answer (`true` without a delegate).
  @discardableResult
  public func composeReturn() -> Bool {
    let shouldReturn = delegate?.textFieldShouldReturn(self) ?? true
    if shouldReturn { sendActions(for: .editingDidEndOnExit) }
    return shouldReturn
  }
}

/// A text field's delegate (UIKit's `UITextFieldDelegate`); every method is optional, with
/// UIKit's default.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin; default `true`.
  ///
  /// - Parameter textField: The field.
  /// - Returns: Whether editing may begin.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  ///
  /// - Parameter textField: The field.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end; default `true`.
  ///
  /// - Parameter textField: The field.
  /// - Returns: Whether editing may end.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  ///
  /// - Parameter textField: The field.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether typed text may change the field's text; default `true`.
  ///
  /// - Parameters:
  ///   - textField: The field.
  ///   - range: The range replaced.
  ///   - string: The replacement.
  /// - Returns: Whether the change may happen.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The selection or text changed.
  ///
  /// - Parameter textField: The field.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may clear; default `true`.
  ///
  /// - Parameter textField: The field.
  /// - Returns: Whether to clear.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the return key is honoured; default `true`.
  ///
  /// - Parameter textField: The field.
  /// - Returns: Whether to process the return key.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Returns `true`.
  ///
  /// - Parameter textField: The field.
  /// - Returns: `true`.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameter textField: The field.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Returns `true`.
  ///
  /// - Parameter textField: The field.
  /// - Returns: `true`.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameter textField: The field.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - textField: The field.
  ///   - range: The range replaced.
  ///   - string: The replacement.
  /// - Returns: `true`.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameter textField: The field.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// Returns `true`.
  ///
  /// - Parameter textField: The field.
  /// - Returns: `true`.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Returns `true`.
  ///
  /// - Parameter textField: The field.
  /// - Returns: `true`.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
