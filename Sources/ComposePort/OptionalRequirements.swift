/// `@objc optional` requirements, ported.
///
/// Swift on Linux has no optional requirements. The port drops `optional` and writes, in a
/// protocol extension, for each optional requirement:
/// - a default implementation, so that a conformer may leave it out (it returns nothing, `nil`
///   for an optional result, or traps for another result: only a call the original code could
///   not write reaches it, since the original had to call the requirement through `?`);
/// - an accessor `__composeOptional_<selector>` that is `nil` unless the object's class lists
///   the requirement's selector in its module's ported table (the conformer implements it),
///   and else the requirement itself (a closure for a method, the value for a property).
///
/// The call sites `delegate?.f?(x)`, `delegate.f?(x) ?? fallback` and `delegate?.p` are
/// rewritten to the accessor (`delegate?.__composeOptional_f_?(x)`), so the conformer's
/// implementation runs when it has one and nothing runs otherwise, as on iOS.
enum OptionalRequirements {
  static func section(_ types: [TypeDeclaration], file: SourceFile) -> String {
    var text = ""
    for type in types where type.keyword == "protocol" && type.attributes["objc"] != nil {
      let optional = type.members.filter { $0.modifiers.contains("optional") }
      guard !optional.isEmpty else { continue }
      text += "extension \(type.qualifiedName) {\n"
      for member in optional {
        let accessor = "__composeOptional_" + member.selector.replacingColons
        let absent =
          "fatalError(\"ComposePort: \(type.name).\(member.name) is an optional requirement this "
          + "conformer does not implement; call it through its optional (?)\")"
        let resultType = member.type ?? "Void"
        let isOptionalResult = resultType.hasSuffix("?") || resultType.hasSuffix("!")
        if member.keyword == "func" {
          let parameters = member.parameters.enumerated().map { position, parameter in
            "\(parameter.label ?? "_") a\(position): \(parameter.type)"
          }.joined(separator: ", ")
          let effects = member.throwsErrors ? " throws" : ""
          let returns = member.type.map { " -> \($0)" } ?? ""
          let body =
            member.type == nil || resultType == "Void" || resultType == "()"
            ? "" : (isOptionalResult ? " nil " : " \(absent) ")
          text += "  func \(member.name)(\(parameters))\(effects)\(returns) {\(body)}\n"
          let closureType =
            "((" + member.parameters.map(\.type).joined(separator: ", ") + ")\(effects) -> "
            + "\(resultType))?"
          let arguments = member.parameters.enumerated().map { position, parameter in
            (parameter.label.map { "\($0): " } ?? "") + "$\(position)"
          }.joined(separator: ", ")
          let call = (member.throwsErrors ? "try " : "") + "self.\(member.name)(\(arguments))"
          let closure = member.parameters.isEmpty ? "{ \(call) }" : "{ \(call) }"
          text += "  @MainActor var \(accessor): \(closureType) {\n"
          text +=
            "    __composePortResponds(self, \"\(member.selector.escapedForLiteral)\") ? \(closure) : nil\n"
          text += "  }\n"
        } else if member.keyword == "var", let propertyType = member.type {
          let value = isOptionalResult ? "nil" : absent
          text +=
            member.isSettable
            ? "  var \(member.name): \(propertyType) { get { \(value) } set {} }\n"
            : "  var \(member.name): \(propertyType) { \(value) }\n"
          text += "  @MainActor var \(accessor): \(propertyType)? {\n"
          text +=
            "    __composePortResponds(self, \"\(member.selector.escapedForLiteral)\") ? self.\(member.name) : nil\n"
          text += "  }\n"
        }
      }
      text += "}\n"
    }
    return text
  }
}
