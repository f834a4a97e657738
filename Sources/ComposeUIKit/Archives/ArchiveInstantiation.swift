import Compose
import Foundation

/// Makes the objects of an archive as UIKit's nib loading does: each through `init(coder:)` of
/// its class (the app's `customClass` from its module's ``PortedArchiveTable``, else the UIKit
/// class of its element), then its attributes set and its subviews added; once every object is
/// made, `awakeFromNib()` on each, in the archive's order.
///
/// A custom class the table does not list is reported and its UIKit class made instead (UIKit
/// logs "Unknown class in Interface Builder file" and does the same). An object Compose cannot
/// make from an archive is reported and left out, with its subviews.
@MainActor
struct ArchiveInstantiation {
  let archive: InterfaceBuilderArchive
  let table: PortedArchiveTable.Type?
  /// The objects made, by identifier.
  var made: [String: AnyObject] = [:]
  /// The objects made, in the archive's order.
  var order: [AnyObject] = []
  /// What could not be made or set.
  var diagnostics: [Diagnostic] = []

  init(archive: InterfaceBuilderArchive, table: PortedArchiveTable.Type?) {
    self.archive = archive
    self.table = table
  }

  /// The classes Compose makes from an archive, by element.
  static let builtins: [String: @MainActor (NSCoder) -> AnyObject?] = [
    "view": { UIView(coder: $0) }, "containerView": { UIView(coder: $0) },
    "label": { UILabel(coder: $0) }, "button": { UIButton(coder: $0) },
    "imageView": { UIImageView(coder: $0) }, "textField": { UITextField(coder: $0) },
    "textView": { UITextView(coder: $0) }, "stackView": { UIStackView(coder: $0) },
    "scrollView": { UIScrollView(coder: $0) }, "tableViewCell": { UITableViewCell(coder: $0) },
    "tableView": { UITableView(coder: $0) },
    "segmentedControl": { UISegmentedControl(coder: $0) },
    "collectionView": { UICollectionView(coder: $0) },
    "collectionViewCell": { UICollectionViewCell(coder: $0) },
    "collectionReusableView": { UICollectionReusableView(coder: $0) },
    "switch": { UISwitch(coder: $0) }, "slider": { UISlider(coder: $0) },
    "stepper": { UIStepper(coder: $0) }, "pageControl": { UIPageControl(coder: $0) },
    "activityIndicatorView": { UIActivityIndicatorView(coder: $0) },
    "progressView": { UIProgressView(coder: $0) }, "datePicker": { UIDatePicker(coder: $0) },
    "pickerView": { UIPickerView(coder: $0) },
    "navigationBar": { UINavigationBar(coder: $0) }, "toolbar": { UIToolbar(coder: $0) },
    "tabBar": { UITabBar(coder: $0) }, "searchBar": { UISearchBar(coder: $0) },
    "visualEffectView": { UIVisualEffectView(coder: $0) },
    "tableViewHeaderFooterView": { UITableViewHeaderFooterView(coder: $0) },
  ]

  /// Records `object` as made already (a storyboard scene's view controller, whose view is made
  /// later).
  mutating func adopt(_ object: AnyObject, as id: String) {
    made[id] = object
    order.append(object)
  }

  mutating func report(_ object: ArchiveObject, _ message: String) {
    diagnostics.append(
      Diagnostic(
        code: .unmodelledArchiveContent, path: object.location.description,
        message: "<\(object.elementName) id=\"\(object.id)\">: \(message)"))
  }

  /// Makes the top-level objects (placeholders are not made), connects the outlets and actions
  /// with `owner` as File's Owner, then wakes every object made, in the archive's order.
  mutating func makeTopLevel(_ objects: [ArchiveObject], owner: AnyObject?) -> [AnyObject] {
    let top = objects.filter { $0.placeholder == nil }.compactMap { make($0) }
    connect(objects, owner: owner)
    for object in order { Self.awake(object) }
    return top
  }

  static func awake(_ object: AnyObject) {
    if let view = object as? UIView {
      view.awakeFromNib()
    } else if let controller = object as? UIViewController {
      controller.awakeFromNib()
    } else if let recognizer = object as? UIGestureRecognizer {
      recognizer.awakeFromNib()
    }
  }

  /// Makes `object` and what it holds.
  mutating func make(_ object: ArchiveObject) -> AnyObject? {
    let coder = ArchiveCoder(object)
    var instance: AnyObject?
    if let custom = object.customClass {
      if let factory = table?.classes[custom] {
        instance = factory(coder)
        if instance == nil {
          report(object, "\(custom)(coder:) returned nil; the object is not made")
          return nil
        }
      } else {
        report(
          object,
          "Unknown class \(custom) in Interface Builder file: no ComposePortedArchives of its "
            + "module lists it (is the module ported?); a \(object.uikitClassName ?? "?") is made")
      }
    }
    if instance == nil {
      guard
        let builtin = Self.builtins[object.elementName]
          ?? Self.gestureRecognizers[object.elementName]
      else {
        if object.uikitClassName != nil {
          report(object, "Compose does not make a \(object.uikitClassName!) from an archive yet")
        }
        return nil
      }
      guard let made = builtin(coder) else {
        report(object, "\(object.uikitClassName ?? object.elementName)(coder:) returned nil")
        return nil
      }
      instance = made
    }
    guard let instance else { return nil }
    made[object.id] = instance
    order.append(instance)
    apply(object, to: instance)
    if let view = instance as? UIView { addSubviews(object.subviews, to: view) }
    for child in object.children {
      if child.key == "contentView", let cell = instance as? UITableViewCell {
        made[child.id] = cell.contentView
        apply(child, to: cell.contentView)
        cell.contentView.frame = cell.bounds
        addCellContent(child.subviews, of: object, to: cell)
      } else if child.key == "contentView", let cell = instance as? UICollectionViewCell {
        made[child.id] = cell.contentView
        apply(child, to: cell.contentView)
        cell.contentView.frame = cell.bounds
        addSubviews(child.subviews, to: cell.contentView)
      } else if child.key == "contentView", let header = instance as? UITableViewHeaderFooterView {
        made[child.id] = header.contentView
        apply(child, to: header.contentView)
        addSubviews(child.subviews, to: header.contentView)
      } else if child.list == "gestureRecognizers", let view = instance as? UIView {
        // A recognizer listed in its view (Xcode connects it by the view's outlet collection).
        if let recognizer = make(child) as? UIGestureRecognizer {
          view.addGestureRecognizer(recognizer)
        }
      } else if makeListChild(child, in: instance) || makeBarChild(child, in: instance) {
        continue
      } else if child.elementName == "viewLayoutGuide" {
        continue
      } else {
        report(child, "Compose does not make this object from an archive yet")
      }
    }
    return instance
  }

  mutating func addSubviews(_ subviews: [ArchiveObject], to view: UIView) {
    for subview in subviews {
      guard let made = make(subview) as? UIView else { continue }
      if let stack = view as? UIStackView {
        stack.addArrangedSubview(made)
      } else {
        view.addSubview(made)
      }
    }
  }
}
