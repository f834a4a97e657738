import ComposeTesting

/// Seeded mutations of a scenario file's bytes, for fuzzing the reader and the runner: byte flips,
/// deletions, duplications, inserted tokens, numbers replaced by huge or negative ones, values
/// swapped or copied between keys, lines duplicated or dropped. The same seed gives the same
/// mutant on every machine.
struct ScenarioMutator {
  private var generator: SplitMix64

  init(seed: UInt64) { generator = SplitMix64(seed: seed) }

  static let tokens = [
    "]", "[", "}", "{", "\"", ",", ":", "-1", "1e999", "0", "null", "true", "\"\"", "\\", "{}",
    "[]", "\u{0}", "é", "\n", "\u{FEFF}", "/*", "\"a\": 1,", "\"action\": \"pop\"", "\\\n",
    "\\\u{85}", "\\é",
  ]
  /// Actions, kinds, keys and values the format knows, put in place of a string.
  static let words = [
    "set-root", "show-window", "hide-window", "embed", "unembed", "add-child",
    "remove-from-parent", "will-move", "did-move", "add-subview", "remove-from-superview",
    "transition", "begin-interactive-transition",
    "update-interactive-transition", "finish-interactive-transition",
    "cancel-interactive-transition", "advance", "run-until-idle", "begin-appearance-transition",
    "end-appearance-transition", "push", "pop", "tap-back", "present", "dismiss", "scroll",
    "scroll-to-row", "select-tab", "set-state", "apply", "begin-interactive-pop",
    "finish-interactive-pop", "cancel-interactive-pop", "background", "foreground",
    "memory-warning", "rotate", "set-style", "landscape", "dark", "component", "label", "container",
    "manual-container", "list", "navigation", "tabs", "state-container", "loading", "content",
    "empty", "error", "horizontal", "overFullScreen", "children", "rows", "row", "kind", "name",
    "parent", "child", "from", "to", "inner-row", "offset", "index", "items", "", "a\\nb",
  ]
  static let numbers = [
    "-1", "-0", "0.5", "1e308", "1e999", "-1e999", "9223372036854775808", "-9223372036854775809",
    "18446744073709551616", "4294967296", "1000001", "1e-400", "20", "21", "3600.0005", "1E2",
    "0.0000001",
  ]

  private mutating func below(_ bound: Int) -> Int {
    Int(generator.next() % UInt64(max(bound, 1)))
  }

  /// `bytes` with one mutation (or two or three, less often).
  mutating func mutate(_ original: [UInt8]) -> [UInt8] {
    var bytes = original
    for _ in 0..<[1, 1, 1, 2, 3][below(5)] { mutateOnce(&bytes) }
    return bytes
  }

  private mutating func mutateOnce(_ bytes: inout [UInt8]) {
    guard !bytes.isEmpty else {
      bytes = Array(Self.tokens[below(Self.tokens.count)].utf8)
      return
    }
    let index = below(bytes.count)
    // Mutations that keep the syntax are weighted up, so that many mutants run.
    let operation = below(14)
    switch operation {
    case 0: bytes[index] ^= 1 << UInt8(below(8))
    case 1: bytes[index] = UInt8(truncatingIfNeeded: generator.next())
    case 2: bytes.removeSubrange(index..<min(bytes.count, index + 1 + below(8)))
    case 3:
      let slice = bytes[index..<min(bytes.count, index + 1 + below(32))]
      bytes.insert(contentsOf: Array(slice), at: below(bytes.count + 1))
    case 4: bytes.insert(contentsOf: Array(Self.tokens[below(Self.tokens.count)].utf8), at: index)
    case 5, 10:
      let numbers = Self.scalarSpans(bytes).filter { bytes[$0.lowerBound] != UInt8(ascii: "\"") }
      guard !numbers.isEmpty else { return mutateOnce(&bytes) }
      let span = numbers[below(numbers.count)]
      bytes.replaceSubrange(span, with: Array(Self.numbers[below(Self.numbers.count)].utf8))
    case 6, 7, 11:
      let spans = Self.scalarSpans(bytes)
      guard spans.count > 1 else { return mutateOnce(&bytes) }
      let (first, second) = (spans[below(spans.count)], spans[below(spans.count)])
      guard first != second else { return }
      let (low, high) = first.lowerBound < second.lowerBound ? (first, second) : (second, first)
      guard low.upperBound <= high.lowerBound else { return }
      let (lowBytes, highBytes) = (Array(bytes[low]), Array(bytes[high]))
      // 6 swaps the two values (or keys); 7 copies one over the other.
      // The later range first, so that the earlier one's offsets still hold.
      if operation != 7 {
        bytes.replaceSubrange(high, with: lowBytes)
        bytes.replaceSubrange(low, with: highBytes)
      } else if below(2) == 0 {
        bytes.replaceSubrange(high, with: lowBytes)
      } else {
        bytes.replaceSubrange(low, with: highBytes)
      }
    case 8, 9:
      let lines = Self.lineRanges(bytes)
      let line = lines[below(lines.count)]
      if below(2) == 0 {
        bytes.insert(contentsOf: Array(bytes[line]), at: line.upperBound)
      } else {
        bytes.removeSubrange(line)
      }
    default:
      let strings = Self.scalarSpans(bytes).filter { bytes[$0.lowerBound] == UInt8(ascii: "\"") }
      guard !strings.isEmpty else { return mutateOnce(&bytes) }
      let word = Self.words[below(Self.words.count)]
      bytes.replaceSubrange(strings[below(strings.count)], with: Array("\"\(word)\"".utf8))
    }
  }

  /// The byte ranges of the strings (quotes included) and numbers of a JSON text, found by a
  /// forgiving scan.
  static func scalarSpans(_ bytes: [UInt8]) -> [Range<Int>] {
    var spans: [Range<Int>] = []
    var index = 0
    let numberBytes = Set("-+.0123456789eE".utf8)
    while index < bytes.count {
      let start = index
      if bytes[index] == UInt8(ascii: "\"") {
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index = min(index + 1, bytes.count)
        spans.append(start..<index)
      } else if bytes[index] == UInt8(ascii: "-") || (0x30...0x39).contains(bytes[index]) {
        while index < bytes.count, numberBytes.contains(bytes[index]) { index += 1 }
        spans.append(start..<index)
      } else {
        index += 1
      }
    }
    return spans
  }

  /// The byte ranges of the lines, each with its line break.
  static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      ranges.append(start..<index + 1)
      start = index + 1
    }
    if start < bytes.count { ranges.append(start..<bytes.count) }
    return ranges
  }
}
