import Foundation

/// A frame of reference on the screen (UIKit's `UICoordinateSpace`).
///
/// Compose models one full-screen scene on one screen: the screen's coordinate space, which a
/// window scene's ``UIWindowScene/coordinateSpace`` is, has the screen's bounds, and converting
/// between it and itself leaves points and rectangles unchanged. `UIView` does not adopt the
/// protocol here (a view converts with its `convert(_:to:)` methods taking views).
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
  /// The space's bounds (UIKit's `bounds`).
  var bounds: CGRect { get }

  /// A point of this space in `coordinateSpace` (UIKit's `convert(_:to:)`).
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint

  /// A point of `coordinateSpace` in this space (UIKit's `convert(_:from:)`).
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint

  /// A rectangle of this space in `coordinateSpace` (UIKit's `convert(_:to:)`).
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect

  /// A rectangle of `coordinateSpace` in this space (UIKit's `convert(_:from:)`).
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UIScreen: UICoordinateSpace {
  /// The screen's coordinate space (UIKit's `coordinateSpace`): the screen itself, whose
  /// coordinates follow the one modelled interface orientation (portrait).
  public var coordinateSpace: any UICoordinateSpace { self }

  /// A point of the screen in `coordinateSpace`: the same point in another screen's space;
  /// otherwise `coordinateSpace` converts it from the screen.
  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    coordinateSpace is UIScreen ? point : coordinateSpace.convert(point, from: self)
  }

  /// A point of `coordinateSpace` on the screen: the same point from another screen's space;
  /// otherwise `coordinateSpace` converts it to the screen.
  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    coordinateSpace is UIScreen ? point : coordinateSpace.convert(point, to: self)
  }

  /// A rectangle of the screen in `coordinateSpace`, as for a point.
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    coordinateSpace is UIScreen ? rect : coordinateSpace.convert(rect, from: self)
  }

  /// A rectangle of `coordinateSpace` on the screen, as for a point.
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    coordinateSpace is UIScreen ? rect : coordinateSpace.convert(rect, to: self)
  }
}

extension UIWindowScene {
  /// The coordinate space the scene occupies (UIKit's `coordinateSpace`): its screen's, the
  /// scene filling the screen. The Xcode template's `UIWindow(frame:
  /// windowScene.coordinateSpace.bounds)` makes a window the size of the screen.
  public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}
