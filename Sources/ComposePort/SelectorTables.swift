/// The module's selector table: for each class, the methods a selector can reach, written as a
/// static dictionary in an extension in each file that declares some (so that private methods
/// are reachable), gathered by the module's `ComposePortedSelectors`.
struct SelectorTables {
  struct Entry {
    var selector: String
    var code: String
  }

  /// A method a `#selector` names that the table cannot hold, and why.
  struct Rejection {
    var file: Int
    var member: Member
    var className: String
    var reason: String
  }

  let index: ModuleIndex
  /// Per file: per class (qualified name), the entries, in declaration order.
  var perFile: [[(className: String, entries: [Entry])]] = []
  /// Per file: the classes declared `private` or `fileprivate` (or inside such a type), whose
  /// dictionaries only that file can name.
  var privateClasses: [Set<String>] = []
  /// The methods a `#selector` names that no table holds: the port warns at their lines.
  var rejected: [Rejection] = []

  init(index: ModuleIndex) {
    self.index = index
    for (fileIndex, declarations) in index.types.enumerated() {
      var classes: [(className: String, entries: [Entry])] = []
      var hidden: Set<String> = []
      for type in declarations where type.keyword == "class" || type.keyword == "extension" {
        guard !type.isLocal else { continue }
        if type.keyword == "extension", index.className(type.name, outer: type.outer) == nil {
          // An extension of another module's class (UIKit's): its `@IBInspectable` and `@objc`
          // members, which a storyboard's runtime attributes reach through this table.
          guard Self.extendsForeignClass(type) else { continue }
          let entries = Self.entries(
            of: type, className: type.name, declaration: type, index: index,
            file: index.files[fileIndex], rejected: &rejected, fileIndex: fileIndex)
          guard !entries.isEmpty else { continue }
          if let existing = classes.firstIndex(where: { $0.className == type.name }) {
            let known = Set(classes[existing].entries.map(\.selector))
            classes[existing].entries += entries.filter { !known.contains($0.selector) }
          } else {
            classes.append((type.name, entries))
          }
          continue
        }
        guard let name = index.className(type.name, outer: type.outer),
          let location = index.classes[name]
        else { continue }
        let declaration = index.types[location.file][location.type]
        if declaration.isGeneric {
          rejectNamed(
            type.members, file: fileIndex, className: name,
            reason: "its class '\(name)' is generic (the table names each class by its type)")
          continue
        }
        if isPrivate(declaration) {
          // Only this file can name the class: its dictionaries reach the module's table
          // through a function of this file.
          guard location.file == fileIndex else { continue }
          hidden.insert(name)
        }
        let entries = Self.entries(
          of: type, className: name, declaration: declaration, index: index,
          file: index.files[fileIndex], rejected: &rejected, fileIndex: fileIndex)
        guard !entries.isEmpty else { continue }
        if let existing = classes.firstIndex(where: { $0.className == name }) {
          let known = Set(classes[existing].entries.map(\.selector))
          classes[existing].entries += entries.filter { !known.contains($0.selector) }
        } else {
          classes.append((name, entries))
        }
      }
      perFile.append(classes)
      privateClasses.append(hidden)
    }
  }

  /// Records the functions among `members` that a `#selector` names, as rejected for `reason`.
  mutating func rejectNamed(_ members: [Member], file: Int, className: String, reason: String) {
    for member in members
    where member.keyword == "func" && !member.modifiers.contains("static")
      && index.namedSelectors.contains(member.selector)
    {
      rejected.append(
        Rejection(file: file, member: member, className: className, reason: reason))
    }
  }

  func isPrivate(_ declaration: TypeDeclaration) -> Bool {
    if declaration.modifiers.contains("private") || declaration.modifiers.contains("fileprivate") {
      return true
    }
    // An enclosing private type hides it too.
    for depth in stride(from: declaration.outer.count, through: 1, by: -1) {
      let outerName = declaration.outer.prefix(depth).joined(separator: ".")
      if let location = index.classes[outerName],
        index.types[location.file][location.type].modifiers.contains(where: {
          $0 == "private" || $0 == "fileprivate"
        })
      {
        return true
      }
    }
    return false
  }

  /// Whether `type` extends a class of UIKit or Foundation (a name of theirs, at the top level)
  /// with members a selector reaches (`@IBInspectable`, `@objc`): a struct of theirs cannot have
  /// such members, so the name is a class's.
  static func extendsForeignClass(_ type: TypeDeclaration) -> Bool {
    let name = type.name
    guard type.outer.isEmpty, !name.contains("<"), !name.contains("."),
      ["UI", "NS", "CA"].contains(where: { name.hasPrefix($0) })
    else { return false }
    return type.members.contains { isObjC($0.attributes) }
  }

  static func isObjC(_ attributes: [String: String]) -> Bool {
    attributes["objc"] != nil || attributes["IBAction"] != nil || attributes["IBOutlet"] != nil
      || attributes["IBInspectable"] != nil || attributes["IBSegueAction"] != nil
  }

