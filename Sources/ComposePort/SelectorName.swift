/// Swift's rules for the Objective-C name of a method or property accessor.
///
/// As the Swift compiler names them (`func f()` → `f`, `func f(_ x: T)` → `f:`,
/// `func handle(gesture: T)` → `handleWithGesture:`, `func move(to p: T)` → `moveTo:`,
/// `func f(_ a: A, with b: B)` → `f:with:`, `init(frame:)` → `initWithFrame:`, a property `p`
/// → `p` and `setP:`). "With" joins the base name and the first label unless either is a
/// preposition at the join (the compiler's list of prepositions).
public enum SelectorName {
  /// The prepositions that, at the join of the base name and the first label, suppress "With".
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]

  /// The selector of a method with base name `base` and argument labels `labels` (`nil` for
  /// `_`).
  public static func method(_ base: String, labels: [String?], isInitializer: Bool = false)
    -> String
  {
    let base = base.trimmingBackquotes
    guard let first = labels.first else { return base }
    var result = base
    if let label = first {
      if isInitializer {
        result += "With" + capitalized(label)
      } else {
        let needsWith =
          !prepositions.contains(firstWord(label)) && !prepositions.contains(lastWord(base))
        result += (needsWith ? "With" : "") + capitalized(label)
      }
    } else if isInitializer {
      result = "init"
    }
    result += ":"
    for label in labels.dropFirst() { result += (label ?? "") + ":" }
    return result
  }

  /// The selector of a property's getter.
  public static func getter(_ property: String) -> String { property.trimmingBackquotes }

  /// The selector of a property's setter.
  public static func setter(_ property: String) -> String {
    "set" + capitalized(property.trimmingBackquotes) + ":"
  }

  static func capitalized(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }

  /// The first camel-case word, lowercased: `forKey` → `for`.
  static func firstWord(_ name: String) -> String {
    var result = ""
    for character in name {
      if character.isUppercase, !result.isEmpty { break }
      result.append(character)
    }
    return result.lowercased()
  }

  /// The last camel-case word, lowercased: `lookFor` → `for`.
  static func lastWord(_ name: String) -> String {
    var result = ""
    for character in name.reversed() {
      result.insert(character, at: result.startIndex)
      if character.isUppercase { break }
    }
    return result.lowercased()
  }
}
