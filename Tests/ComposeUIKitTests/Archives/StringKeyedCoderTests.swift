import ComposeUIKit
import Foundation
import Testing

/// What an app's `init?(coder:)` reads from the coder a storyboard scene is made with: the
/// scene's attributes by their names, a string as `String`, and for a key the archive does not
/// have, or a value no number can be read from, what UIKit's keyed decoding answers for a missing
/// key (`nil`, `false`, 0), never a trap.
@MainActor
@Suite struct StringKeyedCoderTests {
  /// The values a scene's coder gave, read in the storyboard's creator closure.
  private struct Decoded {
    var identifier: Any?
    var hasIdentifier = false
    var hasMissing = true
    var missingObject: Any?
    var missingBool = true
    var missingNumbers: [Double] = []
    var unreadableNumbers: [Double] = []
  }

  private func decodedFeedScene() -> Decoded {
    var decoded = Decoded()
    let feed = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(
      identifier: "Feed"
    ) { coder in
      decoded.identifier = coder.decodeObject(forKey: "storyboardIdentifier")
      decoded.hasIdentifier = coder.containsValue(forKey: "storyboardIdentifier")
      decoded.hasMissing = coder.containsValue(forKey: "refreshInterval")
      decoded.missingObject = coder.decodeObject(forKey: "refreshInterval")
      decoded.missingBool = coder.decodeBool(forKey: "refreshInterval")
      decoded.missingNumbers = [
        Double(coder.decodeInteger(forKey: "refreshInterval")),
        Double(coder.decodeInt32(forKey: "refreshInterval")),
        Double(coder.decodeInt64(forKey: "refreshInterval")),
        coder.decodeDouble(forKey: "refreshInterval"),
        Double(coder.decodeFloat(forKey: "refreshInterval")),
      ]
      // "Feed" is a string: no number is read from it.
      decoded.unreadableNumbers = [
        Double(coder.decodeInteger(forKey: "storyboardIdentifier")),
        coder.decodeDouble(forKey: "storyboardIdentifier"),
        Double(coder.decodeFloat(forKey: "storyboardIdentifier")),
      ]
      return NewsFeedViewController(coder: coder)
    }
    #expect(feed.storyboard != nil)
    return decoded
  }

  @Test func aScenesCoderServesItsAttributesByName() {
    let decoded = decodedFeedScene()
    #expect(decoded.identifier as? String == "Feed")
    #expect(decoded.hasIdentifier)
  }

  @Test func aKeyTheArchiveDoesNotHaveDecodesAsMissing() {
    let decoded = decodedFeedScene()
    #expect(!decoded.hasMissing)
    #expect(decoded.missingObject == nil)
    #expect(!decoded.missingBool)
    #expect(decoded.missingNumbers == [0, 0, 0, 0, 0])
    #expect(decoded.unreadableNumbers == [0, 0, 0])
  }
}
