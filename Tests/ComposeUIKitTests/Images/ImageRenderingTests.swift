import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// Image rendering as Apple documents `UIGraphicsImageRenderer` and the image context functions:
// a renderer's images are of its size in points at its format's scale; an image context begun
// with `UIGraphicsBeginImageContextWithOptions` is current on the calling thread until
// `UIGraphicsEndImageContext`, nested ones restoring the previous one. Compose draws nothing, so
// only sizes and scales are checked.

@MainActor
@Suite struct ImageRenderingTests {
  /// An app's placeholder avatar, drawn with a renderer.
  private func placeholderAvatar(side: CGFloat) -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
    return renderer.image { context in
      UIColor.systemGray.setFill()
      context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
  }

  @Test func aRenderersImageHasItsSizeAndTheFormatsScale() {
    let avatar = placeholderAvatar(side: 40)
    #expect(avatar.size == CGSize(width: 40, height: 40))
    #expect(avatar.scale == UIScreen.main.scale)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let banner = UIGraphicsImageRenderer(
      bounds: CGRect(x: 10, y: 10, width: 300, height: 60), format: format
    ).image { _ in }
    #expect(banner.size == CGSize(width: 300, height: 60))
    #expect(banner.scale == 1)
  }

  @Test func theRenderersContextIsCurrentWhileItsActionsRun() {
    var inside: CGSize?
    _ = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4)).image { context in
      inside = UIGraphicsGetImageFromCurrentImageContext()?.size
      #expect(context.currentImage.size == CGSize(width: 8, height: 4))
    }
    #expect(inside == CGSize(width: 8, height: 4))
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
  }

  @Test func anImageContextIsCurrentUntilEndedAndNestedOnesRestoreThePreviousOne() {
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 50), false, 0)
    #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 100, height: 50))
    #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == UIScreen.main.scale)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), true, 2)
    #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 20, height: 20))
    #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 2)
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 100, height: 50))
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsEndImageContext()  // without a context: nothing happens
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
  }

  @Test func anImageContextIsCurrentOnlyOnTheThreadThatBeganIt() {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 1)
    defer { UIGraphicsEndImageContext() }
    let done = DispatchSemaphore(value: 0)
    let seen = SeenSize()
    let thread = Thread {
      seen.other = UIGraphicsGetImageFromCurrentImageContext()?.size
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), false, 1)
      seen.otherOwn = UIGraphicsGetImageFromCurrentImageContext()?.size
      UIGraphicsEndImageContext()
      done.signal()
    }
    thread.start()
    done.wait()
    #expect(seen.other == nil)
    #expect(seen.otherOwn == CGSize(width: 3, height: 3))
    #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 10, height: 10))
  }

  @Test func namedImagesInABundleAreMadeFromTheirNames() throws {
    let traits = UITraitCollection.current
    let logo = try #require(UIImage(named: "Logo", in: Bundle.main, compatibleWith: traits))
    #expect(logo.name == "Logo")
    let symbol = UIImage.SymbolConfiguration(pointSize: 17)
    let badge = try #require(UIImage(named: "Badge", in: nil, with: symbol))
    #expect(badge.symbolConfiguration == symbol)
    #expect(UIImage(named: "Plain", in: nil, compatibleWith: nil)?.name == "Plain")
  }
}

/// What the other thread saw; read after it signalled.
nonisolated private final class SeenSize: @unchecked Sendable {
  var other: CGSize?
  var otherOwn: CGSize?
}
