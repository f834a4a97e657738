import Foundation

extension ArchiveInstantiation {
  /// The gesture recognizer classes Compose makes from an archive, by element.
  static let gestureRecognizers: [String: @MainActor (NSCoder) -> AnyObject?] = [
    "tapGestureRecognizer": { UITapGestureRecognizer(coder: $0) },
    "panGestureRecognizer": { UIPanGestureRecognizer(coder: $0) },
    "screenEdgePanGestureRecognizer": { UIScreenEdgePanGestureRecognizer(coder: $0) },
    "pongPressGestureRecognizer": { UILongPressGestureRecognizer(coder: $0) },
    "swipeGestureRecognizer": { UISwipeGestureRecognizer(coder: $0) },
    "pinchGestureRecognizer": { UIPinchGestureRecognizer(coder: $0) },
    "rotationGestureRecognizer": { UIRotationGestureRecognizer(coder: $0) },
  ]

  /// Sets what the archive stores for a gesture recognizer: whether it is enabled, its touch
  /// delivery settings, and its kind's own settings (taps and touches, press duration and
  /// movement, swipe direction, pan touches, screen edges). A swipe direction Compose does not
  /// know is reported.
  mutating func applyGestureRecognizer(
    _ object: ArchiveObject, to recognizer: UIGestureRecognizer
  ) {
    if object["enabled"] == "NO" { recognizer.isEnabled = false }
    if let value = bool(object["cancelsTouchesInView"]) { recognizer.cancelsTouchesInView = value }
    if let value = bool(object["delaysTouchesBegan"]) { recognizer.delaysTouchesBegan = value }
    if let value = bool(object["delaysTouchesEnded"]) { recognizer.delaysTouchesEnded = value }
    let taps = object["numberOfTapsRequired"].flatMap { Int($0) }
    let touches = object["numberOfTouchesRequired"].flatMap { Int($0) }
    switch recognizer {
    case let tap as UITapGestureRecognizer:
      if let taps { tap.numberOfTapsRequired = taps }
      if let touches { tap.numberOfTouchesRequired = touches }
    case let press as UILongPressGestureRecognizer:
      if let taps { press.numberOfTapsRequired = taps }
      if let touches { press.numberOfTouchesRequired = touches }
      if let duration = object["minimumPressDuration"].flatMap({ Double($0) }) {
        press.minimumPressDuration = duration
      }
      if let movement = object["allowableMovement"].flatMap({ Double($0) }) {
        press.allowableMovement = movement
      }
    case let swipe as UISwipeGestureRecognizer:
      if let touches { swipe.numberOfTouchesRequired = touches }
      if let name = object["direction"] {
        let directions: [String: UISwipeGestureRecognizer.Direction] = [
          "right": .right, "left": .left, "up": .up, "down": .down,
        ]
        if let direction = directions[name] {
          swipe.direction = direction
        } else {
          report(object, "the swipe direction \"\(name)\" is not one Compose knows; not set")
        }
      }
    case let pan as UIPanGestureRecognizer:
      if let minimum = object["minimumNumberOfTouches"].flatMap({ Int($0) }) {
        pan.minimumNumberOfTouches = minimum
      }
      if let maximum = object["maximumNumberOfTouches"].flatMap({ Int($0) }) {
        pan.maximumNumberOfTouches = maximum
      }
      if let edge = pan as? UIScreenEdgePanGestureRecognizer, let edges = object.value("edges") {
        let names: [String: UIRectEdge] = [
          "top": .top, "left": .left, "bottom": .bottom, "right": .right,
        ]
        edge.edges = names.reduce(into: []) { result, entry in
          if edges[entry.key] == "YES" { result.insert(entry.value) }
        }
      }
    default:
      break
    }
  }

  private func bool(_ value: String?) -> Bool? {
    switch value {
    case "YES": true
    case "NO": false
    default: nil
    }
  }
}
