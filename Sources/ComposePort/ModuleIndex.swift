/// What the port step knows of a whole module: its classes, their methods, its `@objc`
/// protocols' optional requirements and the selectors its `#selector`s name.
struct ModuleIndex {
  struct Location {
    var file: Int
    var type: Int
  }

  struct OptionalRequirement {
    var protocolName: String
    var member: Member
    var accessor: String
  }

  let files: [SourceFile]
  let types: [[TypeDeclaration]]
  /// The module's classes by qualified name: where they are declared.
  var classes: [String: Location] = [:]
  /// Function selectors by base name.
  var functions: [String: [(selector: String, owner: String, member: Member)]] = [:]
  /// The `@objc` protocols' optional method requirements by base name.
  var optionalMethods: [String: [OptionalRequirement]] = [:]
  /// The `@objc` protocols' optional property requirements by name.
  var optionalProperties: [String: OptionalRequirement] = [:]
  /// The selectors named by `#selector` anywhere in the module.
  var namedSelectors: Set<String> = []
  /// The names of `@objc` protocols.
  var objcProtocols: Set<String> = []
  /// The selectors of the `@objc` protocols' requirements.
  var requirementSelectors: Set<String> = []
  /// Properties declared in the module's types, by name (the first found).
  var properties: [String: Member] = [:]
  /// The names of the module's `dynamic` properties (Key-Value Observable on iOS).
  var dynamicProperties: Set<String> = []

  init(files: [SourceFile], types: [[TypeDeclaration]]) {
    self.files = files
    self.types = types
    for (fileIndex, declarations) in types.enumerated() {
      for (typeIndex, type) in declarations.enumerated() {
        if type.keyword == "class", !type.isLocal {
          classes[type.qualifiedName] = Location(file: fileIndex, type: typeIndex)
        }
        for member in type.members where member.keyword == "func" {
          functions[member.name.trimmingBackquotes, default: []].append(
            (member.selector, type.qualifiedName, member))
        }
        for member in type.members where member.keyword == "var" || member.keyword == "let" {
          if properties[member.name.trimmingBackquotes] == nil {
            properties[member.name.trimmingBackquotes] = member
          }
          if member.modifiers.contains("dynamic") {
            dynamicProperties.insert(member.name.trimmingBackquotes)
          }
        }
        if type.keyword == "protocol", type.attributes["objc"] != nil {
          objcProtocols.insert(type.name)
          for member in type.members {
            requirementSelectors.insert(member.selector)
            if member.keyword == "var", member.isSettable {
              requirementSelectors.insert(SelectorName.setter(member.name))
            }
          }
          for member in type.members where member.modifiers.contains("optional") {
            let accessor = "__composeOptional_" + member.selector.replacingColons
            let requirement = OptionalRequirement(
              protocolName: type.name, member: member, accessor: accessor)
            if member.keyword == "func" {
              optionalMethods[member.name.trimmingBackquotes, default: []].append(requirement)
            } else if member.keyword == "var" {
              optionalProperties[member.name.trimmingBackquotes] = requirement
            }
          }
        }
      }
    }
  }

  /// The class a class's inheritance clause names first, when the module declares it.
  func superclass(of name: String) -> String? {
    guard let location = classes[name] else { return nil }
    let declaration = types[location.file][location.type]
    guard let first = declaration.inherits.first else { return nil }
    if classes[first] != nil { return first }
    let qualified = (declaration.outer + [first]).joined(separator: ".")
    return classes[qualified] != nil ? qualified : nil
  }

  /// The module class an extension's or declaration's name refers to.
  func className(_ name: String, outer: [String] = []) -> String? {
    if classes[name] != nil { return name }
    for depth in stride(from: outer.count, through: 1, by: -1) {
      let qualified = (outer.prefix(depth) + [name]).joined(separator: ".")
      if classes[qualified] != nil { return qualified }
    }
    return nil
  }
}

extension String {
  var replacingColons: String { String(map { $0 == ":" ? "_" : $0 }) }

  /// The text as a Swift string literal's contents.
  var escapedForLiteral: String {
    var result = ""
    for character in self {
      switch character {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }
}
