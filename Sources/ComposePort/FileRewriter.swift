/// A replacement of a byte range of a file.
struct Edit {
  var start: Int
  var end: Int
  var text: String
}

/// The rewrites of one file: attributes, `#selector`, `#keyPath`, imports, optional
/// requirements' call sites, KVC warnings, and the members moved out of or into it.
struct FileRewriter {
  let file: SourceFile
  let types: [TypeDeclaration]
  let fileIndex: Int
  var edits: [Edit] = []
  var diagnostics: [PortDiagnostic] = []
  var namedSelectors: Set<String> = []
  /// Text inserted at byte offsets (moved members), in order.
  var insertions: [(offset: Int, text: String)] = []
  /// The modules Foundation splits out on Linux whose types the file names, with the first
  /// token naming one.
  var splitModulesUsed: [String: Int] = [:]
  /// The first `import` token and the modules the file imports.
  var firstImport: Int?
  var importedModules: Set<String> = []

  init(file: SourceFile, types: [TypeDeclaration], fileIndex: Int) {
    self.file = file
    self.types = types
    self.fileIndex = fileIndex
  }

  mutating func diagnose(
    _ severity: PortDiagnostic.Severity, at token: Int, _ message: String
  ) {
    let offset = file.sig(token).start
    diagnostics.append(
      PortDiagnostic(
        severity: severity, path: file.path, line: file.line(of: offset),
        column: file.column(of: offset), message: message))
  }

  /// The byte after the whitespace that follows a significant token (not past a line break).
  func endWithSpaces(_ index: Int) -> Int {
    var raw = file.significant[index] + 1
    while raw < file.tokens.count, file.tokens[raw].kind == .whitespace { raw += 1 }
    return raw < file.tokens.count ? file.tokens[raw].start : file.bytes.count
  }

  /// The line breaks of a byte range, so that a replacement keeps the lines below in place.
  func lineBreaks(_ start: Int, _ end: Int) -> String {
    String(repeating: "\n", count: file.bytes[start..<end].filter { $0 == 0x0A }.count)
  }

  mutating func remove(_ first: Int, through last: Int) {
    let start = file.sig(first).start
    let end = endWithSpaces(last)
    edits.append(Edit(start: start, end: end, text: lineBreaks(start, end)))
  }

  mutating func replace(_ first: Int, through last: Int, with text: String) {
    let start = file.sig(first).start
    let end = file.sig(last).end
    edits.append(Edit(start: start, end: end, text: text + lineBreaks(start, end)))
  }

  mutating func collectEdits(index: ModuleIndex) {
    let count = file.significant.count
    var cursor = 0
    while cursor < count {
      let token = file.sig(cursor)
      let word = file.word(cursor)
      switch token.kind {
      case .attribute:
        let name = String(word.dropFirst())
        if Port.removedAttributes.contains(name) || name == "main" && isApplicationMain(cursor) {
          var last = cursor
          if file.word(cursor + 1) == "(", file.sig(cursor + 1).start == token.end {
            last = file.matching(cursor + 1)
          }
          remove(cursor, through: last)
          cursor = last
        }
      case .pound where word == "#selector" && file.word(cursor + 1) == "(":
        let close = file.matching(cursor + 1)
        let selector = resolveSelector(from: cursor + 2, to: close, index: index)
        namedSelectors.insert(selector)
        replace(cursor, through: close, with: "Selector(\"\(selector.escapedForLiteral)\")")
        cursor = close
      case .pound where word == "#keyPath" && file.word(cursor + 1) == "(":
        let close = file.matching(cursor + 1)
        var parts = (cursor + 2..<close).map { file.word($0) }.joined()
          .split(separator: ".").map(String.init)
        if parts.count > 1, parts[0].first?.isUppercase == true { parts.removeFirst() }
        replace(cursor, through: close, with: "\"\(parts.joined(separator: "."))\"")
        cursor = close
      case .identifier:
        if let module = Port.splitModules[word], splitModulesUsed[module] == nil {
          splitModulesUsed[module] = cursor
        }
        cursor = identifier(at: cursor, word: word, index: index)
      default: break
      }
      cursor += 1
    }
    protocolEdits()
    importImpliedModules()
  }

