/// Overrides declared in extensions, and extension members a subclass overrides: Swift without
/// the Objective-C runtime refuses both, so the port moves them into the class's declaration.
enum ExtensionMoves {
  struct Move {
    var fromFile: Int
    var member: Member
    var toFile: Int
    var toType: Int
  }

  /// The key a member overrides by: its kind, name and argument labels.
  static func key(_ member: Member) -> String {
    let family = member.keyword == "let" ? "var" : member.keyword
    return family + " " + member.name.trimmingBackquotes + "("
      + member.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  static func plan(index: ModuleIndex, diagnostics: inout [PortDiagnostic]) -> [Move] {
    var moves: [Move] = []
    var planned: Set<String> = []
    // The overrides declared in the module's subclasses, by the class they inherit from.
    var overriddenBelow: [String: Set<String>] = [:]
    for declarations in index.types {
      for type in declarations where type.keyword == "class" || type.keyword == "extension" {
        guard let name = index.className(type.name, outer: type.outer) else { continue }
        let overrides = type.members.filter { $0.modifiers.contains("override") }.map(key)
        var ancestor = index.superclass(of: name)
        while let current = ancestor {
          overriddenBelow[current, default: []].formUnion(overrides)
          ancestor = index.superclass(of: current)
        }
      }
    }
    for (fileIndex, declarations) in index.types.enumerated() {
      for type in declarations where type.keyword == "extension" {
        let file = index.files[fileIndex]
        guard let name = index.className(type.name, outer: type.outer),
          let location = index.classes[name]
        else {
          for member in type.members where member.modifiers.contains("override") {
            let offset = file.sig(member.keywordIndex).start
            diagnostics.append(
              PortDiagnostic(
                severity: .warning, path: file.path, line: file.line(of: offset),
                column: file.column(of: offset),
                message:
                  "'\(member.name)' overrides in an extension of \(type.name), which this module "
                  + "does not declare: Swift on Linux cannot override in an extension and the "
                  + "port cannot move it into \(type.name)'s declaration; override it in a "
                  + "subclass"))
          }
          continue
        }
        let declaration = index.types[location.file][location.type]
        if declaration.isGeneric { continue }
        for member in type.members {
          let isOverride = member.modifiers.contains("override")
          let isOverridden = overriddenBelow[name]?.contains(key(member)) ?? false
          guard isOverride || isOverridden, member.keyword != "let" else { continue }
          let id = "\(fileIndex):\(member.start)"
          guard planned.insert(id).inserted else { continue }
          moves.append(
            Move(fromFile: fileIndex, member: member, toFile: location.file, toType: location.type))
        }
      }
    }
    return moves
  }
}
