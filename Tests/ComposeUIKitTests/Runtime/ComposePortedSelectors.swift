import ComposeUIKit
import Foundation

// The selector table the port step writes for this module (`ComposePortedSelectors`, see
// `PortedSelectorTable`), written here by hand, exactly as generated, for the classes below:
// what `#selector(...)` and `@objc` name in them. Each call converts its arguments as the
// generated code does, returning `PortedMethod.Mismatch` for one of the wrong type.
enum ComposePortedSelectors: PortedSelectorTable {
  @MainActor static var classes: [PortedClass] {
    [
      PortedClass(
        ActionsViewController.self,
        [
          "saveTapped:": PortedMethod(arity: 1) { object, sender, _ in
            guard let sender else { return PortedMethod.Mismatch(position: 0, expected: "Any") }
            return (object as! ActionsViewController).saveTapped(sender)
          },
          "refresh": PortedMethod(arity: 0) { object, _, _ in
            (object as! ActionsViewController).refresh()
          },
          "buttonTapped:forEvent:": PortedMethod(arity: 2) { object, sender, event in
            guard let sender = sender as? UIButton else {
              return PortedMethod.Mismatch(position: 0, expected: "UIButton")
            }
            guard let event = event as? UIEvent else {
              return PortedMethod.Mismatch(position: 1, expected: "UIEvent")
            }
            return (object as! ActionsViewController).buttonTapped(sender, forEvent: event)
          },
          "filterChanged:": PortedMethod(arity: 1) { object, sender, _ in
            guard let sender = sender as? UISegmentedControl else {
              return PortedMethod.Mismatch(position: 0, expected: "UISegmentedControl")
            }
            return (object as! ActionsViewController).filterChanged(sender)
          },
          "handleTap:": PortedMethod(arity: 1) { object, sender, _ in
            guard let sender = sender as? UITapGestureRecognizer else {
              return PortedMethod.Mismatch(position: 0, expected: "UITapGestureRecognizer")
            }
            return (object as! ActionsViewController).handleTap(sender)
          },
          "makeTitle": PortedMethod(arity: 0) { object, _, _ in
            (object as! ActionsViewController).makeTitle()
          },
        ]),
      PortedClass(
        KeyboardObserver.self,
        [
          "keyboardWillShow:": PortedMethod(arity: 1) { object, notification, _ in
            guard let notification = notification as? Notification else {
              return PortedMethod.Mismatch(position: 0, expected: "Notification")
            }
            return (object as! KeyboardObserver).keyboardWillShow(notification)
          }
        ]),
      PortedClass(
        Ticker.self,
        [
          "tick:": PortedMethod(arity: 1) { object, timer, _ in
            guard let timer = timer as? Timer else {
              return PortedMethod.Mismatch(position: 0, expected: "Timer")
            }
            return (object as! Ticker).tick(timer)
          },
          "ping": PortedMethod(arity: 0) { object, _, _ in (object as! Ticker).ping() },
          "say:": PortedMethod(arity: 1) { object, word, _ in
            (object as! Ticker).say(word as? String)
          },
        ]),
      PortedClass(
        PreferencesViewController.self,
        [
          "saveTapped:": PortedMethod(arity: 1) { object, sender, _ in
            guard let sender else { return PortedMethod.Mismatch(position: 0, expected: "Any") }
            return (object as! PreferencesViewController).saveTapped(sender)
          },
          "setTitleLabel:": PortedMethod(arity: 1) { object, first, _ in
            guard let target = object as? PreferencesViewController else { return nil }
            target.titleLabel = first as? UILabel
            return nil
          },
        ]),
      PortedClass(
        BasketViewController.self,
        [
          "checkoutTapped:": PortedMethod(arity: 1) { object, sender, _ in
            guard let sender else { return PortedMethod.Mismatch(position: 0, expected: "Any") }
            return (object as! BasketViewController).checkoutTapped(sender)
          },
          "setTotalLabel:": PortedMethod(arity: 1) { object, first, _ in
            guard let target = object as? BasketViewController else { return nil }
            target.totalLabel = first as? UILabel
            return nil
          },
        ]),
      PortedClass(
        LibraryShelfCell.self,
        [
          "setNameLabel:": PortedMethod(arity: 1) { object, first, _ in
            guard let target = object as? LibraryShelfCell else { return nil }
            target.nameLabel = first as? UILabel
            return nil
          },
          "setCountLabel:": PortedMethod(arity: 1) { object, first, _ in
            guard let target = object as? LibraryShelfCell else { return nil }
            target.countLabel = first as? UILabel
            return nil
          },
          "setBadgeOffset:": PortedMethod(arity: 1) { object, first, _ in
            guard let offset = first as? CGPoint else {
              return PortedMethod.Mismatch(position: 0, expected: "CGPoint")
            }
            (object as? LibraryShelfCell)?.badgeOffset = offset
            return nil
          },
          "setShelfTitle:": PortedMethod(arity: 1) { object, first, _ in
            guard let target = object as? LibraryShelfCell else { return nil }
            if first != nil, !(first is String) {
              return PortedMethod.Mismatch(position: 0, expected: "String?")
            }
            target.shelfTitle = first as? String
            return nil
          },
        ]),
      PortedClass(
        LibraryShelfViewController.self,
        [
          "addTapped:": PortedMethod(arity: 1) { object, sender, _ in
            guard let sender else { return PortedMethod.Mismatch(position: 0, expected: "Any") }
            return (object as! LibraryShelfViewController).addTapped(sender)
          },
          "unwindToShelf:": PortedMethod(arity: 1) { object, segue, _ in
            guard let segue = segue as? UIStoryboardSegue else {
              return PortedMethod.Mismatch(position: 0, expected: "UIStoryboardSegue")
            }
            return (object as! LibraryShelfViewController).unwindToShelf(segue)
          },
          "setSummaryContainer:": PortedMethod(arity: 1) { object, first, _ in
            (object as? LibraryShelfViewController)?.summaryContainer = first as? UIView
            return nil
          },
          "setOpenButton:": PortedMethod(arity: 1) { object, first, _ in
            (object as? LibraryShelfViewController)?.openButton = first as? UIButton
            return nil
          },
          "setPresentButton:": PortedMethod(arity: 1) { object, first, _ in
            (object as? LibraryShelfViewController)?.presentButton = first as? UIButton
            return nil
          },
        ]),
      PortedClass(
        LibraryCoverCell.self,
        [
          "setTitleLabel:": PortedMethod(arity: 1) { object, first, _ in
            guard let target = object as? LibraryCoverCell else { return nil }
            target.titleLabel = first as? UILabel
            return nil
          }
        ]),
      PortedClass(
        LibraryBookViewController.self,
        [
          "setDoneButton:": PortedMethod(arity: 1) { object, first, _ in
            (object as? LibraryBookViewController)?.doneButton = first as? UIButton
            return nil
          }
        ]),
      PortedClass(
        LibraryCoversViewController.self,
        [
          "setCollectionView:": PortedMethod(arity: 1) { object, first, _ in
            guard let target = object as? LibraryCoversViewController else { return nil }
            target.collectionView = first as? UICollectionView
            return nil
          }
        ]),
      PortedClass(
        LibraryShelvesViewController.self,
        [
          "setTableView:": PortedMethod(arity: 1) { object, first, _ in
            guard let target = object as? LibraryShelvesViewController else { return nil }
            target.tableView = first as? UITableView
            return nil
          }
        ]),
      PortedClass(
        LibrarySummaryViewController.self,
        [
          "setTotalLabel:": PortedMethod(arity: 1) { object, first, _ in
            (object as? LibrarySummaryViewController)?.totalLabel = first as? UILabel
            return nil
          }
        ]),
      PortedClass(
        AccountSettingsViewController.self,
        [
          "notificationsChanged:": PortedMethod(arity: 1) { object, sender, _ in
            guard let sender = sender as? UISwitch else {
              return PortedMethod.Mismatch(position: 0, expected: "UISwitch")
            }
            return (object as! AccountSettingsViewController).notificationsChanged(sender)
          },
          "setNotificationsSwitch:": PortedMethod(arity: 1) { object, first, _ in
            (object as? AccountSettingsViewController)?.notificationsSwitch = first as? UISwitch
            return nil
          },
          "setProfileCell:": PortedMethod(arity: 1) { object, first, _ in
            (object as? AccountSettingsViewController)?.profileCell = first as? UITableViewCell
            return nil
          },
        ]),
      PortedClass(
        MailComposeViewController.self,
        [
          "cancelTapped:": PortedMethod(arity: 1) { object, sender, _ in
            guard let sender else { return PortedMethod.Mismatch(position: 0, expected: "Any") }
            return (object as! MailComposeViewController).cancelTapped(sender)
          },
          "trashTapped:": PortedMethod(arity: 1) { object, sender, _ in
            guard let sender else { return PortedMethod.Mismatch(position: 0, expected: "Any") }
            return (object as! MailComposeViewController).trashTapped(sender)
          },
          "setNavigationBar:": PortedMethod(arity: 1) { object, first, _ in
            (object as? MailComposeViewController)?.navigationBar = first as? UINavigationBar
            return nil
          },
          "setTitleItem:": PortedMethod(arity: 1) { object, first, _ in
            (object as? MailComposeViewController)?.titleItem = first as? UINavigationItem
            return nil
          },
          "setTrashItem:": PortedMethod(arity: 1) { object, first, _ in
            (object as? MailComposeViewController)?.trashItem = first as? UIBarButtonItem
            return nil
          },
          "setBlurLabel:": PortedMethod(arity: 1) { object, first, _ in
            (object as? MailComposeViewController)?.blurLabel = first as? UILabel
            return nil
          },
        ]),
      PortedClass(
        AlbumPhotoViewController.self,
        [
          "photoDoubleTapped:": PortedMethod(arity: 1) { object, sender, _ in
            guard let sender = sender as? UITapGestureRecognizer else {
              return PortedMethod.Mismatch(position: 0, expected: "UITapGestureRecognizer")
            }
            return (object as! AlbumPhotoViewController).photoDoubleTapped(sender)
          },
          "photoLongPressed:": PortedMethod(arity: 1) { object, sender, _ in
            guard let sender = sender as? UILongPressGestureRecognizer else {
              return PortedMethod.Mismatch(position: 0, expected: "UILongPressGestureRecognizer")
            }
            return (object as! AlbumPhotoViewController).photoLongPressed(sender)
          },
          "setPhotoView:": PortedMethod(arity: 1) { object, first, _ in
            (object as? AlbumPhotoViewController)?.photoView = first as? UIImageView
            return nil
          },
          "setDoubleTap:": PortedMethod(arity: 1) { object, first, _ in
            (object as? AlbumPhotoViewController)?.doubleTap = first as? UITapGestureRecognizer
            return nil
          },
          "setSwipe:": PortedMethod(arity: 1) { object, first, _ in
            (object as? AlbumPhotoViewController)?.swipe = first as? UISwipeGestureRecognizer
            return nil
          },
          "setEdgePan:": PortedMethod(arity: 1) { object, first, _ in
            (object as? AlbumPhotoViewController)?.edgePan =
              first as? UIScreenEdgePanGestureRecognizer
            return nil
          },
          "setCaptionOverlay:": PortedMethod(arity: 1) { object, first, _ in
            (object as? AlbumPhotoViewController)?.captionOverlay = first as? UIView
            return nil
          },
        ]),
      PortedClass(
        StickerPanelViewController.self,
        [
          "stickerTapped:": PortedMethod(arity: 1) { object, sender, _ in
            guard let sender else { return PortedMethod.Mismatch(position: 0, expected: "Any") }
            return (object as! StickerPanelViewController).stickerTapped(sender)
          },
          "setStickerTap:": PortedMethod(arity: 1) { object, first, _ in
            (object as? StickerPanelViewController)?.stickerTap = first as? UITapGestureRecognizer
            return nil
          },
        ]),
      PortedClass(
        PhotoSectionHeader.self,
        [
          "setTitleLabel:": PortedMethod(arity: 1) { object, first, _ in
            (object as? PhotoSectionHeader)?.titleLabel = first as? UILabel
            return nil
          }
        ]),
      PortedClass(
        NewsPostCell.self,
        [
          "setTitleLabel:": PortedMethod(arity: 1) { object, first, _ in
            (object as? NewsPostCell)?.titleLabel = first as? UILabel
            return nil
          }
        ]),
      PortedClass(
        TagCell.self,
        [
          "setTagLabel:": PortedMethod(arity: 1) { object, first, _ in
            guard let target = object as? TagCell else { return nil }
            target.tagLabel = first as? UILabel
            return nil
          }
        ]),
      PortedClass(
        BadgeView.self,
        [
          "followTapped:": PortedMethod(arity: 1) { object, sender, _ in
            guard let sender else { return PortedMethod.Mismatch(position: 0, expected: "Any") }
            return (object as! BadgeView).followTapped(sender)
          },
          "setTitleLabel:": PortedMethod(arity: 1) { object, first, _ in
            guard let target = object as? BadgeView else { return nil }
            let a0: UILabel?
            if let value = first {
              guard let cast = value as? UILabel else {
                return PortedMethod.Mismatch(position: 0, expected: "UILabel!")
              }
              a0 = cast
            } else {
              a0 = nil
            }
            target.titleLabel = a0
            return nil
          },
          "setFollowButton:": PortedMethod(arity: 1) { object, first, _ in
            guard let target = object as? BadgeView else { return nil }
            target.followButton = first as? UIButton
            return nil
          },
          "setLabels:": PortedMethod(arity: 1) { object, first, _ in
            guard let target = object as? BadgeView else { return nil }
            guard let a0 = first as? [UILabel] else {
              return PortedMethod.Mismatch(position: 0, expected: "[UILabel]")
            }
            target.labels = a0
            return nil
          },
        ]),
      // An extension of a UIKit class (`extension UIView { @IBInspectable var … }`).
      PortedClass(
        UIView.self,
        [
          "setInspectedCornerRadius:": PortedMethod(arity: 1) { object, first, _ in
            guard let target = object as? UIView else { return nil }
            guard let a0 = first as? CGFloat else {
              return PortedMethod.Mismatch(position: 0, expected: "CGFloat")
            }
            target.inspectedCornerRadius = a0
            return nil
          }
        ]),
    ]
  }
}