  /// Whether the `@main` at `index` marks an application delegate (whose `main` is UIKit's).
  func isApplicationMain(_ index: Int) -> Bool {
    guard let type = types.first(where: { $0.start <= index && index < $0.keywordIndex })
    else { return false }
    return type.inherits.contains { $0.contains("ApplicationDelegate") || $0 == "UIResponder" }
  }

  mutating func identifier(at cursor: Int, word: String, index: ModuleIndex) -> Int {
    switch word {
    case "import" where file.newlineBefore(cursor) || cursor == 0:
      var module = cursor + 1
      if ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(
        file.word(module))
      {
        module += 1
      }
      let name = file.word(module)
      if firstImport == nil { firstImport = cursor }
      importedModules.insert(name)
      if let replacement = Port.replacedImports[name] {
        replace(module, through: module, with: replacement)
        diagnose(
          .note, at: module, "`import \(name)` is `import \(replacement)` on Linux (ported)")
      } else if let advice = Port.absentModules[name] {
        diagnose(
          .error, at: module,
          "module '\(name)' is absent on Linux: this file cannot compile there as written; "
            + "put what needs \(name) behind `#if canImport(\(name))` or use \(advice)")
      } else if name == "UIKit", file.word(module + 1) == ".", module == cursor + 1 {
        // `import UIKit.UIGestureRecognizerSubclass`: the submodule's API is in UIKit itself.
        remove(module + 1, through: module + 2)
        return module + 2
      }
      return module
    case "dynamic":
      let next = file.word(cursor + 1)
      if Words.modifiers.contains(next) || Words.memberKeywords.contains(next)
        || file.sig(cursor + 1).kind == .attribute
      {
        remove(cursor, through: cursor)
      }
    case "optional":
      break
    default:
      if file.word(cursor - 1) == ".", file.word(cursor + 1) == "?",
        file.word(cursor + 2) == "(",
        let requirements = index.optionalMethods[word.trimmingBackquotes]
      {
        return optionalCall(at: cursor, requirements: requirements)
      }
      if file.word(cursor - 1) == ".", file.word(cursor + 1) != "(",
        let requirement = index.optionalProperties[word.trimmingBackquotes],
        file.word(cursor - 2) == "?"
          || (file.word(cursor + 1) != "="
            && receiverIsProtocol(before: cursor - 1, requirement, index: index))
      {
        replace(cursor, through: cursor, with: requirement.accessor)
      }
      if file.word(cursor + 1) == "(", file.word(cursor - 1) != "func" {
        keyValueCoding(at: cursor, word: word, index: index)
      }
    }
    return cursor
  }

  /// Whether the receiver before the `.` at `dot` (`delegate.p`, `delegate!.p`,
  /// `self.delegate.p`) is a property of the module declared as the requirement's protocol: on
  /// iOS reading an optional property requirement through it gives an optional, as the accessor
  /// does.
  func receiverIsProtocol(
    before dot: Int, _ requirement: ModuleIndex.OptionalRequirement, index: ModuleIndex
  ) -> Bool {
    var receiver = dot - 1
    if file.word(receiver) == "!" { receiver -= 1 }
    guard receiver >= 0, file.sig(receiver).kind == .identifier,
      let type = index.properties[file.word(receiver).trimmingBackquotes]?.type
    else { return false }
    let written = type.filter { !" \t?!()".contains($0) }
    let bare = written.hasPrefix("any") ? String(written.dropFirst(3)) : written
    return bare == requirement.protocolName
  }

