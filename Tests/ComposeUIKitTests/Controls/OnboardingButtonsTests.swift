import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// An onboarding page with a title label and a "Continue" button built in code; the button uses
// the closure-based UIAction (iOS 14), so that tapping needs no Objective-C selector. The page is
// presented full screen and dismisses itself.

private final class OnboardingViewController: TracingViewController {
  private let titleLabel = UILabel()
  let continueButton = UIButton(type: .system)
  var onFinish: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    titleLabel.text = "Welcome"
    titleLabel.font = UIFont.boldSystemFont(ofSize: 28)
    titleLabel.textAlignment = .center
    titleLabel.numberOfLines = 0

    continueButton.setTitle("Continue", for: .normal)
    continueButton.setTitleColor(.white, for: .normal)
    continueButton.backgroundColor = .systemBlue
    continueButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    continueButton.layer.cornerRadius = 12
    continueButton.addAction(
      UIAction { [weak self] _ in
        self?.dismiss(animated: true) { self?.onFinish?() }
      }, for: .touchUpInside)

    let stack = UIStackView(arrangedSubviews: [titleLabel, continueButton])
    stack.axis = .vertical
    stack.spacing = 24
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
      continueButton.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
}

@MainActor
@Suite struct OnboardingButtonsTests {
  @Test func theContinueButtonDismissesTheFullScreenPage() {
    let log = EventLog()
    let home = TracingViewController(title: "home", log: log)
    let audit = WindowAudit.showing(home)
    let window = audit.window
    let onboarding = OnboardingViewController(title: "onboarding", log: log)
    onboarding.modalPresentationStyle = .fullScreen
    var finished = false
    onboarding.onFinish = { finished = true }
    home.present(onboarding, animated: false)
    #expect(onboarding.continueButton.title(for: .normal) == "Continue")
    _ = log.drain()

    onboarding.continueButton.sendActions(for: .touchUpInside)
    window.finishAnimations()
    #expect(finished)
    #expect(home.presentedViewController == nil)
    #expect(
      log.drain() == [
        "onboarding.viewWillDisappear(true)",
        "home.viewWillAppear(true)",
        "home.viewIsAppearing(true)",
        "home.viewDidAppear(true)",
        "onboarding.viewDidDisappear(true)",
      ])
    audit.finish()
  }
}
