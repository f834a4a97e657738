import Foundation

extension UIColor {
  /// Reads the colour's red, green, blue and opacity components (UIKit's
  /// `getRed(_:green:blue:alpha:)`). A colour made from components answers them; a named system
  /// colour has none here (Compose keeps no palette) and answers `false`, leaving the arguments
  /// as they were, as UIKit does for a colour it cannot convert.
  ///
  /// - Parameters:
  ///   - red: Set to the red component.
  ///   - green: Set to the green component.
  ///   - blue: Set to the blue component.
  ///   - alpha: Set to the opacity.
  /// - Returns: Whether the colour has components.
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard let values = rgbaComponents else { return false }
    red?.pointee = values[0]
    green?.pointee = values[1]
    blue?.pointee = values[2]
    alpha?.pointee = values[3]
    return true
  }
}

extension CGColor {
  /// A colour in the sRGB space (Core Graphics' `init(srgbRed:green:blue:alpha:)`).
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }
}
