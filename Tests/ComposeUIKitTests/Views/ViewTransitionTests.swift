import ComposeUIKit
import Testing

@Suite struct ViewTransitionTests {
  @Test func aContentTransitionAppliesTheChangesAndCompletesAtOnce() {
    let card = UIView()
    let badge = UILabel()
    var finished: Bool?
    UIView.transition(
      with: card, duration: 0.3, options: .transitionCrossDissolve,
      animations: { card.addSubview(badge) }, completion: { finished = $0 })
    #expect(badge.superview === card)
    #expect(finished == true)
  }

  @Test func aViewTransitionSwapsTheViewsInTheirSuperview() {
    let container = UIView()
    let login = UIView()
    let home = UIView()
    container.addSubview(login)
    var finished = false
    UIView.transition(from: login, to: home, duration: 0.5, options: [.transitionFlipFromLeft]) {
      finished = $0
    }
    // UIKit: the starting view is removed from its superview, the ending view added to it.
    #expect(login.superview == nil)
    #expect(home.superview === container)
    #expect(finished)
  }

  @Test func showHideTransitionViewsHidesAndShowsInstead() {
    let container = UIView()
    let first = UIView()
    let second = UIView()
    second.isHidden = true
    container.addSubview(first)
    container.addSubview(second)
    UIView.transition(
      from: first, to: second, duration: 0.2, options: [.showHideTransitionViews])
    #expect(first.isHidden)
    #expect(!second.isHidden)
    #expect(first.superview === container)
  }
}