  /// `delegate?.f?(x, with: y)`: the requirement's optional accessor, called without labels.
  mutating func optionalCall(at cursor: Int, requirements: [ModuleIndex.OptionalRequirement])
    -> Int
  {
    let open = cursor + 2
    let close = file.matching(open)
    var labels: [String?] = []
    var labelTokens: [Int] = []
    var argumentStarts: [Int] = open + 1 < close ? [open + 1] : []
    var scan = open + 1
    while scan < close {
      let word = file.word(scan)
      if ["(", "[", "{"].contains(word) {
        scan = file.matching(scan) + 1
        continue
      }
      if word == "," { argumentStarts.append(scan + 1) }
      scan += 1
    }
    for argument in argumentStarts {
      if file.word(argument + 1) == ":", file.sig(argument).kind == .identifier {
        labels.append(file.word(argument).trimmingBackquotes)
        labelTokens.append(argument)
      } else {
        labels.append(nil)
      }
    }
    guard
      let requirement = requirements.first(where: {
        $0.member.parameters.map(\.label) == labels
      })
    else { return cursor }
    replace(cursor, through: cursor, with: requirement.accessor)
    for label in labelTokens { remove(label, through: label + 1) }
    return cursor
  }

  /// Key-Value Coding and Observing on the module's `@objc dynamic` properties: a warning.
  mutating func keyValueCoding(at cursor: Int, word: String, index: ModuleIndex) {
    let open = cursor + 1
    let argument = file.word(open + 1)
    let keyArgument: String?
    switch word {
    case "value" where argument == "forKey" || argument == "forKeyPath":
      keyArgument = file.word(open + 3)
    case "setValue":
      let close = file.matching(open)
      let label = (open + 1..<close).first { ["forKey", "forKeyPath"].contains(file.word($0)) }
      keyArgument = label.map { file.word($0 + 2) }
    case "observe" where argument == "\\":
      let path = (open + 2..<file.matching(open)).prefix { file.word($0) != "," }
        .map { file.word($0) }.joined()
      keyArgument = "\"" + String(path.drop { $0 != "." }.dropFirst()) + "\""
    case "addObserver":
      let close = file.matching(open)
      let label = (open + 1..<close).first { file.word($0) == "forKeyPath" }
      keyArgument = label.map { file.word($0 + 2) }
    default: keyArgument = nil
    }
    guard let literal = keyArgument, literal.hasPrefix("\""), literal.count >= 2 else { return }
    let key = String(literal.dropFirst().dropLast())
    guard let property = key.split(separator: ".").first,
      index.dynamicProperties.contains(String(property))
    else { return }
    let message: String
    switch word {
    case "value":
      message =
        "Key-Value Coding does not run on Linux: value(forKey: \"\(key)\") is not ported; "
        + "read the property itself (object.\(key))"
    case "setValue":
      message =
        "Key-Value Coding does not run on Linux: setValue(_:forKey: \"\(key)\") is not ported; "
        + "assign the property itself (object.\(key) = value)"
    default:
      message =
        "Key-Value Observing does not run on Linux: observing '\(key)' never calls back; "
        + "call back from the property's didSet (or a closure it calls) instead"
    }
    diagnose(.warning, at: cursor, message)
    warnAtStatement(of: cursor, message)
  }

  /// A warning at a member's first line: a diagnostic and a `#warning` the build shows there.
  mutating func warnAtMember(_ member: Member, _ message: String) {
    diagnose(.warning, at: member.keywordIndex, message)
    let line = file.line(of: file.sig(member.start).start)
    let location = Port.sourceLocation(file.path, line: line)
    insertions.append(
      (
        file.lineStarts[line - 1],
        "\(location)\n#warning(\"\(message.escapedForLiteral)\")\n\(location)\n"
      ))
  }

  /// A `#warning` on its own line before the statement holding `token`, numbered as that line.
  mutating func warnAtStatement(of token: Int, _ message: String) {
    var start = token
    var depth = 0
    while start > 0 {
      let previous = file.word(start - 1)
      if depth == 0, ["{", "}", ";"].contains(previous) { break }
      if depth == 0, file.newlineBefore(start), !isContinuation(start) { break }
      start -= 1
      switch file.word(start) {
      case ")", "]": depth += 1
      case "(", "[": depth = max(0, depth - 1)
      default: break
      }
    }
    let offset = file.sig(start).start
    let line = file.line(of: offset)
    let lineStart = file.lineStarts[line - 1]
    let location = Port.sourceLocation(file.path, line: line)
    insertions.append(
      (lineStart, "\(location)\n#warning(\"\(message.escapedForLiteral)\")\n\(location)\n"))
  }

