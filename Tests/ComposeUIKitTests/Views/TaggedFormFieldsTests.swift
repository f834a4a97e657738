import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A sign-up form built in code whose fields are found again by tag, with the brand colour written
// as a colour literal and SF Symbols for the field icons.

private enum FieldTag: Int {
  case name = 100
  case email = 101
}

private final class SignUpViewController: UIViewController {
  // swift-format-ignore: NoPlaygroundLiterals
  let brand = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView()
    for (tag, symbol) in [(FieldTag.name, "person"), (.email, "envelope")] {
      let row = UIView()
      let icon = UIImageView(image: UIImage(systemName: symbol))
      let label = UILabel()
      label.tag = tag.rawValue
      label.textColor = brand
      row.addSubview(icon)
      row.addSubview(label)
      stack.addArrangedSubview(row)
    }
    view.addSubview(stack)
  }

  func fill(name: String, email: String) {
    (view.viewWithTag(FieldTag.name.rawValue) as? UILabel)?.text = name
    (view.viewWithTag(FieldTag.email.rawValue) as? UILabel)?.text = email
  }
}

@MainActor
@Suite struct TaggedFormFieldsTests {
  @Test func fieldsAreFoundByTagDepthFirst() {
    let signUp = SignUpViewController()
    signUp.fill(name: "Ana", email: "ana@example.com")
    #expect((signUp.view.viewWithTag(100) as? UILabel)?.text == "Ana")
    #expect((signUp.view.viewWithTag(101) as? UILabel)?.text == "ana@example.com")
    #expect(signUp.view.viewWithTag(999) == nil)
    #expect(signUp.view.viewWithTag(0) === signUp.view)
    #expect(signUp.brand == UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))
    #expect(UIImage(systemName: "person") != nil)
  }
}
