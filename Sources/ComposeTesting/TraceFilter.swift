import Compose

/// Which recorded events a trace assertion looks at: kinds of event, and components.
///
/// ```swift
/// harness.expectTrace(["cell.willMove(toParent: feed)", ...], .containment)
/// harness.expectTrace([...], TraceFilter(.appearance).subtree(of: detail))
/// ```
public struct TraceFilter: Sendable, Hashable, CustomStringConvertible {
  /// Kinds of lifecycle event: the engine's own classification, which the recorder and the
  /// event-log printer filter with too.
  public typealias Kinds = LifecycleEventFilter.Kinds

  /// The kinds of event kept.
  public var kinds: Kinds
  /// The trace names of the components whose events are kept, or `nil` for every component.
  public var components: Set<String>?
  /// The window numbers of the components whose events are kept (a subtree), or `nil`.
  var numbers: Set<Int>?

  /// A filter keeping `kinds` of every component.
  ///
  /// - Parameter kinds: The kinds of event kept; `TraceFilter.Kinds.callbacks` by default.
  public init(_ kinds: Kinds = .callbacks) {
    self.kinds = kinds
    self.components = nil
    self.numbers = nil
  }

  /// Everything but `loadView` and view placement (`TraceFilter.Kinds.callbacks`).
  public static let callbacks = TraceFilter(.callbacks)
  /// Every event.
  public static let all = TraceFilter(.all)
  /// Containment only.
  public static let containment = TraceFilter(.containment)
  /// The view's lifecycle only (`viewDidLoad` and the appearance callbacks).
  public static let appearance = TraceFilter(.appearance)
  /// List events only.
  public static let list = TraceFilter(.list)

  /// This filter, keeping only the events of components with these trace names.
  ///
  /// - Parameter names: `Component.traceName`s.
  public func only(_ names: String...) -> TraceFilter {
    var copy = self
    copy.components = (components ?? Set(names)).intersection(names)
    return copy
  }

  /// This filter, keeping only the events of `component` and its descendants, as the tree is
  /// when the filter is made (a child removed before then is not in it). Components are told
  /// apart by their number in the window, so another component with the same trace name (the
  /// type name, by default) is not kept.
  ///
  /// - Parameter component: The root of the subtree.
  /// - Complexity: O(size of the subtree).
  @MainActor public func subtree(of component: Component) -> TraceFilter {
    var numbers: Set<Int> = []
    var pending = [component]
    while let node = pending.popLast() {
      numbers.insert(node.reference.number)
      pending.append(contentsOf: node.children)
    }
    var copy = self
    copy.numbers = self.numbers.map { $0.intersection(numbers) } ?? numbers
    return copy
  }

  /// Whether `event` passes the filter.
  public func keeps(_ event: LifecycleEvent) -> Bool {
    guard kinds.contains(Self.kind(of: event.kind)) else { return false }
    if let numbers, !numbers.contains(event.component.number) { return false }
    return components?.contains(event.component.name) ?? true
  }

  /// The kind of an event: `LifecycleEventFilter`'s, whose kinds have the same bits.
  static func kind(of kind: LifecycleEvent.Kind) -> Kinds {
    Kinds(of: kind)
  }

  /// `components=a,b kinds=appearance,containment`: the options golden trace headers record.
  public var description: String {
    // The options of the golden header, keys in alphabetical order as there.
    headerOptions.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      .joined(separator: " ")
  }

  /// The options a golden trace's header records.
  var headerOptions: [String: String] {
    var options = [
      "kinds": Kinds.names.filter { kinds.contains($0.0) }.map(\.1).sorted().joined(separator: ",")
    ]
    if let components { options["components"] = components.sorted().joined(separator: ",") }
    if let numbers { options["subtree"] = numbers.sorted().map { "#\($0)" }.joined(separator: ",") }
    return options
  }
}

extension LifecycleEventFilter.Kinds {
  /// What most ordering tests read: everything but `loadView` and view placement. It includes
  /// ``layout``, which a harness records only when asked (`LifecycleHarness.recordsLayout`), so
  /// traces read the same as before the layout pass existed unless a test asks for layout.
  public static let callbacks: Self = all.subtracting([.loadView, .placement])

  /// The name of each kind, as a golden trace's header writes it. ``environment`` (activation
  /// states, memory warnings), which came after the first goldens, is kept with the callbacks and
  /// not named, so that the headers of goldens recorded before it still match.
  static let names: [(Self, String)] = [
    (.containment, "containment"), (.appearance, "appearance"), (.layout, "layout"),
    (.list, "list"), (.loadView, "loadView"), (.placement, "placement"), (.state, "state"),
  ]
}