  /// Whether the token at `index`, first on its line, continues the line before.
  func isContinuation(_ index: Int) -> Bool {
    let word = file.word(index)
    let previous = file.word(index - 1)
    if word.hasPrefix(".")
      || ["?", ")", "]", "else", "&&", "||", "??", "+", "-", "*", "/", "="]
        .contains(word)
    {
      return true
    }
    return ["(", "[", ",", "=", ":", "&&", "||", "??", "+", "-", "*", "/", "in", "return", "->"]
      .contains(previous)
  }

  /// The Objective-C name a `#selector(…)` names (its inside from `from` to `to`, exclusive).
  func resolveSelector(from: Int, to: Int, index: ModuleIndex) -> String {
    var end = to
    for scan in from..<to where file.word(scan) == "as" {
      end = scan
      break
    }
    let first = file.word(from)
    if first == "getter" || first == "setter", file.word(from + 1) == ":" {
      let name =
        (from + 2..<end).last { file.sig($0).kind == .identifier }.map { file.word($0) }
        ?? ""
      if first == "getter" {
        if let property = index.properties[name.trimmingBackquotes],
          let explicit = property.attributes["objc"], !explicit.isEmpty
        {
          return explicit
        }
        return SelectorName.getter(name)
      }
      return SelectorName.setter(name)
    }
    if file.word(end - 1) == ")" {
      var open = end - 1
      var depth = 0
      while open >= from {
        if file.word(open) == ")" { depth += 1 }
        if file.word(open) == "(" {
          depth -= 1
          if depth == 0 { break }
        }
        open -= 1
      }
      let base = file.word(open - 1).trimmingBackquotes
      var labels: [String?] = []
      for scan in (open + 1)..<(end - 1) where file.word(scan) == ":" {
        let label = file.word(scan - 1)
        labels.append(label == "_" || label == "(" ? nil : label.trimmingBackquotes)
      }
      if let declared = index.functions[base]?.first(where: {
        $0.member.parameters.map(\.label) == labels
      }) {
        return declared.selector
      }
      return SelectorName.method(base, labels: labels, isInitializer: base == "init")
    }
    let base =
      (from..<end).last { file.sig($0).kind == .identifier }.map { file.word($0) } ?? ""
    let candidates = index.functions[base.trimmingBackquotes] ?? []
    if let here = candidates.first(where: { candidate in
      types.contains { $0.qualifiedName == candidate.owner && $0.open < from && from < $0.close }
    }) {
      return here.selector
    }
    return candidates.first?.selector ?? base.trimmingBackquotes
  }

  /// The imports iOS implies that Linux does not, added before the file's first import on lines
  /// of their own that keep the file's lines where they were: the module of Foundation's types
  /// that Linux keeps apart (`URLSession` in `FoundationNetworking`), and UIKit for a file that
  /// imports XCTest, which brings UIKit on iOS.
  mutating func importImpliedModules() {
    guard let first = firstImport else { return }
    var text = ""
    if importedModules.contains("XCTest"), !importedModules.contains("UIKit") {
      text += "#if canImport(UIKit)\nimport UIKit\n#endif\n"
      diagnose(.note, at: first, "XCTest brings UIKit on iOS: `import UIKit` added (ported)")
    }
    if importedModules.contains("Foundation") || importedModules.contains("UIKit")
      || importedModules.contains("XCTest")
    {
      let missing = splitModulesUsed.filter { !importedModules.contains($0.key) }
        .sorted { $0.value < $1.value }
      for (module, token) in missing {
        text += "#if canImport(\(module))\nimport \(module)\n#endif\n"
        diagnose(
          .note, at: token,
          "`\(file.word(token))` is in \(module) on Linux: `import \(module)` added (ported)")
      }
    }
    guard !text.isEmpty else { return }
    let line = file.line(of: file.sig(first).start)
    insertions.append(
      (file.lineStarts[line - 1], text + Port.sourceLocation(file.path, line: line) + "\n"))
  }

