import ComposeUIKit
import Testing

@Suite struct AttributedTextTests {
  /// Written as UIKit apps write a styled greeting and a styled navigation bar.
  final class ContainerViewController: UIViewController {
    let greetingText = UILabel()

    override func viewDidLoad() {
      super.viewDidLoad()
      navigationController?.navigationBar.titleTextAttributes = [
        .foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 17),
      ]
      greetingText.attributedText = NSAttributedString(
        string: "Welcome",
        attributes: [
          NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12),
          NSAttributedString.Key.foregroundColor: UIColor.black.withAlphaComponent(0.7),
        ])
      greetingText.adjustsFontSizeToFitWidth = true
      greetingText.minimumScaleFactor = 0.5
      view.addSubview(greetingText)
    }
  }

  @Test func attributedTextSetsTheTextAndKeepsItsAttributes() {
    let container = ContainerViewController()
    let navigation = UINavigationController(rootViewController: container)
    let audit = WindowAudit.showing(navigation, frame: UIScreen.main.bounds)

    #expect(container.greetingText.text == "Welcome")
    let stored = container.greetingText.attributedText
    #expect(stored?.string == "Welcome")
    let color = stored?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
    #expect(color == UIColor.black.withAlphaComponent(0.7))
    #expect(navigation.navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
    #expect(navigation.navigationBar.largeTitleTextAttributes == nil)
    audit.finish()
  }

  @Test func settingTheTextMakesTheAttributedTextPlain() {
    let label = UILabel()
    #expect(label.attributedText == nil)
    label.attributedText = NSAttributedString(
      string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
    label.text = "Plain"
    #expect(label.attributedText?.string == "Plain")
    #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) == nil)
    label.attributedText = nil
    #expect(label.text == nil)
  }

  @Test func theKeysAreDistinct() {
    let keys: Set<NSAttributedString.Key> = [.font, .foregroundColor, .backgroundColor]
    #expect(keys.count == 3)
  }
}
