/// A Swift file being ported: its text, its tokens and where its lines start.
public struct SourceFile: Sendable {
  /// The path diagnostics and `#sourceLocation` name: the original file's.
  public let path: String
  /// The text.
  public let text: String
  let bytes: [UInt8]
  let tokens: [Token]
  /// The indices in `tokens` of the tokens that are neither trivia nor comments.
  let significant: [Int]
  let lineStarts: [Int]

  /// A file.
  ///
  /// - Parameters:
  ///   - path: The original file's path.
  ///   - text: Its text.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
    bytes = Array(text.utf8)
    let all = Lexer(text).tokens()
    tokens = all
    significant = all.indices.filter {
      switch all[$0].kind {
      case .whitespace, .newline, .comment: false
      default: true
      }
    }
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    lineStarts = starts
  }

  /// The significant token at position `index` of `significant`.
  func sig(_ index: Int) -> Token { tokens[significant[index]] }

  /// The text of a byte range.
  func slice(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The text of the significant token at `index` (empty past the end).
  func word(_ index: Int) -> String {
    guard index >= 0, index < significant.count else { return "" }
    let token = sig(index)
    return slice(token.start, token.end)
  }

  /// The 1-based line of a byte offset.
  func line(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The 1-based column of a byte offset.
  func column(of offset: Int) -> Int { offset - lineStarts[line(of: offset) - 1] + 1 }

  /// Whether a line break separates the significant tokens `index - 1` and `index`.
  func newlineBefore(_ index: Int) -> Bool {
    guard index > 0, index < significant.count else { return true }
    for raw in (significant[index - 1] + 1)..<significant[index] {
      if tokens[raw].kind == .newline { return true }
      if tokens[raw].kind == .comment, slice(tokens[raw].start, tokens[raw].end).contains("\n") {
        return true
      }
    }
    return false
  }

  /// The index of the significant token closing the group that `open` opens (`(`, `[`, `{`,
  /// `<`), or the last token when unclosed.
  func matching(_ open: Int) -> Int {
    let opener = word(open)
    let closer =
      switch opener {
      case "(": ")"
      case "[": "]"
      case "{": "}"
      default: ">"
      }
    var depth = 0
    var index = open
    while index < significant.count {
      let current = word(index)
      if opener == "<" {
        // Generic angle brackets: `>` and `>>` close, anything structural ends the group.
        if current == "<" { depth += 1 }
        if current.allSatisfy({ $0 == ">" }) && !current.isEmpty {
          depth -= current.count
          if depth <= 0 { return index }
        }
        if current == "{" || current == ";" { return index - 1 }
      } else if current == opener {
        depth += 1
      } else if current == closer {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return significant.count - 1
  }
}
