import ComposeUIKit
import Foundation
import Testing

// `UIColor.getRed(_:green:blue:alpha:)` as UIKit code reads a colour's components.

@MainActor
@Suite struct ColorComponentsTests {
  @Test func aComponentColourAnswersItsComponents() {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    let color = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
    #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [0.25, 0.5, 0.75, 1])
  }

  @Test func anSRGBCGColorIsTheColourOfItsComponents() {
    let cgColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
    #expect(UIColor(cgColor: cgColor) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
  }
}
