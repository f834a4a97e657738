import ComposeUIKit
import Foundation
import Testing

// `NotificationCenter.addObserver(_:selector:name:object:)` as UIKit code observes the keyboard:
// each `post` sends the selector with the notification (Foundation's documentation), until
// `removeObserver`; the center does not keep the observer (iOS 9 and later).

@MainActor
@Suite struct NotificationSelectorTests {
  private let willShow = Notification.Name("ComposeTests.keyboardWillShow")

  @Test func aPostReachesTheObserversSelector() {
    let center = NotificationCenter()
    let observer = KeyboardObserver()
    center.addObserver(
      observer, selector: Selector("keyboardWillShow:"), name: willShow, object: nil)
    center.post(name: willShow, object: nil)
    center.post(name: Notification.Name("other"), object: nil)
    #expect(observer.heard == [willShow.rawValue])
  }

  @Test func anObjectFilterDeliversOnlyThatSendersPosts() {
    let center = NotificationCenter()
    let observer = KeyboardObserver()
    let field = UITextField()
    center.addObserver(
      observer, selector: Selector("keyboardWillShow:"), name: willShow, object: field)
    center.post(name: willShow, object: UITextField())
    #expect(observer.heard.isEmpty)
    center.post(name: willShow, object: field)
    #expect(observer.heard.count == 1)
  }

  @Test func removeObserverStopsDelivery() {
    let center = NotificationCenter()
    let observer = KeyboardObserver()
    center.addObserver(
      observer, selector: Selector("keyboardWillShow:"), name: willShow, object: nil)
    center.removeObserver(observer)
    center.post(name: willShow, object: nil)
    #expect(observer.heard.isEmpty)
    #expect(center.composeSelectorObserverCount == 0)
  }

  @Test func removeObserverForANameLeavesTheOtherNames() {
    let center = NotificationCenter()
    let observer = KeyboardObserver()
    let other = Notification.Name("ComposeTests.other")
    center.addObserver(
      observer, selector: Selector("keyboardWillShow:"), name: willShow, object: nil)
    center.addObserver(observer, selector: Selector("keyboardWillShow:"), name: other, object: nil)
    center.removeObserver(observer, name: willShow, object: nil)
    center.post(name: willShow, object: nil)
    center.post(name: other, object: nil)
    #expect(observer.heard == [other.rawValue])
  }

  @Test func blockObserversStillRemoveByToken() {
    let center = NotificationCenter()
    nonisolated(unsafe) var heard = 0
    let token = center.addObserver(forName: willShow, object: nil, queue: nil) { _ in heard += 1 }
    center.removeObserver(token)
    center.post(name: willShow, object: nil)
    #expect(heard == 0)
  }

  @Test func aReleasedCentersRegistrationsAreNotKept() {
    weak var releasedCenter: NotificationCenter?
    do {
      let center = NotificationCenter()
      releasedCenter = center
      center.addObserver(
        KeyboardObserver(), selector: Selector("keyboardWillShow:"), name: willShow, object: nil)
      #expect(center.composeSelectorObserverCount == 1)
    }
    #expect(releasedCenter == nil)
    // A new center, possibly at the released one's address, starts with none.
    #expect(NotificationCenter().composeSelectorObserverCount == 0)
  }

  @Test func aReleasedObserverIsSentNothingAndItsRegistrationEnds() {
    let center = NotificationCenter()
    weak var released: KeyboardObserver?
    do {
      let observer = KeyboardObserver()
      released = observer
      center.addObserver(
        observer, selector: Selector("keyboardWillShow:"), name: willShow, object: nil)
    }
    #expect(released == nil)
    #expect(center.composeSelectorObserverCount == 1)
    center.post(name: willShow, object: nil)
    #expect(center.composeSelectorObserverCount == 0)
  }

  @Test func theKeyboardNotificationCarriesItsFrame() {
    let center = NotificationCenter()
    let observer = KeyboardObserver()
    center.addObserver(
      observer, selector: Selector("keyboardWillShow:"),
      name: UIResponder.keyboardWillShowNotification, object: nil)
    let frame = CGRect(x: 0, y: 500, width: 390, height: 344)
    center.post(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
    #expect(observer.heard == [UIResponder.keyboardWillShowNotification.rawValue])
    let value = NSValue(cgRect: frame)
    #expect(value.cgRectValue == frame)
  }
}
