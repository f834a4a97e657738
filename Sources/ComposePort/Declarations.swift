/// A parameter of a declared function.
public struct Parameter: Equatable, Sendable {
  /// The argument label; `nil` for `_`.
  public var label: String?
  /// The type, as written.
  public var type: String
}

/// A member declared in a type or an extension body.
public struct Member: Sendable {
  /// `func`, `var`, `let`, `init` or `subscript`.
  public var keyword: String
  /// The name (`init` for initializers).
  public var name: String
  /// The parameters of a function or initializer.
  public var parameters: [Parameter] = []
  /// The return type of a function, or the type of a property, as written; `nil` for none.
  public var type: String?
  /// The attributes, by name without `@`, with their parenthesised arguments ("" for none).
  public var attributes: [String: String] = [:]
  /// The modifiers (`override`, `private`, `static`, `optional`, `dynamic`, …).
  public var modifiers: Set<String> = []
  /// Whether the function has generic parameters.
  public var isGeneric = false
  /// Whether it throws, or is async.
  public var throwsErrors = false
  /// Whether it is async.
  public var isAsync = false
  /// Whether a property's accessor block declares a setter (`{ get set }`), or it is a `var`
  /// without accessors.
  public var isSettable = false
  /// The significant-token range: from its first attribute or modifier to its last token.
  var start: Int
  var keywordIndex: Int
  var end: Int
  var bodyOpen: Int?

  /// The Objective-C selector name of the method, or of a property's getter.
  public var selector: String {
    if let explicit = attributes["objc"], !explicit.isEmpty { return explicit }
    if keyword == "var" || keyword == "let" { return name }
    return SelectorName.method(
      name, labels: parameters.map(\.label), isInitializer: keyword == "init")
  }
}

/// A type or extension declared in a file.
public struct TypeDeclaration: Sendable {
  /// `class`, `struct`, `enum`, `protocol`, `extension` or `actor`.
  public var keyword: String
  /// The type's name; for an extension, the extended type as written (`Outer.Inner`).
  public var name: String
  /// The names of the enclosing types, outermost first.
  public var outer: [String]
  /// The inheritance clause's entries, as written.
  public var inherits: [String]
  /// The attributes, by name.
  public var attributes: [String: String]
  /// The modifiers.
  public var modifiers: Set<String>
  /// Whether the type has generic parameters.
  public var isGeneric: Bool
  /// Whether it is declared inside a function or closure (not nameable from elsewhere).
  public var isLocal: Bool
  /// The members declared directly in its body.
  public var members: [Member] = []
  var start: Int
  var keywordIndex: Int
  var open: Int
  var close: Int

  /// The path naming the type from the module's top level (`Outer.Inner`).
  public var qualifiedName: String {
    keyword == "extension" ? name : (outer + [name]).joined(separator: ".")
  }

  /// The extended or declared type's last name component.
  public var simpleName: String { String(name.split(separator: ".").last ?? "") }
}

enum Words {
  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "override", "final",
    "static", "class", "dynamic", "lazy", "weak", "unowned", "required", "convenience",
    "mutating", "nonmutating", "optional", "indirect", "nonisolated", "prefix", "postfix",
    "infix", "distributed", "isolated", "consuming", "borrowing",
  ]
  static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "protocol", "extension", "actor",
  ]
  static let memberKeywords: Set<String> = ["func", "var", "let", "init", "subscript"]
}

/// Finds the type and member declarations of a file.
enum DeclarationParser {
  static func parse(_ file: SourceFile) -> [TypeDeclaration] {
    var types: [TypeDeclaration] = []
    // The scope stack: for each open brace, the index in `types` of the type it opens, or nil.
    var stack: [Int?] = []
    var pendingOpens: [Int: Int] = [:]
    var index = 0
    let count = file.significant.count
    while index < count {
      let word = file.word(index)
      if word == "{" {
        stack.append(pendingOpens.removeValue(forKey: index))
      } else if word == "}" {
        if let last = stack.popLast(), let typeIndex = last {
          types[typeIndex].close = index
        }
      } else if file.sig(index).kind == .identifier, Words.typeKeywords.contains(word),
        let declaration = parseType(file, at: index, stack: stack, types: types)
      {
        pendingOpens[declaration.open] = types.count
        types.append(declaration)
      } else if file.sig(index).kind == .identifier, Words.memberKeywords.contains(word),
        let top = stack.last, let typeIndex = top,
        file.word(index - 1) != ".",
        let member = parseMember(file, at: index)
      {
        types[typeIndex].members.append(member)
      }
      index += 1
    }
    return types
  }

