import Compose
import Foundation

// Foundation's `CGRect`, `CGPoint` and `CGSize` (swift-corelibs-foundation provides them off
// Apple's platforms) are the facade's geometry; the engine measures in `Double`.

extension Rect {
  /// The engine rectangle of a Foundation rectangle.
  init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }
}

extension CGRect {
  /// The Foundation rectangle of an engine rectangle.
  init(_ rect: Rect) {
    self.init(
      x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y), width: CGFloat(rect.size.width),
      height: CGFloat(rect.size.height))
  }
}

extension Duration {
  /// A duration of `interval` seconds (UIKit's `TimeInterval`); a negative or non-finite one is
  /// zero, as UIKit treats it as no animation, and one longer than `longestTimeInterval` is
  /// that long (a nanosecond count must fit in `Int64`).
  init(timeInterval interval: TimeInterval) {
    guard interval.isFinite, interval > 0 else {
      self = .zero
      return
    }
    let seconds = Swift.min(interval, Self.longestTimeInterval)
    self = .nanoseconds(Int64((seconds * 1_000_000_000).rounded()))
  }

  /// The longest duration a `TimeInterval` converts to: a billion seconds (about 31 years), far
  /// below the `Int64` nanosecond limit.
  static let longestTimeInterval: TimeInterval = 1_000_000_000
}
