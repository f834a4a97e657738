import Foundation

/// The directions a popover's arrow may point (UIKit's `UIPopoverArrowDirection`). Stored only.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt

  /// Creates directions from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Up.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// Down.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// Left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// Right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Not yet known.
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The presentation controller of a ``UIModalPresentationStyle/popover`` presentation (UIKit's
/// `UIPopoverPresentationController`). In a compact width (an iPhone) a popover adapts to a sheet
/// unless its delegate's `adaptivePresentationStyle(for:traitCollection:)` says otherwise (see
/// ``UIAdaptivePresentationControllerDelegate``); in a regular width (an iPad) it stays a
/// popover, the presenter staying appeared. Where it points from is stored only.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view it points at (UIKit's `sourceView`). Stored only.
  open var sourceView: UIView?
  /// The rectangle in ``sourceView`` it points at (UIKit's `sourceRect`). Stored only.
  open var sourceRect = CGRect.zero
  /// The bar button item it points at (UIKit's `barButtonItem`). Stored only.
  open var barButtonItem: UIBarButtonItem?
  /// The directions its arrow may point (UIKit's `permittedArrowDirections`). Stored only.
  open var permittedArrowDirections = UIPopoverArrowDirection.any
  /// The direction its arrow points (UIKit's `arrowDirection`): unknown, as nothing is drawn.
  open var arrowDirection: UIPopoverArrowDirection { .unknown }
  /// The popover's background colour (UIKit's `backgroundColor`). Stored only.
  open var backgroundColor: UIColor?
  /// Views that take touches while it shows (UIKit's `passthroughViews`). Stored only.
  open var passthroughViews: [UIView]?
  /// Whether it may cover its source (UIKit's `canOverlapSourceViewRect`). Stored only.
  open var canOverlapSourceViewRect = false
}

/// Told about a popover (UIKit's `UIPopoverPresentationControllerDelegate`): the adaptive
/// presentation delegate's methods and the popover's own, all with defaults.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Called before the popover is presented (UIKit's `prepareForPopoverPresentation(_:)`).
  /// Never called: nothing is drawn.
  ///
  /// - Parameter popoverPresentationController: The popover's presentation controller.
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  /// Does nothing.
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
}

extension UIViewController {
  /// The presentation controller of a popover presentation (UIKit's
  /// `popoverPresentationController`): `nil` unless ``modalPresentationStyle`` is
  /// ``UIModalPresentationStyle/popover``.
  public var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    return presentationController as? UIPopoverPresentationController
  }

  /// The style a presentation of this view controller from `presenter` takes: for the styles
  /// that adapt (``UIModalPresentationStyle/popover``, ``UIModalPresentationStyle/pageSheet``,
  /// ``UIModalPresentationStyle/formSheet``) its presentation controller's delegate, if any, is
  /// asked `adaptivePresentationStyle(for:traitCollection:)` with the presenter's traits. In a
  /// compact width its answer is taken (`.none` keeps the style); in a regular width (an iPad) a
  /// popover stays a popover and a sheet a sheet whatever it answers, as UIKit adapts a
  /// presentation only in a compact environment.
  func adaptedPresentationStyle(presentedFrom presenter: UIViewController)
    -> UIModalPresentationStyle
  {
    let style = modalPresentationStyle
    guard style == .popover || style == .pageSheet || style == .formSheet,
      let controller = presentationControllerIfCreated, let delegate = controller.delegate
    else { return style }
    let traits = presenter.traitCollection
    let adapted = delegate.adaptivePresentationStyle(for: controller, traitCollection: traits)
    guard traits.horizontalSizeClass != .regular else { return style }
    return adapted == .none ? style : adapted
  }
}
