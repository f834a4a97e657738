import ComposeUIKit
import Foundation
import Testing

/// A 200 × 100 parent with an empty child added to it.
@MainActor
private func parentAndChild() -> (parent: UIView, child: UIView) {
  let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
  let child = UIView()
  child.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(child)
  return (parent, child)
}

@MainActor
@Suite struct EdgePinningTests {
  @Test func aConstraintRecordsItsItemsAttributesRelationAndConstant() {
    let (parent, child) = parentAndChild()
    let constraint = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 4)
    #expect(constraint.firstItem === child)
    #expect(constraint.firstAttribute == .top)
    #expect(constraint.secondItem === parent)
    #expect(constraint.secondAttribute == .top)
    #expect(constraint.relation == .equal)
    #expect(constraint.constant == 4)
    #expect(constraint.multiplier == 1)
    #expect(constraint.isActive == false)

    let width = child.widthAnchor.constraint(lessThanOrEqualToConstant: 30)
    #expect(width.secondItem == nil)
    #expect(width.secondAttribute == .notAnAttribute)
    #expect(width.relation == .lessThanOrEqual)
  }

  @Test func aChildPinnedToTheFourEdgesGetsTheBoundsAtTheNextLayout() {
    let (parent, child) = parentAndChild()
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      child.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
      child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
    ])
    #expect(child.frame == .zero)  // as in UIKit: solved at layout, not at activation

    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 100))

    parent.frame = CGRect(x: 10, y: 10, width: 300, height: 50)
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
  }

  @Test func constantsInsetThePinnedChild() {
    let (parent, child) = parentAndChild()
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
      child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 20),
      child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -5),
      child.rightAnchor.constraint(equalTo: parent.rightAnchor, constant: -20),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 10, width: 160, height: 85))
  }

  @Test func aConstraintFromTheSuperviewToTheChildPinsItToo() {
    let (parent, child) = parentAndChild()
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      parent.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: 10),
      parent.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: 10),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 190, height: 90))
  }

  @Test func theSafeAreaGuideIsTheBoundsAndTheMarginsGuideIsInsetByTheMargins() {
    let (parent, child) = parentAndChild()
    let other = UIView()
    parent.addSubview(other)
    parent.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let safe = parent.safeAreaLayoutGuide
    let margins = parent.layoutMarginsGuide
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: safe.topAnchor),
      child.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      child.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      child.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      other.topAnchor.constraint(equalTo: margins.topAnchor),
      other.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      other.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      other.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(other.frame == CGRect(x: 2, y: 1, width: 194, height: 96))
  }

  @Test func sizeConstantsWithCentresPlaceTheChildInTheMiddle() {
    let (parent, child) = parentAndChild()
    NSLayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: parent.centerYAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 40),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 80, y: 50, width: 40, height: 20))
  }

  @Test func aLeadingEdgeWithAWidthRelativeToTheSuperviewSetsTheHorizontalFrame() {
    let (parent, child) = parentAndChild()
    child.frame = CGRect(x: 0, y: 7, width: 0, height: 9)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
      child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 7, width: 100, height: 9))
  }

  @Test func aChangedConstantMovesTheChildAtTheNextLayout() {
    let (parent, child) = parentAndChild()
    let top = child.topAnchor.constraint(equalTo: parent.topAnchor)
    NSLayoutConstraint.activate([
      top, child.heightAnchor.constraint(equalToConstant: 10),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame.origin.y == 0)

    top.constant = 30
    parent.layoutIfNeeded()
    #expect(child.frame.origin.y == 30)
  }

  @Test func unsupportedConstraintsLeaveTheFrameAsSet() {
    let (parent, child) = parentAndChild()
    let sibling = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    parent.addSubview(sibling)
    let set = CGRect(x: 1, y: 2, width: 3, height: 4)
    child.frame = set
    let low = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 40)
    low.priority = .defaultHigh
    NSLayoutConstraint.activate([
      low,
      child.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
      child.leadingAnchor.constraint(greaterThanOrEqualTo: parent.leadingAnchor),
      child.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor),
      child.widthAnchor.constraint(greaterThanOrEqualToConstant: 80),
      child.centerXAnchor.constraint(equalTo: sibling.centerXAnchor),
    ])
    parent.layoutIfNeeded()
    #expect(child.frame == set)
  }

  @Test func anInactiveOrDeactivatedConstraintIsNotSolved() {
    let (parent, child) = parentAndChild()
    let width = child.widthAnchor.constraint(equalToConstant: 40)
    _ = child.heightAnchor.constraint(equalToConstant: 20)  // never activated
    width.isActive = true
    width.isActive = false
    parent.layoutIfNeeded()
    #expect(child.frame == .zero)
  }
}