  static func entries(
    of type: TypeDeclaration, className: String, declaration: TypeDeclaration,
    index: ModuleIndex, file: SourceFile, rejected: inout [Rejection], fileIndex: Int
  ) -> [Entry] {
    let allMembers =
      declaration.attributes["objcMembers"] != nil || type.attributes["objc"] != nil
    let conforms =
      type.keyword == "extension" ? !type.inherits.isEmpty : type.inherits.count >= 2
    var result: [Entry] = []
    var seen: Set<String> = []
    for member in type.members {
      if member.modifiers.contains("static") || member.modifiers.contains("class")
        || member.attributes["nonobjc"] != nil
      {
        continue
      }
      switch member.keyword {
      case "func":
        let selector = member.selector
        let reachable =
          isObjC(member.attributes) || allMembers || conforms
          || index.namedSelectors.contains(selector)
          || index.requirementSelectors.contains(selector)
        guard reachable else { continue }
        if let reason = unreachableReason(member) {
          if index.namedSelectors.contains(selector) {
            rejected.append(
              Rejection(file: fileIndex, member: member, className: className, reason: reason))
          }
          continue
        }
        guard seen.insert(selector).inserted else { continue }
        result.append(Entry(selector: selector, code: methodCode(member, className: className)))
      case "var", "let":
        let getter = member.selector
        let setter = SelectorName.setter(member.name)
        let marked = isObjC(member.attributes) || member.modifiers.contains("dynamic") || allMembers
        if marked || index.namedSelectors.contains(getter)
          || index.requirementSelectors.contains(getter),
          seen.insert(getter).inserted
        {
          result.append(
            Entry(
              selector: getter,
              code: "PortedMethod(arity: 0) { object, _, _ in\n"
                + "        guard let target = object as? \(className) else { return nil }\n"
                + "        return target.\(member.name)\n      }"))
        }
        if member.isSettable, let type = member.type, isCastable(type),
          marked || index.namedSelectors.contains(setter)
            || index.requirementSelectors.contains(setter),
          seen.insert(setter).inserted
        {
          result.append(
            Entry(
              selector: setter,
              code: "PortedMethod(arity: 1) { object, first, _ in\n"
                + "        guard let target = object as? \(className) else { return nil }\n"
                + cast(type, argument: "first", position: 0)
                + "        target.\(member.name) = a0\n        return nil\n      }"))
        }
      default: continue
      }
    }
    return result
  }

  /// Why a selector cannot call `member` (`nil` when it can): the selector runtime passes at
  /// most two arguments, as `Any?`, and calls synchronously a method of a concrete signature.
  static func unreachableReason(_ member: Member) -> String? {
    if member.parameters.count > 2 {
      return "it takes \(member.parameters.count) parameters (a selector passes at most two)"
    }
    if member.isGeneric { return "it is generic (a selector's arguments have no type to bind)" }
    if member.isAsync { return "it is async (a selector calls synchronously)" }
    if let parameter = member.parameters.first(where: { !isCastable($0.type) }) {
      return "its parameter type '\(parameter.type)' cannot be cast from a selector's argument"
    }
    return nil
  }

  static func isCastable(_ type: String) -> Bool {
    !type.isEmpty && !type.contains("inout") && !type.contains("...") && !type.contains("some ")
      && type != "Self"
  }

  /// The code binding `a<position>` to the argument cast to `type`, or returning the mismatch.
  static func cast(_ written: String, argument: String, position: Int) -> String {
    var type = written.trimmingCharacters(in: " \t\n")
    for prefix in ["@escaping ", "__owned ", "__shared ", "sending "] where type.hasPrefix(prefix) {
      type.removeFirst(prefix.count)
    }
    let name = "a\(position)"
    let mismatch =
      "return PortedMethod.Mismatch(position: \(position), expected: \"\(written.escapedForLiteral)\")"
    if type == "Any" { return "        let \(name): Any = \(argument) as Any\n" }
    if type.hasSuffix("?") || type.hasSuffix("!") {
      let base = String(type.dropLast())
      return "        let \(name): \(base)?\n"
        + "        if let value = \(argument) {\n"
        + "          guard let cast = value as? \(base) else { \(mismatch) }\n"
        + "          \(name) = cast\n"
        + "        } else {\n          \(name) = nil\n        }\n"
    }
    return "        guard let \(name) = \(argument) as? \(type) else { \(mismatch) }\n"
  }

