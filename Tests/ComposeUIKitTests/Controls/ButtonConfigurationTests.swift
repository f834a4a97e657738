import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A checkout screen's buttons written with iOS 15's button configurations: a filled "Buy" button
// with a subtitle and a trailing image, and a "Follow" toggle whose title follows its selection
// through `configurationUpdateHandler`.

private final class CheckoutViewController: UIViewController {
  var purchases = 0
  let cartImage = UIImage(systemName: "cart")
  private(set) var buyButton: UIButton!
  let followButton = UIButton(configuration: .tinted())

  override func viewDidLoad() {
    super.viewDidLoad()
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Buy"
    configuration.subtitle = "Free delivery"
    configuration.image = cartImage
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 8
    configuration.titlePadding = 2
    configuration.titleAlignment = .center
    configuration.cornerStyle = .capsule
    configuration.buttonSize = .large
    configuration.baseBackgroundColor = .systemGreen
    configuration.baseForegroundColor = .white
    configuration.contentInsets = NSDirectionalEdgeInsets(
      top: 10, leading: 20, bottom: 10, trailing: 20)
    configuration.background.cornerRadius = 12
    buyButton = UIButton(
      configuration: configuration,
      primaryAction: UIAction { [weak self] _ in self?.purchases += 1 })

    followButton.configurationUpdateHandler = { button in
      var updated = button.configuration
      updated?.title = button.isSelected ? "Following" : "Follow"
      updated?.showsActivityIndicator = !button.isEnabled
      button.configuration = updated
    }
    followButton.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.followButton.isSelected.toggle()
      }, for: .primaryActionTriggered)

    let stack = UIStackView(arrangedSubviews: [buyButton, followButton])
    stack.axis = .vertical
    view.addSubview(stack)
  }
}

@MainActor
@Suite struct ButtonConfigurationTests {
  @Test func aConfiguredButtonKeepsItsConfigurationAndRunsItsPrimaryAction() throws {
    let screen = CheckoutViewController()
    screen.loadViewIfNeeded()
    let configuration = try #require(screen.buyButton.configuration)
    #expect(configuration.title == "Buy")
    #expect(configuration.subtitle == "Free delivery")
    #expect(configuration.image === screen.cartImage)
    #expect(configuration.imagePlacement == .trailing)
    #expect(configuration.imagePadding == 8)
    #expect(configuration.titlePadding == 2)
    #expect(configuration.titleAlignment == .center)
    #expect(configuration.cornerStyle == .capsule)
    #expect(configuration.buttonSize == .large)
    #expect(configuration.baseBackgroundColor == .systemGreen)
    #expect(configuration.baseForegroundColor == .white)
    #expect(
      configuration.contentInsets
        == NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
    #expect(configuration.background.cornerRadius == 12)

    screen.buyButton.sendActions(for: .primaryActionTriggered)
    screen.buyButton.sendActions(for: .primaryActionTriggered)
    #expect(screen.purchases == 2)
  }

  @Test func theTitleAndTheAttributedTitleMatch() {
    // Apple's documentation: `title` matches the string value of `attributedTitle`.
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Sign in"
    #expect(configuration.attributedTitle.map { String($0.characters) } == "Sign in")
    configuration.attributedTitle = AttributedString("Sign up")
    #expect(configuration.title == "Sign up")
    configuration.subtitle = "It is free"
    #expect(configuration.attributedSubtitle.map { String($0.characters) } == "It is free")
    configuration.title = nil
    #expect(configuration.attributedTitle == nil)
  }

  @Test func aTitleTransformerSetsUIKitsAttributes() {
    var configuration = UIButton.Configuration.plain()
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
      incoming in
      var outgoing = incoming
      outgoing.font = UIFont.boldSystemFont(ofSize: 17)
      outgoing.foregroundColor = UIColor.systemRed
      return outgoing
    }
    let attributes = configuration.titleTextAttributesTransformer?(AttributeContainer())
    #expect(attributes?.font == UIFont.boldSystemFont(ofSize: 17))
    #expect(attributes?.foregroundColor == .systemRed)

    var title = AttributedString("Buy")
    title.font = UIFont.systemFont(ofSize: 15)
    configuration.attributedTitle = title
    #expect(configuration.attributedTitle?.font == UIFont.systemFont(ofSize: 15))
    #expect(configuration.title == "Buy")
  }

  @Test func theUpdateHandlerFollowsTheButtonsState() {
    let screen = CheckoutViewController()
    screen.loadViewIfNeeded()
    let follow = screen.followButton
    follow.layoutIfNeeded()
    #expect(follow.configuration?.title == "Follow")

    follow.sendActions(for: .primaryActionTriggered)
    follow.layoutIfNeeded()
    #expect(follow.isSelected)
    #expect(follow.configuration?.title == "Following")

    follow.isEnabled = false
    follow.layoutIfNeeded()
    #expect(follow.configuration?.showsActivityIndicator == true)
  }

  @Test func setNeedsUpdateConfigurationRunsTheHandlerAgain() {
    let button = UIButton(configuration: .gray())
    var runs = 0
    var label = "Retry"
    button.configurationUpdateHandler = { button in
      runs += 1
      button.configuration?.title = label
    }
    button.layoutIfNeeded()
    #expect(button.configuration?.title == "Retry")
    let runsBefore = runs

    label = "Retrying"
    button.setNeedsUpdateConfiguration()
    button.layoutIfNeeded()
    #expect(runs > runsBefore)
    #expect(button.configuration?.title == "Retrying")
  }

  @Test func everyStyleMakesAConfiguration() {
    let styles: [UIButton.Configuration] = [
      .plain(), .gray(), .tinted(), .filled(), .borderless(), .bordered(), .borderedTinted(),
      .borderedProminent(),
    ]
    for var style in styles {
      #expect(style.title == nil)
      style.title = "OK"
      let button = UIButton(configuration: style)
      #expect(button.configuration?.title == "OK")
      #expect(button.configuration?.updated(for: button).title == "OK")
    }
  }
}