/// A screen wired as UIKit code wires one: `@objc` actions, named by selectors.
class ActionsViewController: UIViewController {
  var log: [String] = []

  // @IBAction (removed by the port step)

  func saveTapped(_ sender: Any) {
    log.append("saveTapped(\(type(of: sender)))")
  }

  // @objc (removed by the port step)

  func refresh() { log.append("refresh") }

  // @objc (removed by the port step)

  func buttonTapped(_ sender: UIButton, forEvent event: UIEvent) {
    log.append("buttonTapped(\(sender.currentTitle ?? "-"), event)")
  }

  // @objc (removed by the port step)

  func filterChanged(_ sender: UISegmentedControl) {
    log.append("filterChanged(\(sender.selectedSegmentIndex))")
  }

  // @objc (removed by the port step)

  func handleTap(_ sender: UITapGestureRecognizer) {
    log.append("handleTap(\(sender.state == .recognized ? "recognized" : "other"))")
  }

  /// What ``makeTitle()`` returns: kept here, as `perform` hands back an unretained object.
  let madeTitle = NSString(string: "made")

  // @objc (removed by the port step)

  func makeTitle() -> NSString { madeTitle }
}

/// A subclass with no selector method of its own: it inherits its superclass's.
final class DetailActionsViewController: ActionsViewController {}

/// An observer of keyboard notifications by selector.
final class KeyboardObserver: NSObject {
  var heard: [String] = []

  // @objc (removed by the port step)

  func keyboardWillShow(_ notification: Notification) {
    heard.append(notification.name.rawValue)
  }
}

/// A timer's and delayed send's target.
final class Ticker: NSObject {
  var log: [String] = []

  // @objc (removed by the port step)

  func tick(_ timer: Timer) { log.append("tick") }
  // @objc (removed by the port step)
  func ping() { log.append("ping") }
  // @objc (removed by the port step)
  func say(_ word: String?) { log.append("say(\(word ?? "nil"))") }
}
