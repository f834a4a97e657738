/// Reads the elements of an array that ``JSONParser/parse(_:deferringArrayAt:)`` checked without
/// keeping, one at a time from the text: a pull parser over one array. Each element is parsed when
/// asked for, so that a reader holding one element at a time never holds the whole array.
struct JSONArrayCursor {
  private var parser: JSONParser
  /// The elements read so far.
  private(set) var count = 0
  private var isFinished = false

  /// A cursor before the first element of `array`, in `bytes`.
  init(bytes: [UInt8], array: JSONParser.DeferredArray) {
    parser = JSONParser(bytes: bytes, after: array)
  }

  /// The offset in the text after the last element read (or after the `[` before the first).
  var offset: Int { parser.offset }

  /// The next element, or `nil` after the last.
  ///
  /// - Throws: ``JSONParser/SyntaxError`` where the text is not JSON (never for an array that
  ///   ``JSONParser/parse(_:deferringArrayAt:)`` accepted in the same bytes).
  mutating func nextElement() throws(JSONParser.SyntaxError) -> JSONValue? {
    guard !isFinished else { return nil }
    guard let element = try parser.nextElement(isFirst: count == 0) else {
      isFinished = true
      return nil
    }
    count += 1
    return element
  }
}
