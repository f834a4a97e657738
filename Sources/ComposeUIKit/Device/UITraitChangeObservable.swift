import Compose
import Foundation

/// A trait a trait change registration watches (UIKit's `UITraitDefinition`): the system traits
/// below (`UITraitUserInterfaceStyle.self` and the others). A custom trait of an app compiles
/// and is never reported changed: Compose has no custom traits.
public protocol UITraitDefinition {
  /// Whether the trait differs between two collections; a custom trait answers `false`.
  static func composeDiffers(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool
}

extension UITraitDefinition {
  /// `false`: a trait Compose does not know never changes.
  public static func composeDiffers(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
    false
  }
}

/// A trait as a registration names it (UIKit's `UITrait`).
public typealias UITrait = any UITraitDefinition.Type

/// The appearance (UIKit's `UITraitUserInterfaceStyle`).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  /// Whether the appearance differs.
  public static func composeDiffers(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
    old.userInterfaceStyle != new.userInterfaceStyle
  }
}

/// The width's size class (UIKit's `UITraitHorizontalSizeClass`).
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  /// Whether the width's size class differs.
  public static func composeDiffers(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
    old.horizontalSizeClass != new.horizontalSizeClass
  }
}

/// The height's size class (UIKit's `UITraitVerticalSizeClass`).
public enum UITraitVerticalSizeClass: UITraitDefinition {
  /// Whether the height's size class differs.
  public static func composeDiffers(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
    old.verticalSizeClass != new.verticalSizeClass
  }
}

/// The text size (UIKit's `UITraitPreferredContentSizeCategory`).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  /// Whether the text size differs.
  public static func composeDiffers(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
    old.preferredContentSizeCategory != new.preferredContentSizeCategory
  }
}

/// The layout direction (UIKit's `UITraitLayoutDirection`).
public enum UITraitLayoutDirection: UITraitDefinition {
  /// Whether the layout direction differs.
  public static func composeDiffers(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
    old.layoutDirection != new.layoutDirection
  }
}

/// The device's kind (UIKit's `UITraitUserInterfaceIdiom`).
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  /// Whether the idiom differs.
  public static func composeDiffers(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
    old.userInterfaceIdiom != new.userInterfaceIdiom
  }
}

/// The screen's scale (UIKit's `UITraitDisplayScale`).
public enum UITraitDisplayScale: UITraitDefinition {
  /// Whether the scale differs.
  public static func composeDiffers(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
    old.displayScale != new.displayScale
  }
}

extension UITraitCollection {
  /// The traits that change how colours resolve (UIKit's
  /// `systemTraitsAffectingColorAppearance`): the appearance here.
  public static var systemTraitsAffectingColorAppearance: [UITrait] {
    [UITraitUserInterfaceStyle.self]
  }

  /// The traits that change how images resolve (UIKit's `systemTraitsAffectingImageLookup`).
  public static var systemTraitsAffectingImageLookup: [UITrait] {
    [UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitLayoutDirection.self]
  }
}

/// A registration made by `registerForTraitChanges` (UIKit's `UITraitChangeRegistration`), to
/// give back to `unregisterForTraitChanges(_:)`. Not `Sendable` here: a registration is made and
/// used on the main actor.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits watched and what runs when one changes.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
  let traits: [UITrait]
  let run: @MainActor (AnyObject, UITraitCollection) -> Void

  init(traits: [UITrait], run: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
    self.traits = traits
    self.run = run
  }

  /// Whether a change from `old` to `new` concerns it.
  func concerns(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
    traits.contains { $0.composeDiffers(old, new) }
  }
}

/// What registers for trait changes (UIKit's `UITraitChangeObservable`, iOS 17): view
/// controllers and views. A registration's handler runs after `traitCollectionDidChange(_:)`,
/// when one of its traits changed, with the traits before; registrations run in the order made.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {}

/// Where a view controller or a view keeps its trait change registrations.
@MainActor
protocol TraitRegistrationStore: AnyObject {
  /// The registrations, in the order made.
  var traitRegistrations: [TraitChangeRegistration] { get set }
}

extension UITraitChangeObservable where Self: UITraitEnvironment {
  /// Runs `handler` after a change of one of `traits` (UIKit's
  /// `registerForTraitChanges(_:handler:)`), with this object and the traits before. The
  /// registration keeps the handler; a handler that refers to this object does so through its
  /// first argument, as UIKit's pattern does, or weakly.
  ///
  /// - Parameters:
  ///   - traits: The traits watched.
  ///   - handler: Run after one of them changed.
  /// - Returns: The registration, for `unregisterForTraitChanges(_:)`.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [UITrait], handler: @escaping @MainActor (Self, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { object, previous in
      if let object = object as? Self { handler(object, previous) }
    }
    (self as? TraitRegistrationStore)?.traitRegistrations.append(registration)
    return registration
  }

  /// Sends `action` to `target` after a change of one of `traits` (UIKit's
  /// `registerForTraitChanges(_:target:action:)`), with this object and the traits before as
  /// arguments, through the ported selector tables. The target is held weakly.
  ///
  /// - Parameters:
  ///   - traits: The traits watched.
  ///   - target: The object sent the action.
  ///   - action: The selector.
  /// - Returns: The registration.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: AnyObject, action: Selector)
    -> any UITraitChangeRegistration
  {
    let registration = TraitChangeRegistration(traits: traits) { [weak target] object, previous in
      guard let target else { return }
      _ = SelectorDispatch.send(action, to: target, object, previous)
    }
    (self as? TraitRegistrationStore)?.traitRegistrations.append(registration)
    return registration
  }

  /// Sends `action` to this object after a change of one of `traits` (UIKit's
  /// `registerForTraitChanges(_:action:)`).
  ///
  /// - Parameters:
  ///   - traits: The traits watched.
  ///   - action: The selector.
  /// - Returns: The registration.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector)
    -> any UITraitChangeRegistration
  {
    let registration = TraitChangeRegistration(traits: traits) { object, previous in
      _ = SelectorDispatch.send(action, to: object, object, previous)
    }
    (self as? TraitRegistrationStore)?.traitRegistrations.append(registration)
    return registration
  }

  /// Ends a registration (UIKit's `unregisterForTraitChanges(_:)`).
  ///
  /// - Parameter registration: A registration this object made.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    (self as? TraitRegistrationStore)?.traitRegistrations.removeAll { $0 === registration }
  }

}

extension TraitRegistrationStore where Self: UITraitEnvironment {
  /// Runs the registrations that a change from `previous` concerns.
  func runTraitRegistrations(previous: UITraitCollection) {
    guard !traitRegistrations.isEmpty else { return }
    let current = traitCollection
    for registration in traitRegistrations where registration.concerns(previous, current) {
      registration.run(self, previous)
    }
  }
}

extension UIViewController: UITraitChangeObservable, TraitRegistrationStore {}
extension UIView: UITraitChangeObservable, TraitRegistrationStore {}
