import Foundation

/// A scrollable, multiline text view (UIKit's `UITextView`). Compose has no keyboard: ``text``
/// is set by code, and ``composeType(_:)`` (the headless typing) asks the delegate, changes the
/// text and tells the delegate, as typing does in UIKit. Appearance is stored only.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  /// The text (UIKit's `text`); `""` when set to `nil`.
  open var text: String! {
    get { textStorage }
    set { textStorage = newValue ?? "" }
  }
  private var textStorage = ""
  /// The styled text (UIKit's `attributedText`), kept in step with ``text``.
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: textStorage) }
    set { textStorage = newValue?.string ?? "" }
  }
  /// The text's font (UIKit's `font`). Stored only.
  open var font: UIFont?
  /// The text's colour (UIKit's `textColor`). Stored only.
  open var textColor: UIColor?
  /// The text's alignment (UIKit's `textAlignment`). Stored only.
  open var textAlignment: NSTextAlignment = .natural
  /// Whether the user may edit the text (UIKit's `isEditable`); ``composeType(_:)`` types
  /// nothing when it is `false`.
  open var isEditable = true
  /// Whether the user may select the text (UIKit's `isSelectable`). Stored only.
  open var isSelectable = true
  /// The insets of the text from the view's edges (UIKit's `textContainerInset`). Stored only.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// The keyboard (UIKit's `keyboardType`). Stored only.
  open var keyboardType: UIKeyboardType = .default
  /// The return key (UIKit's `returnKeyType`). Stored only.
  open var returnKeyType: UIReturnKeyType = .default
  /// Capitalization (UIKit's `autocapitalizationType`). Stored only.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Autocorrection (UIKit's `autocorrectionType`). Stored only.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// A view above the keyboard (UIKit's `inputAccessoryView`). Stored only.
  open var inputAccessoryView: UIView?
  /// Whether the view is being edited: between ``becomeFirstResponder()`` and
  /// ``resignFirstResponder()``.
  open private(set) var isEditing = false
  /// The view's delegate (UIKit's `delegate`, a `UITextViewDelegate`); weak.
  open weak var delegate: (any UITextViewDelegate)?

  /// A text view can become the first responder, as in UIKit.
  open override var canBecomeFirstResponder: Bool { true }

  /// Begins editing (UIKit's `becomeFirstResponder()`): asks `textViewShouldBeginEditing(_:)`,
  /// then tells `textViewDidBeginEditing(_:)`. No keyboard shows.
  ///
  /// - Returns: Whether editing began.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isEditing else { return true }
    guard isEditable, delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    isEditing = true
    delegate?.textViewDidBeginEditing(self)
    return true
  }

  /// Ends editing (UIKit's `resignFirstResponder()`): asks `textViewShouldEndEditing(_:)`, then
  /// tells `textViewDidEndEditing(_:)`.
  ///
  /// - Returns: Whether editing ended.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isEditing else { return super.resignFirstResponder() }
    guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
    _ = super.resignFirstResponder()
    isEditing = false
    delegate?.textViewDidEndEditing(self)
    return true
  }

  /// Types `string` at the end of the text, the headless keyboard: unless the view is not
  /// editable, asks `textView(_:shouldChangeTextIn:replacementText:)`; if allowed, appends it and
  /// tells `textViewDidChange(_:)`, as UIKit does for typing.
  ///
  /// - Parameter string: The typed text.
  /// - Returns: Whether the text changed.
  @discardableResult
  public func composeType(_ string: String) -> Bool {
    guard isEditable else { return false }
    let range = NSRange(location: (textStorage as NSString).length, length: 0)
    guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true
    else { return false }
    textStorage += string
    delegate?.textViewDidChange(self)
    return true
  }
}

/// A text view's delegate (UIKit's `UITextViewDelegate`); every method is optional, with UIKit's
/// default.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin; default `true`.
  ///
  /// - Parameter textView: The view.
  /// - Returns: Whether editing may begin.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  ///
  /// - Parameter textView: The view.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Whether editing may end; default `true`.
  ///
  /// - Parameter textView: The view.
  /// - Returns: Whether editing may end.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing ended.
  ///
  /// - Parameter textView: The view.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether typed text may change the text; default `true`.
  ///
  /// - Parameters:
  ///   - textView: The view.
  ///   - range: The range replaced.
  ///   - text: The replacement.
  /// - Returns: Whether the change may happen.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  /// The text changed.
  ///
  /// - Parameter textView: The view.
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed.
  ///
  /// - Parameter textView: The view.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Returns `true`.
  ///
  /// - Parameter textView: The view.
  /// - Returns: `true`.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameter textView: The view.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Returns `true`.
  ///
  /// - Parameter textView: The view.
  /// - Returns: `true`.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameter textView: The view.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - textView: The view.
  ///   - range: The range replaced.
  ///   - text: The replacement.
  /// - Returns: `true`.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameter textView: The view.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Does nothing.
  ///
  /// - Parameter textView: The view.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