  /// `@objc protocol`: class-bound as on iOS (`: AnyObject`), its `optional` modifiers removed.
  mutating func protocolEdits() {
    for type in types where type.keyword == "protocol" && type.attributes["objc"] != nil {
      let bound = type.inherits.contains {
        ["AnyObject", "class", "NSObjectProtocol"].contains($0)
      }
      if !bound {
        let name = type.keywordIndex + 1
        if file.word(name + 1) == ":" {
          edits.append(
            Edit(start: file.sig(name + 1).end, end: file.sig(name + 1).end, text: " AnyObject,"))
        } else {
          edits.append(
            Edit(start: file.sig(name).end, end: file.sig(name).end, text: ": AnyObject"))
        }
      }
      for member in type.members where member.modifiers.contains("optional") {
        if let token = (member.start..<member.keywordIndex).first(where: {
          file.word($0) == "optional"
        }) {
          remove(token, through: token)
        }
      }
    }
  }

  /// Removes a member for moving it elsewhere; returns its rewritten text.
  mutating func moveOut(_ member: Member) -> String {
    let start = file.sig(member.start).start
    let end = file.sig(member.end).end
    let inside = edits.filter { $0.start >= start && $0.end <= end }
    edits.removeAll { $0.start >= start && $0.end <= end }
    let moved = FileRewriter.apply(
      inside.map { Edit(start: $0.start - start, end: $0.end - start, text: $0.text) },
      to: Array(file.bytes[start..<end]))
    edits.append(Edit(start: start, end: end, text: lineBreaks(start, end)))
    return moved
  }

  /// Inserts a member moved from `source` before the closing brace of `type`.
  mutating func moveIn(
    _ text: String, member: Member, from source: SourceFile, into type: TypeDeclaration
  ) {
    let memberStart = source.sig(member.start).start
    let line = source.line(of: memberStart)
    let indent = String(repeating: " ", count: source.column(of: memberStart) - 1)
    let close = file.sig(type.close).start
    let closeLine = file.line(of: close)
    let lineStart = file.lineStarts[closeLine - 1]
    let onlySpaces = file.bytes[lineStart..<close].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    let block =
      "\(Port.sourceLocation(source.path, line: line))\n\(indent)\(text)\n"
      + "\(Port.sourceLocation(file.path, line: closeLine))\n"
    insertions.append(onlySpaces ? (lineStart, block) : (close, "\n" + block))
  }

  static func apply(_ edits: [Edit], to bytes: [UInt8]) -> String {
    var result = bytes
    for edit in edits.sorted(by: { $0.start > $1.start }) {
      result.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The rewritten file: `#sourceLocation`, the rewritten text, then the generated section.
  func output(generated: String, isMain: Bool) -> String {
    let header = Port.sourceLocation(file.path, line: 1)
    if isMain {
      return "\(header)\n// main.swift: an app's entry point is not compiled by the port "
        + "(the app builds as a library its tests import).\n"
    }
    var all = edits
    for insertion in insertions {
      all.append(Edit(start: insertion.offset, end: insertion.offset, text: insertion.text))
    }
    // Insertions at the same offset keep their order: apply from the end, stable.
    var result = file.bytes
    for edit in all.enumerated().sorted(by: {
      $0.element.start != $1.element.start
        ? $0.element.start > $1.element.start : $0.offset > $1.offset
    }).map(\.element) {
      result.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
    }
    var text = header + "\n" + String(decoding: result, as: UTF8.self)
    if !generated.isEmpty {
      if !text.hasSuffix("\n") { text += "\n" }
      text += "#sourceLocation()\n" + generated
    }
    return text
  }
}