  static func parseType(
    _ file: SourceFile, at index: Int, stack: [Int?], types: [TypeDeclaration]
  ) -> TypeDeclaration? {
    let keyword = file.word(index)
    let next = file.word(index + 1)
    guard file.sig(index + 1).kind == .identifier, !Words.memberKeywords.contains(next),
      !Words.modifiers.contains(next) || keyword == "extension" && next.first?.isUppercase == true
    else { return nil }
    if keyword == "class", file.word(index - 1) == ":" { return nil }
    var cursor = index + 1
    var nameParts: [String] = []
    var isGeneric = false
    // The name: one identifier, or a dotted path for an extension.
    while cursor < file.significant.count {
      nameParts.append(file.word(cursor))
      cursor += 1
      if file.word(cursor) == "<" {
        isGeneric = true
        cursor = file.matching(cursor) + 1
      }
      if keyword == "extension", file.word(cursor) == ".",
        file.sig(cursor + 1).kind == .identifier
      {
        cursor += 1
        continue
      }
      break
    }
    var inherits: [String] = []
    var current = ""
    var inClause = false
    while cursor < file.significant.count {
      let word = file.word(cursor)
      if word == "{" { break }
      if word == ";" || word == "}" { return nil }
      if word == "where" {
        inClause = false
      } else if word == ":" && current.isEmpty && !inClause && inherits.isEmpty {
        inClause = true
      } else if inClause && word == "," {
        inherits.append(current)
        current = ""
      } else if inClause {
        if word == "<" || word == "(" {
          let close = file.matching(cursor)
          current += file.slice(file.sig(cursor).start, file.sig(close).end)
          cursor = close
        } else {
          current += word
        }
      }
      cursor += 1
    }
    guard cursor < file.significant.count else { return nil }
    if !current.isEmpty { inherits.append(current) }
    let (start, attributes, modifiers) = prefix(file, before: index)
    let enclosing = stack.compactMap { $0 }
    let isLocal = stack.contains { $0 == nil }
    let outer = enclosing.map { types[$0] }.flatMap {
      $0.keyword == "extension"
        ? $0.name.split(separator: ".").map(String.init) : $0.outer + [$0.name]
    }
    return TypeDeclaration(
      keyword: keyword, name: nameParts.joined(separator: "."),
      outer: enclosing.isEmpty ? [] : Array(outer.suffix(from: 0)),
      inherits: inherits, attributes: attributes, modifiers: modifiers, isGeneric: isGeneric,
      isLocal: isLocal, start: start, keywordIndex: index, open: cursor, close: cursor)
  }

  /// The attributes and modifiers written before the token at `index`.
  static func prefix(_ file: SourceFile, before index: Int) -> (
    Int, [String: String], Set<String>
  ) {
    var start = index
    var attributes: [String: String] = [:]
    var modifiers: Set<String> = []
    var cursor = index - 1
    while cursor >= 0 {
      let word = file.word(cursor)
      let kind = file.sig(cursor).kind
      if kind == .identifier, Words.modifiers.contains(word) {
        modifiers.insert(word)
        start = cursor
        cursor -= 1
      } else if kind == .attribute {
        attributes[String(word.dropFirst()), default: ""] += ""
        start = cursor
        cursor -= 1
      } else if word == ")" {
        var depth = 0
        var open = cursor
        while open >= 0 {
          if file.word(open) == ")" { depth += 1 }
          if file.word(open) == "(" {
            depth -= 1
            if depth == 0 { break }
          }
          open -= 1
        }
        guard open > 0 else { break }
        let owner = file.word(open - 1)
        if file.sig(open - 1).kind == .attribute {
          let arguments = (open + 1..<cursor).map { file.word($0) }.joined()
          attributes[String(owner.dropFirst())] = arguments
        } else if Words.modifiers.contains(owner) {
          modifiers.insert(owner)
        } else {
          break
        }
        start = open - 1
        cursor = open - 2
      } else {
        break
      }
    }
    return (start, attributes, modifiers)
  }

