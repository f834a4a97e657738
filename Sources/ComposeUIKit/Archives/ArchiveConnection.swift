/// A connection an archive stores in an object's `<connections>`: an outlet, an outlet
/// collection, an action or a segue.
public struct ArchiveConnection: Sendable, Hashable {
  /// What the connection is.
  public enum Kind: Sendable, Hashable {
    /// `<outlet property="nameLabel" destination="…"/>`: the object's property `nameLabel`
    /// (the source is the object that holds the connection) is set to the destination.
    case outlet(property: String)
    /// `<outletCollection property="labels" destination="…"/>`: the destination is appended to
    /// the source's array property, in the order the archive lists them.
    case outletCollection(property: String)
    /// `<action selector="followTapped:" destination="…" eventType="touchUpInside"/>`: the
    /// source control sends `selector` to the destination for the event (`nil` for a bar
    /// button item or a gesture recognizer, which have one action).
    case action(selector: String, eventType: String?)
    /// `<segue destination="…" kind="show"/>`.
    case segue(ArchiveSegue)
  }

  /// What it is.
  public let kind: Kind
  /// Its identifier in the archive.
  public let id: String
  /// The identifier of the object it connects to.
  public let destination: String
  /// Where it is written.
  public let location: ArchiveLocation
}

/// A storyboard segue as the archive stores it.
public struct ArchiveSegue: Sendable, Hashable {
  /// The segue kinds Interface Builder writes.
  public enum Kind: Sendable, Hashable {
    /// `show` (and the deprecated `push`): pushed in a navigation controller, else presented.
    case show
    /// `showDetail`.
    case showDetail
    /// `presentation` (and the deprecated `modal`): Present Modally.
    case presentation
    /// `popoverPresentation`.
    case popoverPresentation
    /// `embed`: a container view's child.
    case embed
    /// `unwind`: to the Exit placeholder, with an `unwindAction`.
    case unwind
    /// `custom`: a `UIStoryboardSegue` subclass (`customClass`).
    case custom
    /// `relationship`: a container's content (`rootViewController`, `viewControllers`).
    case relationship
    /// A kind Compose does not model (`replace`, `formSheet`), reported when read.
    case unmodelled(String)
  }

  /// The kind.
  public let kind: Kind
  /// The kind as written (`push` for a deprecated push, which is a ``Kind/show``).
  public let writtenKind: String
  /// The segue's identifier, if it has one.
  public let identifier: String?
  /// A relationship's name (`rootViewController`, `viewControllers`).
  public let relationship: String?
  /// A custom segue's class.
  public let customClass: String?
  /// A custom segue's module.
  public let customModule: String?
  /// An unwind segue's action selector (`unwindToFeed:`).
  public let unwindAction: String?
  /// A presentation's `modalPresentationStyle` (`fullScreen`, `formSheet`), if written.
  public let modalPresentationStyle: String?
  /// A presentation's `modalTransitionStyle` (`crossDissolve`), if written.
  public let modalTransitionStyle: String?
  /// Whether it animates (`animates="NO"` makes `false`).
  public let animates: Bool
  /// A popover's anchor view's identifier.
  public let popoverAnchorView: String?
}
