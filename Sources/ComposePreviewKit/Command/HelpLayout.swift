/// The layout of help rows: a label in a column of 24 characters after two spaces, then its text
/// wrapped at word boundaries to lines of at most ``width`` characters.
package enum HelpLayout {
  /// The longest line of a help row.
  package static let width = 85
  /// The column the text starts at.
  static let textColumn = 26
  /// What `-h, --help` does.
  static let helpAbstract = "Show help information."

  /// The row of an argument: its synopsis, its abstract with `(default: ...)`, its discussion.
  static func row(_ definition: ArgumentDefinition) -> String {
    var text = definition.abstract
    if let value = definition.defaultDescription {
      text += " (default: \(value))"
    }
    var lines = wrap(text)
    if !definition.discussion.isEmpty {
      lines += wrap(definition.discussion)
    }
    return row(definition.synopsis, lines)
  }

  /// A row with `label` and `text` wrapped.
  static func row(_ label: String, _ text: String) -> String {
    row(label, wrap(text))
  }

  /// A row with `label` and `text` on one line, however long: a subcommand and its abstract.
  static func line(_ label: String, _ text: String) -> String {
    row(label, [text])
  }

  private static func row(_ label: String, _ lines: [String]) -> String {
    let indent = String(repeating: " ", count: textColumn)
    return ("  " + label.padding(textColumn - 2) + lines.joined(separator: "\n" + indent))
  }

  /// `text`'s words in lines that fit after the text column.
  private static func wrap(_ text: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if textColumn + line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    lines.append(line)
    return lines
  }
}

extension String {
  /// The string padded with spaces to `width` characters (one space at least).
  func padding(_ width: Int) -> String {
    count < width ? self + String(repeating: " ", count: width - count) : self + " "
  }
}
