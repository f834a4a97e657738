/// A strict JSON parser (RFC 8259) that knows where every value starts and bounds what it accepts:
/// the input size and the nesting depth. It never traps and always ends, whatever the bytes.
struct JSONParser {
  /// Why a text is not JSON, and where.
  struct SyntaxError: Error, Hashable, Sendable {
    var position: TextPosition
    var reason: String
  }

  /// The largest input accepted, in bytes.
  static let maximumSize = 1 << 20
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  /// Where an array the parser checked without keeping is: its `[` and the nesting depth of its
  /// elements' container (the array itself included).
  struct DeferredArray: Hashable, Sendable {
    var offset: Int
    var depth: Int
  }

  /// The key of the top-level object whose array value is checked and not kept.
  private var deferredKey: String?
  /// The array at ``deferredKey``, once parsed.
  private var deferred: DeferredArray?

  /// Parses `bytes` as one JSON value (an optional UTF-8 byte order mark is skipped), except for
  /// the array at `key` of the top-level object: its elements are parsed one at a time, checked and dropped, so that
  /// they are never all held, and the value holds an empty array in its place. A
  /// ``JSONArrayCursor`` reads its elements afterwards, one at a time.
  ///
  /// - Returns: The value, and where the array at `key` is (`nil` when the value is not an
  ///   object or `key` does not hold an array).
  static func parse(_ bytes: [UInt8], deferringArrayAt key: String) throws(SyntaxError) -> (
    value: JSONValue, deferred: DeferredArray?
  ) {
    var parser = JSONParser(bytes: bytes)
    parser.deferredKey = key
    let value = try parser.document()
    return (value, parser.deferred)
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// A parser positioned after the `[` of `array`, to read its elements with
  /// ``nextElement(isFirst:)``.
  init(bytes: [UInt8], after array: DeferredArray) {
    self.bytes = bytes
    index = array.offset + 1
    depth = array.depth
  }

  /// The offset of the next byte to read.
  var offset: Int { index }

  private func fail(_ reason: String, at offset: Int? = nil) -> SyntaxError {
    SyntaxError(position: TextPosition(offset: offset ?? index, in: bytes), reason: reason)
  }

  private mutating func document() throws(SyntaxError) -> JSONValue {
    if bytes.count > Self.maximumSize {
      throw SyntaxError(
        position: TextPosition(line: 1, column: 1),
        reason: "the file is larger than \(Self.maximumSize) bytes")
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    if index >= bytes.count { throw fail("expected a JSON value, found the end of the file") }
    let value = try self.value()
    skipWhitespace()
    if index < bytes.count { throw fail("unexpected \(describeCurrent()) after the JSON value") }
    return value
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// `'x'`, `'“'`, `U+00A0`, `the end of the file`, `byte 0xFF`: for messages.
  private func describeCurrent() -> String {
    guard index < bytes.count else { return "the end of the file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte == 0x20 { return "a space" }
    let rest = bytes[index...]
    if rest.starts(with: [0xEF, 0xBB, 0xBF]) { return "a byte order mark" }
    if rest.starts(with: [0xFF, 0xFE]) || rest.starts(with: [0xFE, 0xFF]) {
      return "a UTF-16 byte order mark (the file must be UTF-8)"
    }
    if let scalar = scalar(at: index) {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      default: return "'\(Character(scalar))'"
      }
    }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  /// The Unicode scalar whose UTF-8 encoding starts at `offset`, if the bytes there are valid.
  private func scalar(at offset: Int) -> Unicode.Scalar? {
    let length: Int
    switch bytes[offset] {
    case 0x00..<0x80: length = 1
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return nil
    }
    guard offset + length <= bytes.count,
      let text = String(validating: bytes[offset..<offset + length], as: UTF8.self),
      text.unicodeScalars.count == 1
    else { return nil }
    return text.unicodeScalars.first
  }

  private mutating func value() throws(SyntaxError) -> JSONValue {
    let start = index
    guard index < bytes.count else {
      throw fail("expected a JSON value, found the end of the file")
    }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return JSONValue(kind: .string(try string()), offset: start)
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw fail("expected a JSON value, found \(describeCurrent())")
    }
  }

  private mutating func literal(_ word: String, _ kind: JSONValue.Kind) throws(SyntaxError)
    -> JSONValue
  {
    let start = index
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else {
        throw fail("invalid literal (expected '\(word)')", at: start)
      }
      index += 1
    }
    return JSONValue(kind: kind, offset: start)
  }

  private mutating func enter() throws(SyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw fail("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func object() throws(SyntaxError) -> JSONValue {
    let start = index
    try enter()
    index += 1
    var members: [JSONValue.Member] = []
    var keys: Set<String> = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return JSONValue(kind: .object(members), offset: start)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw fail("expected a key in quotes, found \(describeCurrent())")
      }
      let keyStart = index
      let key = try string()
      guard keys.insert(key).inserted else {
        throw fail("duplicate key \(key.messageQuoted)", at: keyStart)
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw fail("expected ':' after the key, found \(describeCurrent())")
      }
      index += 1
      skipWhitespace()
      if depth == 1, key == deferredKey, index < bytes.count, bytes[index] == UInt8(ascii: "[") {
        members.append(JSONValue.Member(key: key, value: try deferredArray()))
      } else {
        members.append(JSONValue.Member(key: key, value: try value()))
      }
      skipWhitespace()
      guard index < bytes.count else { throw fail("unterminated object: expected ',' or '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return JSONValue(kind: .object(members), offset: start)
      }
      throw fail("expected ',' or '}' after an object member, found \(describeCurrent())")
    }
  }

  private mutating func array() throws(SyntaxError) -> JSONValue {
    let start = index
    try enter()
    index += 1
    var elements: [JSONValue] = []
    while let element = try nextElement(isFirst: elements.isEmpty) {
      elements.append(element)
    }
    return JSONValue(kind: .array(elements), offset: start)
  }

  /// The array at the deferred key: each element parsed and dropped; an empty array in its place.
  private mutating func deferredArray() throws(SyntaxError) -> JSONValue {
    let start = index
    try enter()
    let elementsDepth = depth
    index += 1
    var isFirst = true
    while try nextElement(isFirst: isFirst) != nil { isFirst = false }
    deferred = DeferredArray(offset: start, depth: elementsDepth)
    return JSONValue(kind: .array([]), offset: start)
  }

  /// Within an array, after its `[` (`isFirst`) or after an element: the next element, or `nil`
  /// after the closing `]` (which ends the array's nesting level).
  mutating func nextElement(isFirst: Bool) throws(SyntaxError) -> JSONValue? {
    skipWhitespace()
    if isFirst {
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return nil
      }
    } else {
      guard index < bytes.count else { throw fail("unterminated array: expected ',' or ']'") }
      switch bytes[index] {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
      case UInt8(ascii: "]"):
        index += 1
        depth -= 1
        return nil
      default:
        throw fail("expected ',' or ']' after an array element, found \(describeCurrent())")
      }
    }
    return try value()
  }

  private mutating func number() throws(SyntaxError) -> JSONValue {
    let start = index
    func digits() -> Int {
      let from = index
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
      return index - from
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 else {
      throw fail("invalid number: expected a digit", at: index)
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
        throw fail("invalid number: leading zero", at: start)
      }
    } else {
      _ = digits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw fail("invalid number: expected a digit after '.'") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw fail("invalid number: expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw fail("number out of range", at: start)
    }
    return JSONValue(kind: .number(number), offset: start)
  }

  private mutating func string() throws(SyntaxError) -> String {
    let start = index
    index += 1
    var scalars: [UInt8] = []
    while true {
      guard index < bytes.count else { throw fail("unterminated string", at: start) }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let text = String(validating: scalars, as: UTF8.self) else {
          throw fail("invalid UTF-8 in string", at: start)
        }
        return text
      case UInt8(ascii: "\\"):
        index += 1
        try escape(into: &scalars)
      case 0x0A, 0x0D:
        throw fail("unterminated string: the line ends before the closing quote", at: start)
      case 0x00..<0x20:
        throw fail("control character in string (escape it)")
      default:
        scalars.append(byte)
        index += 1
      }
    }
  }

  private mutating func escape(into scalars: inout [UInt8]) throws(SyntaxError) {
    guard index < bytes.count else { throw fail("unterminated string") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(byte)
    case UInt8(ascii: "b"): scalars.append(0x08)
    case UInt8(ascii: "f"): scalars.append(0x0C)
    case UInt8(ascii: "n"): scalars.append(0x0A)
    case UInt8(ascii: "r"): scalars.append(0x0D)
    case UInt8(ascii: "t"): scalars.append(0x09)
    case UInt8(ascii: "u"):
      var code = try hex4()
      if (0xD800...0xDBFF).contains(code) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw fail("unpaired surrogate in \\u escape", at: index - 6) }
        index += 2
        let low = try hex4()
        guard (0xDC00...0xDFFF).contains(low) else {
          throw fail("unpaired surrogate in \\u escape", at: index - 6)
        }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(code) {
        throw fail("unpaired surrogate in \\u escape", at: index - 6)
      }
      guard let scalar = Unicode.Scalar(code) else {
        throw fail("invalid \\u escape", at: index - 6)
      }
      scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
    case 0x21..<0x7F:
      throw fail("invalid escape '\\\(Character(Unicode.Scalar(byte)))'", at: index - 2)
    default:
      // A line break, a control character or a non-ASCII byte: named, so the message stays one
      // line.
      index -= 1
      throw fail("invalid escape: '\\' followed by \(describeCurrent())", at: index - 1)
    }
  }

  private mutating func hex4() throws(SyntaxError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        throw fail("invalid \\u escape: expected 4 hexadecimal digits")
      }
      code = code << 4 | digit
      index += 1
    }
    return code
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: return UInt32(byte - 0x30)
    case 0x41...0x46: return UInt32(byte - 0x41 + 10)
    case 0x61...0x66: return UInt32(byte - 0x61 + 10)
    default: return nil
    }
  }
}
