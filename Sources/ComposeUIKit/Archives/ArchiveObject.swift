/// One object an archive describes: a view, a control, a view controller, a bar item, a layout,
/// a cell, or a placeholder (File's Owner, First Responder, Exit).
///
/// The element's name says its UIKit class (``uikitClassName``); `customClass` and
/// `customModule` name the app's subclass. Its attributes are kept as written
/// (``attributes``); frames, colours, fonts, button states, accessibility, connections,
/// constraints and user-defined runtime attributes are read into their own values.
public struct ArchiveObject: Sendable, Hashable {
  /// A placeholder: an object the archive refers to but does not make.
  public enum Placeholder: Sendable, Hashable {
    /// File's Owner (`IBFilesOwner`): the owner passed when the nib is instantiated (a view
    /// controller loading its nib).
    case filesOwner
    /// First Responder (`IBFirstResponder`): actions sent to it go up the responder chain.
    case firstResponder
    /// Exit (`<exit>`): the destination of unwind segues.
    case exit
    /// An external object (`placeholderIdentifier` of another name), given by
    /// `UINib.OptionsKey.externalObjects`.
    case external(String)
  }

  /// The element's name (`label`, `viewController`, `placeholder`).
  public let elementName: String
  /// The property of the parent it fills (`view`, `navigationItem`, `contentView`,
  /// `collectionViewLayout`), or `nil`.
  public let key: String?
  /// The list of the parent it is in (`subviews`, `prototypes`, `cells`, `items`), or `nil`.
  public let list: String?
  /// Its identifier in the archive (`BYZ-38-t0r`; `-1` for a xib's File's Owner).
  public let id: String
  /// The app's class (`customClass`), if set.
  public let customClass: String?
  /// The module of ``customClass`` (`customModule`), if written (Xcode writes it for a class of
  /// the target with `customModuleProvider="target"`).
  public let customModule: String?
  /// The label shown in Interface Builder's outline (`userLabel`).
  public let userLabel: String?
  /// A storyboard scene's Storyboard ID (`storyboardIdentifier`).
  public let storyboardIdentifier: String?
  /// What placeholder it is, if it is one.
  public let placeholder: Placeholder?
  /// Every attribute, as written.
  public let attributes: [String: String]
  /// The frame (`<rect key="frame">`).
  public let frame: ArchiveRect?
  /// The colours, by key (`backgroundColor`, `textColor`, `tintColor`).
  public let colors: [String: ArchiveColor]
  /// The fonts, by key (`fontDescription`).
  public let fonts: [String: ArchiveFont]
  /// A button's states, in the archive's order.
  public let states: [ArchiveButtonState]
  /// The accessibility identifier, label and hint.
  public let accessibility: ArchiveAccessibility?
  /// The subviews (for a stack view, its arranged subviews), in order.
  public let subviews: [ArchiveObject]
  /// The other objects it holds: keyed ones (its `view`, `navigationItem`, `contentView`,
  /// flow layout, layout guides) and listed ones (prototype cells, bar items), in order.
  public let children: [ArchiveObject]
  /// Its outlets, outlet collections, actions and segues, in order.
  public let connections: [ArchiveConnection]
  /// Its constraints, kept as written.
  public let constraints: [ArchiveConstraint]
  /// Its user-defined runtime attributes, in order.
  public let runtimeAttributes: [ArchiveRuntimeAttribute]
  /// The other elements it holds that carry a value (`autoresizingMask`, `size`, `inset`,
  /// `textInputTraits`, `segments`, `buttonConfiguration`), kept as written.
  public let values: [ArchiveNode]
  /// Where its start tag is.
  public let location: ArchiveLocation

  /// The UIKit class its element names (`UILabel` for `label`), `nil` for a placeholder or an
  /// element Compose does not know.
  public var uikitClassName: String? { ArchiveVocabulary.classes[elementName] }

  /// The class to make: ``customClass``, else ``uikitClassName``.
  public var className: String? { customClass ?? uikitClassName }

  /// The attribute `name`, if present.
  public subscript(_ name: String) -> String? { attributes[name] }

  /// The value element `key` (`<size key="itemSize" …/>`), if present.
  public func value(_ key: String) -> ArchiveNode? { values.first { $0["key"] == key } }

  /// This object followed by every object it holds, depth first, in the archive's order.
  public var allObjects: [ArchiveObject] {
    var result = [self]
    for child in children { result += child.allObjects }
    for subview in subviews { result += subview.allObjects }
    return result
  }
}

/// A storyboard scene: a view controller and the objects beside it (First Responder, Exit,
/// gesture recognizers).
public struct ArchiveScene: Sendable, Hashable {
  /// The scene's identifier (`sceneID`).
  public let id: String
  /// Its objects, in order.
  public let objects: [ArchiveObject]
  /// Where its start tag is.
  public let location: ArchiveLocation

  /// The scene's view controller (the object with `sceneMemberID="viewController"`, else the
  /// first that is not a placeholder).
  public var viewController: ArchiveObject? {
    objects.first { $0["sceneMemberID"] == "viewController" }
      ?? objects.first { $0.placeholder == nil }
  }

  /// The objects of the scene's dock besides its view controller and placeholders (Interface
  /// Builder's scene dock): gesture recognizers, views kept for an outlet. They are made with
  /// the view controller's view.
  public var dockObjects: [ArchiveObject] {
    let controller = viewController?.id
    return objects.filter {
      $0.id != controller && $0.placeholder == nil
        && !ArchiveVocabulary.structuralObjects.contains($0.elementName)
    }
  }
}
