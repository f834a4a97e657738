import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A profile header built in code the way apps style one: a round avatar with a white border and
// a shadow, a symbol image with a configuration, labels that follow the text size, constraints at
// the system spacing, and a screen forced to the dark appearance.

private final class ProfileHeaderView: UIView {
  let avatar = UIImageView()
  let badge = UIImageView()
  let nameLabel = UILabel()
  private(set) var spacingConstraint: NSLayoutConstraint!

  override init(frame: CGRect) {
    super.init(frame: frame)
    // swift-format-ignore: NoPlaygroundLiterals
    avatar.image = #imageLiteral(resourceName: "default_profile")
    avatar.contentMode = .scaleAspectFill
    avatar.clipsToBounds = true
    avatar.layer.cornerRadius = 40
    avatar.layer.borderWidth = 2
    avatar.layer.borderColor = UIColor.white.cgColor
    avatar.layer.shadowColor = UIColor.black.cgColor
    avatar.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    avatar.layer.zPosition = 1

    let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
    badge.image = UIImage(systemName: "checkmark.seal.fill", withConfiguration: configuration)?
      .withTintColor(.systemBlue, renderingMode: .alwaysOriginal)

    nameLabel.font = .preferredFont(forTextStyle: .headline)
    nameLabel.adjustsFontForContentSizeCategory = true

    for view in [avatar, badge, nameLabel] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    spacingConstraint = nameLabel.topAnchor.constraint(
      equalToSystemSpacingBelow: avatar.bottomAnchor, multiplier: 2)
    NSLayoutConstraint.activate([
      avatar.topAnchor.constraint(equalTo: topAnchor),
      avatar.centerXAnchor.constraint(equalTo: centerXAnchor),
      spacingConstraint,
      badge.leadingAnchor.constraint(
        equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

private final class DarkProfileViewController: UIViewController {
  let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))

  override func viewDidLoad() {
    super.viewDidLoad()
    overrideUserInterfaceStyle = .dark
    view.addSubview(header)
  }
}

@MainActor
@Suite struct ProfileHeaderStylingTests {
  @Test func theHeaderKeepsItsStyling() throws {
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    #expect(header.avatar.contentMode == .scaleAspectFill)
    #expect(UIView().contentMode == .scaleToFill)
    #expect(header.avatar.layer.borderColor == UIColor.white.cgColor)
    #expect(header.avatar.layer.shadowColor == UIColor.black.cgColor)
    #expect(header.avatar.layer.borderColor != header.avatar.layer.shadowColor)
    #expect(header.avatar.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(header.avatar.layer.zPosition == 1)
    #expect(header.avatar.image != nil)
    #expect(header.nameLabel.adjustsFontForContentSizeCategory)
    #expect(header.spacingConstraint.isActive)
  }

  @Test func imageVariantsKeepTheirRenderingMode() throws {
    let badge = try #require(UIImage(systemName: "star"))
    #expect(badge.renderingMode == .automatic)
    let template = badge.withRenderingMode(.alwaysTemplate)
    #expect(template.renderingMode == .alwaysTemplate)
    // Apple's documentation: `withTintColor(_:)` keeps the original's rendering mode.
    #expect(template.withTintColor(.red).renderingMode == .alwaysTemplate)
    #expect(
      badge.withTintColor(.red, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
  }

  @Test func labelsAndImageViewsTakeNoTouchesByDefault() {
    // Apple's documentation: `isUserInteractionEnabled` is `false` by default for labels and
    // image views, `true` for other views.
    #expect(!UILabel().isUserInteractionEnabled)
    #expect(!UIImageView().isUserInteractionEnabled)
    #expect(UIView().isUserInteractionEnabled)
    #expect(UIButton(type: .system).isUserInteractionEnabled)

    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.point(inside: CGPoint(x: 10, y: 10), with: nil))
    #expect(!view.point(inside: CGPoint(x: 120, y: 10), with: nil))
  }

  @Test func anOverriddenStyleIsTheViewControllersAppearance() {
    let screen = DarkProfileViewController()
    #expect(screen.overrideUserInterfaceStyle == .unspecified)
    screen.loadViewIfNeeded()
    #expect(screen.traitCollection.userInterfaceStyle == .dark)
    #expect(screen.header.overrideUserInterfaceStyle == .unspecified)
  }
}
