import ComposeUIKit
import Foundation
import Testing

@Suite struct AffineTransformTests {
  /// Written as UIKit apps animate a pressed card: scaled down, then back to identity.
  final class CardView: UIView {
    func setPressed(_ pressed: Bool) {
      UIView.animate(withDuration: 0.2) {
        self.transform = pressed ? CGAffineTransform(scaleX: 0.95, y: 0.95) : .identity
      }
    }
  }

  @Test func aViewStoresItsTransformAndKeepsItsFrame() {
    let cell = CardView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
    let frame = cell.frame
    #expect(cell.transform.isIdentity)
    cell.setPressed(true)
    #expect(cell.transform == CGAffineTransform(scaleX: 0.95, y: 0.95))
    #expect(cell.frame == frame)
    cell.setPressed(false)
    #expect(cell.transform == .identity)
  }

  @Test func transformsComposeAsCoreGraphicsDocumentsThem() {
    // Translate, then scale: a point moves by (10, 0), then doubles.
    let moveThenScale = CGAffineTransform(translationX: 10, y: 0).concatenating(
      CGAffineTransform(scaleX: 2, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 2))
    // scaledBy(x:y:) scales first, then applies the receiver.
    let scaledThenMoved = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(CGPoint(x: 1, y: 1).applying(scaledThenMoved) == CGPoint(x: 12, y: 2))
    let quarterTurn = CGAffineTransform(rotationAngle: .pi / 2)
    let turned = CGPoint(x: 1, y: 0).applying(quarterTurn)
    #expect(abs(turned.x) < 1e-9)
    #expect(abs(turned.y - 1) < 1e-9)
    let inverse = moveThenScale.inverted()
    #expect(CGPoint(x: 22, y: 2).applying(inverse) == CGPoint(x: 1, y: 1))
    // A singular matrix has no inverse: Core Graphics returns it unchanged.
    let flat = CGAffineTransform(scaleX: 0, y: 1)
    #expect(flat.inverted() == flat)
  }
}
