/// One token of Swift source: its kind and its byte range in the source's UTF-8.
public struct Token: Equatable, Sendable {
  /// What a token is.
  public enum Kind: Equatable, Sendable {
    /// A name or keyword (backquoted names keep their backquotes).
    case identifier
    /// A number literal.
    case number
    /// A string literal, whole: single-line, multi-line, raw, with its interpolations.
    case string
    /// A comment (`//` to the end of the line, `/* */` nested).
    case comment
    /// Spaces and tabs.
    case whitespace
    /// One line break.
    case newline
    /// `@name`: an attribute.
    case attribute
    /// `#name`: a directive or a macro (`#selector`, `#if`, `#keyPath`).
    case pound
    /// A punctuation character or a run of operator characters.
    case punctuation
  }

  /// The kind.
  public let kind: Kind
  /// The first byte.
  public let start: Int
  /// The byte after the last.
  public let end: Int
}

/// Splits Swift source into tokens, so that rewrites never touch strings or comments.
///
/// The lexer knows what the port step needs: string literals in every form (`"…"`, `"""…"""`,
/// raw `#"…"#`, interpolations `\(…)` holding code and strings of their own), comments (nested
/// block comments), attributes, `#` directives, names, numbers and punctuation. Anything else is
/// one punctuation byte: the lexer never fails, whatever the input.
public struct Lexer {
  let bytes: [UInt8]

  /// A lexer over `source`.
  public init(_ source: String) { bytes = Array(source.utf8) }

  /// Every token of the source, trivia included, in order and covering every byte.
  public func tokens() -> [Token] {
    var result: [Token] = []
    var index = 0
    while index < bytes.count {
      let (kind, end) = lexOne(at: index)
      result.append(Token(kind: kind, start: index, end: end))
      index = end
    }
    return result
  }

  func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      || byte >= 0x80
  }

  static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }

  static let operatorBytes = Set("/=-+!*%<>&|^~?.".utf8)

  func lexOne(at start: Int) -> (Token.Kind, Int) {
    let first = bytes[start]
    switch first {
    case 0x0A: return (.newline, start + 1)
    case 0x0D: return (.newline, byte(start + 1) == 0x0A ? start + 2 : start + 1)
    case 0x20, 0x09:
      var end = start + 1
      while byte(end) == 0x20 || byte(end) == 0x09 { end += 1 }
      return (.whitespace, end)
    case UInt8(ascii: "/") where byte(start + 1) == UInt8(ascii: "/"):
      var end = start
      while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
      return (.comment, end)
    case UInt8(ascii: "/") where byte(start + 1) == UInt8(ascii: "*"):
      return (.comment, skipBlockComment(from: start))
    case UInt8(ascii: "\""):
      return (.string, skipString(from: start, hashes: 0))
    case UInt8(ascii: "#"):
      var hashes = 0
      while byte(start + hashes) == UInt8(ascii: "#") { hashes += 1 }
      if byte(start + hashes) == UInt8(ascii: "\"") {
        return (.string, skipString(from: start + hashes, hashes: hashes))
      }
      if hashes == 1, Self.isIdentifierStart(byte(start + 1)) {
        var end = start + 1
        while Self.isIdentifierBody(byte(end)) { end += 1 }
        return (.pound, end)
      }
      return (.punctuation, start + 1)
    case UInt8(ascii: "@") where Self.isIdentifierStart(byte(start + 1)):
      var end = start + 1
      while Self.isIdentifierBody(byte(end)) { end += 1 }
      return (.attribute, end)
    case UInt8(ascii: "`"):
      var end = start + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
      return (.identifier, min(end + 1, bytes.count))
    default:
      if Self.isIdentifierStart(first) || first == UInt8(ascii: "$") {
        var end = start + 1
        while Self.isIdentifierBody(byte(end)) { end += 1 }
        return (.identifier, end)
      }
      if first >= 0x30 && first <= 0x39 {
        var end = start + 1
        while Self.isIdentifierBody(byte(end))
          || (byte(end) == UInt8(ascii: ".") && byte(end + 1) >= 0x30 && byte(end + 1) <= 0x39)
        {
          end += 1
        }
        return (.number, end)
      }
      if Self.operatorBytes.contains(first) {
        // `?` and `!` stay single (optional chaining, forced unwrap); `.` alone unless `...`.
        if first == UInt8(ascii: "?")
          || first == UInt8(ascii: "!") && byte(start + 1) != UInt8(ascii: "=")
        {
          return (.punctuation, start + 1)
        }
        if first == UInt8(ascii: ".") {
          var end = start + 1
          while byte(end) == UInt8(ascii: ".") { end += 1 }
          return (.punctuation, end == start + 2 ? start + 1 : end)
        }
        var end = start + 1
        while Self.operatorBytes.contains(byte(end)), byte(end) != UInt8(ascii: "."),
          byte(end) != UInt8(ascii: "?"),
          !(byte(end) == UInt8(ascii: "/")
            && (byte(end + 1) == UInt8(ascii: "/") || byte(end + 1) == UInt8(ascii: "*")))
        {
          end += 1
        }
        return (.punctuation, end)
      }
      return (.punctuation, start + 1)
    }
  }

  func skipBlockComment(from start: Int) -> Int {
    var depth = 0
    var index = start
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return bytes.count
  }

  /// Skips a string literal whose opening quote is at `quote`, with `hashes` raw delimiters
  /// before it; returns the byte after its closing delimiter (the end of the input if unclosed).
  func skipString(from quote: Int, hashes: Int) -> Int {
    let multiline =
      byte(quote + 1) == UInt8(ascii: "\"") && byte(quote + 2) == UInt8(ascii: "\"")
    var index = quote + (multiline ? 3 : 1)
    while index < bytes.count {
      let current = bytes[index]
      if current == UInt8(ascii: "\\"), hasHashes(at: index + 1, count: hashes) {
        let after = index + 1 + hashes
        if byte(after) == UInt8(ascii: "(") {
          index = skipInterpolation(from: after)
        } else {
          index = after + 1
        }
        continue
      }
      if !multiline, current == 0x0A || current == 0x0D { return index }
      if current == UInt8(ascii: "\"") {
        if multiline {
          if byte(index + 1) == UInt8(ascii: "\""), byte(index + 2) == UInt8(ascii: "\""),
            hasHashes(at: index + 3, count: hashes)
          {
            return index + 3 + hashes
          }
        } else if hasHashes(at: index + 1, count: hashes) {
          return index + 1 + hashes
        }
      }
      index += 1
    }
    return bytes.count
  }

  func hasHashes(at index: Int, count: Int) -> Bool {
    for offset in 0..<count where byte(index + offset) != UInt8(ascii: "#") { return false }
    return true
  }

  /// Skips `( … )` of an interpolation, lexing the code inside (its strings and comments).
  func skipInterpolation(from open: Int) -> Int {
    var depth = 0
    var index = open
    while index < bytes.count {
      let (kind, end) = lexOne(at: index)
      if kind == .punctuation, end == index + 1 {
        if bytes[index] == UInt8(ascii: "(") {
          depth += 1
        } else if bytes[index] == UInt8(ascii: ")") {
          depth -= 1
          if depth == 0 { return end }
        }
      }
      index = end
    }
    return bytes.count
  }
}
