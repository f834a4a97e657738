import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// `endEditing(_:)` as Apple documents it: the text field editing inside the view resigns first
// responder; without `force` its delegate may refuse (`textFieldShouldEndEditing(_:)`), with
// `force` it may not.

private final class Stubborn: NSObject, UITextFieldDelegate {
  var ended = 0
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
  func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
}

@MainActor
@Suite struct EndEditingTests {
  @Test func endEditingResignsTheFieldEditingInsideTheView() {
    let screen = UIViewController()
    let audit = WindowAudit.showing(screen)
    let form = UIView()
    let name = UITextField(frame: .zero)
    form.addSubview(name)
    screen.view.addSubview(form)
    #expect(name.becomeFirstResponder())
    #expect(name.isEditing)
    #expect(screen.view.endEditing(false))
    #expect(!name.isEditing)
    #expect(!name.isFirstResponder)
    audit.finish()
  }

  @Test func aDelegateMayRefuseUnlessForced() {
    let screen = UIViewController()
    let audit = WindowAudit.showing(screen)
    let name = UITextField(frame: .zero)
    let delegate = Stubborn()
    name.delegate = delegate
    screen.view.addSubview(name)
    name.becomeFirstResponder()
    #expect(!screen.view.endEditing(false))
    #expect(name.isEditing)
    #expect(screen.view.endEditing(true))
    #expect(!name.isEditing)
    #expect(delegate.ended == 1)
    audit.finish()
  }
}
