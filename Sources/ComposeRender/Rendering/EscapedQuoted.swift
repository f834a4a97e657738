/// `"text"` with quotes, backslashes and control characters escaped, so that it stays on its line
/// (titles in the tree render, names in scenario step titles).
package func escapedQuoted(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
      out += "\\u{\(String(scalar.value, radix: 16))}"
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}