  static func methodCode(_ member: Member, className: String) -> String {
    let arity = member.parameters.count
    let names = ["first", "second"]
    var code =
      "PortedMethod(arity: \(arity)) { object, \(arity > 0 ? "first" : "_"), \(arity > 1 ? "second" : "_") in\n"
      + "        guard let target = object as? \(className) else { return nil }\n"
    for (position, parameter) in member.parameters.enumerated() {
      code += cast(parameter.type, argument: names[position], position: position)
    }
    let arguments = member.parameters.enumerated().map { position, parameter in
      (parameter.label.map { "\($0): " } ?? "") + "a\(position)"
    }.joined(separator: ", ")
    let call = "target.\(member.name)(\(arguments))"
    let returnsNothing = member.type == nil || member.type == "Void" || member.type == "()"
    if member.throwsErrors {
      code +=
        returnsNothing
        ? "        _ = try? \(call)\n        return nil\n" : "        return try? \(call)\n"
    } else {
      code += returnsNothing ? "        \(call)\n        return nil\n" : "        return \(call)\n"
    }
    return code + "      }"
  }

  /// The name of the function listing a file's private classes.
  static func privateClassesName(file: Int) -> String { "__composePortedPrivateClasses_\(file)" }

  /// The name of a class's dictionary in a file.
  static func dictionaryName(file: Int) -> String { "__composePortedMethods_\(file)" }

  /// The generated section appended to a file: its classes' dictionaries and its `@objc`
  /// protocols' optional requirements.
  func section(forFile fileIndex: Int) -> String {
    var text = ""
    for (className, entries) in perFile[fileIndex] {
      text += "extension \(className) {\n"
      text +=
        "  @MainActor static var \(Self.dictionaryName(file: fileIndex)): [String: PortedMethod] {\n"
      text += "    [\n"
      for entry in entries {
        text += "      \"\(entry.selector.escapedForLiteral)\": \(entry.code),\n"
      }
      text += "    ]\n  }\n}\n"
    }
    let hidden = perFile[fileIndex].filter { privateClasses[fileIndex].contains($0.className) }
    if !hidden.isEmpty {
      text += "@MainActor func \(Self.privateClassesName(file: fileIndex))() -> [PortedClass] {\n"
      text += "  [\n"
      for (className, _) in hidden {
        text +=
          "    PortedClass(\(className).self, \(className).\(Self.dictionaryName(file: fileIndex))),\n"
      }
      text += "  ]\n}\n"
    }
    text += OptionalRequirements.section(
      index.types[fileIndex], file: index.files[fileIndex])
    guard !text.isEmpty else { return "" }
    return "// Generated by compose-port: selector dispatch and optional requirements.\n"
      + "import ComposeUIKit\n\n" + text
  }

  /// The module's `ComposePortedSelectors`.
  func centralFile() -> String {
    var byClass: [(String, [Int])] = []
    var privateFiles: [Int] = []
    for (fileIndex, classes) in perFile.enumerated() {
      if classes.contains(where: { privateClasses[fileIndex].contains($0.className) }) {
        privateFiles.append(fileIndex)
      }
      for (className, _) in classes where !privateClasses[fileIndex].contains(className) {
        if let existing = byClass.firstIndex(where: { $0.0 == className }) {
          byClass[existing].1.append(fileIndex)
        } else {
          byClass.append((className, [fileIndex]))
        }
      }
    }
    var text = """
      // Generated by compose-port: the methods of this module a selector can reach, by
      // class. ComposeUIKit's selector runtime finds this type by its name; do not edit.
      import ComposeUIKit

      enum ComposePortedSelectors: PortedSelectorTable {
        @MainActor static var classes: [PortedClass] {
          [

      """
    for (className, files) in byClass {
      var methods = "\(className).\(Self.dictionaryName(file: files[0]))"
      for other in files.dropFirst() {
        methods +=
          ".merging(\(className).\(Self.dictionaryName(file: other))) { first, _ in first }"
      }
      text += "      PortedClass(\(className).self, \(methods)),\n"
    }
    text += "    ]"
    for fileIndex in privateFiles {
      text += " + \(Self.privateClassesName(file: fileIndex))()"
    }
    text += """

        }
      }

      /// Whether `object`'s class, or a class it inherits from, lists `selector` in its module's
      /// ported table: `responds(to:)` for the optional requirements' accessors.
      @MainActor func __composePortResponds(_ object: AnyObject, _ selector: String) -> Bool {
        var current: AnyClass? = type(of: object)
        while let cls = current {
          let module = String(reflecting: cls).prefix { $0 != "." }
          if let table = _typeByName("\\(module.utf8.count)\\(module)22ComposePortedSelectorsO")
            as? PortedSelectorTable.Type,
            table.classes.contains(where: {
              ObjectIdentifier($0.type) == ObjectIdentifier(cls) && $0.methods[selector] != nil
            })
          {
            return true
          }
          current = _getSuperclass(cls)
        }
        return false
      }

      """
    return text
  }
}

extension String {
  func trimmingCharacters(in characters: String) -> String {
    var result = Substring(self)
    while let first = result.first, characters.contains(first) { result.removeFirst() }
    while let last = result.last, characters.contains(last) { result.removeLast() }
    return String(result)
  }
}
