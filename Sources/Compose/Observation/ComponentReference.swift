/// A value naming a component in events, diagnostics and snapshots, without holding it.
///
/// The instance number is stable per window: the window numbers components in the order it first
/// meets them (`#1` is usually the root), and a component keeps its number while it comes and goes
/// in the same window. Memory addresses never appear.
public struct ComponentReference: Hashable, Sendable, CustomStringConvertible {
  /// The per-window instance number, or `0` for a component that has never been in a window.
  public var number: Int
  /// The component's dynamic type name, for example `ProfileComponent`.
  public var typeName: String
  /// The component's debug ``Component/traceName``.
  public var name: String

  /// Creates a reference.
  public init(number: Int, typeName: String, name: String) {
    self.number = number
    self.typeName = typeName
    self.name = name
  }

  /// `#3 Child "a"`; the name is left out when it equals the type name.
  public var description: String {
    let number = self.number > 0 ? "#\(self.number) " : ""
    return name == typeName ? "\(number)\(typeName)" : "\(number)\(typeName) \"\(name)\""
  }
}