  static func parseMember(_ file: SourceFile, at index: Int) -> Member? {
    let keyword = file.word(index)
    if keyword == "class" { return nil }
    let (start, attributes, modifiers) = prefix(file, before: index)
    var member = Member(
      keyword: keyword, name: keyword, attributes: attributes, modifiers: modifiers,
      start: start, keywordIndex: index, end: index)
    var cursor = index + 1
    switch keyword {
    case "func", "init", "subscript":
      if keyword == "func" {
        guard file.sig(index + 1).kind == .identifier else { return nil }
        member.name = file.word(index + 1)
        cursor = index + 2
      }
      if keyword == "init", file.word(cursor) == "?" || file.word(cursor) == "!" { cursor += 1 }
      if file.word(cursor) == "<" {
        member.isGeneric = true
        cursor = file.matching(cursor) + 1
      }
      guard file.word(cursor) == "(" else { return nil }
      let close = file.matching(cursor)
      member.parameters = parameters(file, from: cursor + 1, to: close)
      cursor = close + 1
      while cursor < file.significant.count {
        let word = file.word(cursor)
        if word == "{" {
          member.bodyOpen = cursor
          member.end = file.matching(cursor)
          return member
        }
        if file.newlineBefore(cursor) && word != "->" && word != "where" || word == "}"
          || word == ";"
        {
          member.end = cursor - 1
          return member
        }
        switch word {
        case "throws", "rethrows":
          member.throwsErrors = true
          if file.word(cursor + 1) == "(" { cursor = file.matching(cursor + 1) }
        case "async": member.isAsync = true
        case "->":
          let typeStart = cursor + 1
          var typeEnd = typeStart
          var scan = typeStart
          while scan < file.significant.count, file.word(scan) != "{", file.word(scan) != "where",
            scan == typeStart || !file.newlineBefore(scan)
          {
            if ["(", "[", "<"].contains(file.word(scan)) { scan = file.matching(scan) }
            typeEnd = scan
            scan += 1
          }
          member.type = file.slice(file.sig(typeStart).start, file.sig(typeEnd).end)
          cursor = typeEnd
        default: break
        }
        cursor += 1
      }
      member.end = file.significant.count - 1
      return member
    default:
      guard file.sig(index + 1).kind == .identifier else { return nil }
      member.name = file.word(index + 1)
      member.isSettable = keyword == "var"
      cursor = index + 2
      if file.word(cursor) == ":" {
        let typeStart = cursor + 1
        var typeEnd = typeStart
        var scan = typeStart
        while scan < file.significant.count, !["{", "=", "}", ";"].contains(file.word(scan)),
          scan == typeStart || !file.newlineBefore(scan)
        {
          if ["(", "[", "<"].contains(file.word(scan)) { scan = file.matching(scan) }
          typeEnd = scan
          scan += 1
        }
        member.type = file.slice(file.sig(typeStart).start, file.sig(typeEnd).end)
        cursor = typeEnd + 1
      }
      member.end = cursor - 1
      while cursor < file.significant.count {
        let word = file.word(cursor)
        if word == "}" || word == ";" { break }
        if file.newlineBefore(cursor), !(file.word(cursor - 1) == "="), word != "=",
          !word.hasPrefix("."), word != "{"
        {
          break
        }
        if word == "{" {
          let close = file.matching(cursor)
          if file.word(cursor - 1) != "=" && member.bodyOpen == nil {
            member.bodyOpen = cursor
            let inside = (cursor + 1..<close).map { file.word($0) }
            if inside.contains("get") || inside.contains("set") || !inside.isEmpty {
              member.isSettable =
                inside.contains("set") || inside.contains("willSet")
                || inside.contains("didSet")
            }
          }
          cursor = close
        } else if ["(", "["].contains(word) {
          cursor = file.matching(cursor)
        }
        member.end = cursor
        cursor += 1
      }
      return member
    }
  }

  /// The parameters between `(` and `)` (exclusive bounds `from`..<`to`).
  static func parameters(_ file: SourceFile, from: Int, to: Int) -> [Parameter] {
    var result: [Parameter] = []
    var pieceStart = from
    var cursor = from
    func finish(_ end: Int) {
      guard pieceStart < end else { return }
      var colon = pieceStart
      while colon < end, file.word(colon) != ":" { colon += 1 }
      guard colon < end else { return }
      let names = (pieceStart..<colon).map { file.word($0) }
      let label: String? =
        names.count >= 2
        ? (names[0] == "_" ? nil : names[0]) : (names.first == "_" ? nil : names.first)
      var typeEnd = colon + 1
      var scan = colon + 1
      while scan < end, file.word(scan) != "=" {
        if ["(", "[", "<"].contains(file.word(scan)) { scan = min(file.matching(scan), end - 1) }
        typeEnd = scan
        scan += 1
      }
      let type =
        colon + 1 <= typeEnd && colon + 1 < end
        ? file.slice(file.sig(colon + 1).start, file.sig(typeEnd).end) : ""
      result.append(Parameter(label: label.map { $0.trimmingBackquotes }, type: type))
    }
    while cursor < to {
      let word = file.word(cursor)
      if ["(", "[", "<", "{"].contains(word) {
        cursor = file.matching(cursor) + 1
        continue
      }
      if word == "," {
        finish(cursor)
        pieceStart = cursor + 1
      }
      cursor += 1
    }
    finish(to)
    return result
  }
}

extension String {
  var trimmingBackquotes: String {
    hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
