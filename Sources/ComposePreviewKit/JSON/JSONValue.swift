/// A parsed JSON value with the byte offset where it starts, so that a reader can report where a
/// value it rejects is.
struct JSONValue: Hashable, Sendable {
  /// The value itself.
  enum Kind: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])
  }

  /// A key and its value, in file order.
  struct Member: Hashable, Sendable {
    var key: String
    var value: JSONValue
  }

  var kind: Kind
  /// The offset of the value's first byte in the parsed text.
  var offset: Int

  /// `a string`, `a number`...: for messages.
  var typeDescription: String {
    switch kind {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// A line and column in a text, both 1-based; the column counts Unicode scalars.
struct TextPosition: Hashable, Sendable, CustomStringConvertible {
  var line: Int
  var column: Int

  var description: String { "\(line):\(column)" }

  /// The position of byte `offset` in `bytes`.
  init(offset: Int, in bytes: [UInt8]) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(max(offset, 0), bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    self.line = line
    self.column = column
  }

  init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}
