import Foundation

/// The image contexts begun on one thread and not yet ended, innermost last: UIKit's stack of
/// current graphics contexts, which is per thread. Invariant: each thread has its own stack (in
/// its `Thread.threadDictionary`), `UIGraphicsBeginImageContextWithOptions` pushes on the
/// calling thread's, `UIGraphicsEndImageContext` pops it, and nothing else is kept: a thread
/// that began no context sees none, whatever other threads do.
final class ImageContextStack {
  /// The size and scale of each context, innermost last.
  var contexts: [(size: CGSize, scale: CGFloat)] = []

  /// The key of the stack in a thread's dictionary.
  private static let key = "ComposeUIKit.ImageContextStack"

  /// The calling thread's stack, made the first time the thread asks.
  static var current: ImageContextStack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? ImageContextStack { return stack }
    let stack = ImageContextStack()
    dictionary[key] = stack
    return stack
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Begins an image context of `size` on the calling thread and makes it current (UIKit's
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`). Nothing is drawn: the context only gives
/// `UIGraphicsGetImageFromCurrentImageContext()` an inert image of its size. End it with
/// `UIGraphicsEndImageContext()`.
///
/// - Parameters:
///   - size: The size in points.
///   - opaque: Ignored.
///   - scale: Pixels per point; `0` means the modelled screen's, 3.
public func UIGraphicsBeginImageContextWithOptions(
  _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
  ImageContextStack.current.contexts.append((size, scale == 0 ? 3 : scale))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Begins an image context of `size` at scale 1 (UIKit's `UIGraphicsBeginImageContext(_:)`).
///
/// - Parameter size: The size in points.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The image of the calling thread's current image context (UIKit's
/// `UIGraphicsGetImageFromCurrentImageContext()`): an inert image of its size and scale, or
/// `nil` when no image context is current on this thread.
///
/// - Returns: The image, or `nil`.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let context = ImageContextStack.current.contexts.last else { return nil }
  return renderedImage(size: context.size, scale: context.scale)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Ends the calling thread's current image context (UIKit's `UIGraphicsEndImageContext()`);
/// the one begun before it, if any, is current again. Without a current context it does
/// nothing (UIKit logs an invalid context).
public func UIGraphicsEndImageContext() {
  let stack = ImageContextStack.current
  if !stack.contexts.isEmpty { stack.contexts.removeLast() }
}
