import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A dynamic colour as an app's theme writes one: the provider picks by the interface style. On
// the modelled iPhone, which is light, the colour is the light variant.

@MainActor
@Suite struct DynamicColorTests {
  @Test func aDynamicColourIsItsVariantForTheLightTraits() {
    let light = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    let dark = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
    let cardBackground = UIColor { traits in
      traits.userInterfaceStyle == .dark ? dark : light
    }
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    #expect(cardBackground.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect(red == 1 && green == 1 && blue == 1 && alpha == 1)
    let resolved = cardBackground.resolvedColor(with: UITraitCollection.current)
    #expect(resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect(red == 1)
  }
}
