import Foundation

/// The presentation controller of a sheet (UIKit's `UISheetPresentationController`, iOS 15):
/// ``UIViewController/sheetPresentationController`` of a view controller presented as a sheet
/// (`.automatic`, `.pageSheet`, `.formSheet`). The presentation keeps sheet semantics (contract
/// §5: the presenter stays appeared, a swipe down asks the delegate); the detents and the grabber
/// are stored only, as Compose has no height to resize.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// The heights a sheet rests at (UIKit's `UISheetPresentationController.Detent`).
  @MainActor
  public final class Detent: NSObject {
    /// A detent's identifier (UIKit's `Detent.Identifier`).
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      /// The identifier's name.
      public let rawValue: String

      /// Creates an identifier.
      ///
      /// - Parameter rawValue: The identifier's name.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// Creates an identifier (UIKit's `init(_:)`).
      ///
      /// - Parameter rawValue: The identifier's name.
      public init(_ rawValue: String) { self.rawValue = rawValue }

      /// The medium detent's identifier.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The large detent's identifier.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    /// The detent's identifier.
    public let identifier: Identifier
    /// The custom detent's resolver, stored (not evaluated).
    let resolver:
      (@MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

    private init(
      identifier: Identifier,
      resolver: (@MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?
    ) {
      self.identifier = identifier
      self.resolver = resolver
      super.init()
    }

    /// About half the screen's height (UIKit's `medium()`).
    ///
    /// - Returns: The medium detent.
    public static func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }

    /// The full height (UIKit's `large()`).
    ///
    /// - Returns: The large detent.
    public static func large() -> Detent { Detent(identifier: .large, resolver: nil) }

    /// A detent whose height `resolver` computes (UIKit's `custom(identifier:resolver:)`, iOS 16).
    /// Stored; the resolver is not called.
    ///
    /// - Parameters:
    ///   - identifier: The identifier, or `nil` for a unique one.
    ///   - resolver: Computes the height from the context.
    /// - Returns: The custom detent.
    public static func custom(
      identifier: Identifier? = nil,
      resolver:
        @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) ->
        CGFloat?
    ) -> Detent {
      Detent(
        identifier: identifier ?? Identifier(rawValue: "custom.\(UUID().uuidString)"),
        resolver: resolver)
    }
  }

  /// The heights the sheet rests at; `[.large()]` by default. Stored only.
  open var detents: [Detent] = [.large()]
  /// The detent the sheet rests at; `nil` means the smallest. Stored only.
  open var selectedDetentIdentifier: Detent.Identifier?
  /// The largest detent that does not dim the presenter; `nil`: every detent dims. Stored only.
  open var largestUndimmedDetentIdentifier: Detent.Identifier?
  /// Whether the sheet shows a grabber. Stored only.
  open var prefersGrabberVisible = false
  /// The sheet's corner radius; `nil` for the system's. Stored only.
  open var preferredCornerRadius: CGFloat?
  /// Whether scrolling expands the sheet. Stored only.
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether the sheet attaches to the screen's bottom edge in compact height. Stored only.
  open var prefersEdgeAttachedInCompactHeight = false
  /// Whether the width follows the preferred content size when edge-attached. Stored only.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

  /// Runs `changes` (UIKit's `animateChanges(_:)`): at once, as Compose animates nothing.
  ///
  /// - Parameter changes: The changes to the sheet's properties.
  open func animateChanges(_ changes: () -> Void) {
    changes()
  }
}

/// What a custom detent's resolver gets (UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
  /// The largest height a detent may have.
  var maximumDetentValue: CGFloat { get }
}

/// Told about a sheet (UIKit's `UISheetPresentationControllerDelegate`); set it as the sheet's
/// ``UIPresentationController/delegate``.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Called when the user changed the selected detent. Never called: Compose has no drag
  /// between detents.
  ///
  /// - Parameter sheetPresentationController: The sheet.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Does nothing.
  ///
  /// - Parameter sheetPresentationController: The sheet.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}

extension UIViewController {
  /// The sheet presentation controller (UIKit's `sheetPresentationController`): the
  /// ``presentationController`` when ``modalPresentationStyle`` is a sheet (`.automatic`,
  /// `.pageSheet`, `.formSheet`), `nil` otherwise. Configure its detents before presenting.
  public var sheetPresentationController: UISheetPresentationController? {
    switch modalPresentationStyle {
    case .automatic, .pageSheet, .formSheet:
      return presentationController as? UISheetPresentationController
    default:
      return nil
    }
  }
}
