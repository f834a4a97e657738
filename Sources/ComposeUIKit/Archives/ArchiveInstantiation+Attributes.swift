import Foundation

extension ArchiveInstantiation {
  /// Sets what the archive stores for `object` on `instance`: a view's tag, hidden, alpha,
  /// user interaction, content mode, frame, colours and accessibility; a label's, text field's
  /// and text view's text, colour, font and alignment; a button's type and its titles, title
  /// colours and images per state; an image view's image; a stack view's axis and spacing; a
  /// cell's selection style. User-defined runtime attributes are set after the outlets are
  /// connected (`setRuntimeAttributes(_:owner:)`).
  mutating func apply(_ object: ArchiveObject, to instance: AnyObject) {
    if let recognizer = instance as? UIGestureRecognizer {
      return applyGestureRecognizer(object, to: recognizer)
    }
    if let view = instance as? UIView { applyView(object, to: view) }
    if let label = instance as? UILabel {
      label.text = object["text"] ?? label.text
      if let color = color(object.colors["textColor"]) { label.textColor = color }
      if let font = font(object.fonts["fontDescription"]) { label.font = font }
      if let lines = object["numberOfLines"].flatMap({ Int($0) }) { label.numberOfLines = lines }
      if let alignment = alignment(object["textAlignment"]) { label.textAlignment = alignment }
    }
    if let field = instance as? UITextField {
      if let text = object["text"] { field.text = text }
      let borders: [String: UITextField.BorderStyle] = [
        "line": .line, "bezel": .bezel, "roundedRect": .roundedRect,
      ]
      if let border = object["borderStyle"].flatMap({ borders[$0] }) { field.borderStyle = border }
      let modes: [String: UITextField.ViewMode] = [
        "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always,
      ]
      if let mode = object["clearButtonMode"].flatMap({ modes[$0] }) {
        field.clearButtonMode = mode
      }
      field.placeholder = object["placeholder"] ?? field.placeholder
      if let color = color(object.colors["textColor"]) { field.textColor = color }
      if let font = font(object.fonts["fontDescription"]) { field.font = font }
      if let alignment = alignment(object["textAlignment"]) { field.textAlignment = alignment }
    }
    if let textView = instance as? UITextView {
      if let text = object["text"] { textView.text = text }
      if let color = color(object.colors["textColor"]) { textView.textColor = color }
      if let font = font(object.fonts["fontDescription"]) { textView.font = font }
    }
    if let control = instance as? UIControl { applyControl(object, to: control) }
    if let button = instance as? UIButton { applyButton(object, to: button) }
    if let imageView = instance as? UIImageView, let name = object["image"] {
      imageView.image = Self.image(name, catalog: object["catalog"])
    }
    if let scroll = instance as? UIScrollView {
      if object["scrollEnabled"] == "NO" { scroll.isScrollEnabled = false }
      if object["pagingEnabled"] == "YES" { scroll.isPagingEnabled = true }
      if object["bounces"] == "NO" { scroll.bounces = false }
    }
    if let textView = instance as? UITextView {
      if object["editable"] == "NO" { textView.isEditable = false }
      if object["selectable"] == "NO" { textView.isSelectable = false }
    }
    if let stack = instance as? UIStackView {
      if object["axis"] == "vertical" { stack.axis = .vertical }
      if let spacing = object["spacing"].flatMap({ Double($0) }) { stack.spacing = spacing }
      let alignments: [String: UIStackView.Alignment] = [
        "leading": .leading, "top": .leading, "firstBaseline": .firstBaseline, "center": .center,
        "trailing": .trailing, "bottom": .trailing, "lastBaseline": .lastBaseline,
      ]
      if let alignment = object["alignment"].flatMap({ alignments[$0] }) {
        stack.alignment = alignment
      }
      let distributions: [String: UIStackView.Distribution] = [
        "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
      ]
      if let distribution = object["distribution"].flatMap({ distributions[$0] }) {
        stack.distribution = distribution
      }
    }
    if let indicator = instance as? UIActivityIndicatorView {
      if let style = object["style"].flatMap({ Self.indicatorStyles[$0] }) {
        indicator.style = style
      }
      if object["hidesWhenStopped"] == "NO" { indicator.hidesWhenStopped = false }
      if object["animating"] == "YES" { indicator.startAnimating() }
    }
    if let bar = instance as? UIProgressView {
      if let progress = object["progress"].flatMap(Float.init) { bar.progress = progress }
      if object["progressViewStyle"] == "bar" { bar.progressViewStyle = .bar }
    }
    if let cell = instance as? UITableViewCell,
      let accessory = object["accessoryType"].flatMap({ Self.accessoryTypes[$0] })
    {
      cell.accessoryType = accessory
    }
    if let controller = instance as? UIViewController {
      if let title = object["title"] { controller.title = title }
      if object["hidesBottomBarWhenPushed"] == "YES" { controller.hidesBottomBarWhenPushed = true }
      if object["definesPresentationContext"] == "YES" {
        controller.definesPresentationContext = true
      }
    }
    if let table = instance as? UITableView { applyTable(object, to: table) }
    if let segments = instance as? UISegmentedControl { applySegments(object, to: segments) }
    applyBars(object, to: instance)
    if let cell = instance as? UITableViewCell, object["selectionStyle"] == "none" {
      cell.selectionStyle = .none
    }
  }

  /// A control's state and its value: a switch's `on`, a slider's `minValue`, `maxValue` and
  /// `value`, a stepper's `minimumValue`, `maximumValue`, `stepValue` and `value`, a page
  /// control's pages, an activity indicator's `hidesWhenStopped` and `animating`, a progress
  /// view's `progress`. Bounds are set before values, as UIKit's decoding clamps the value.
  private func applyControl(_ object: ArchiveObject, to control: UIControl) {
    if object["enabled"] == "NO" { control.isEnabled = false }
    if object["selected"] == "YES" { control.isSelected = true }
    if object["highlighted"] == "YES" { control.isHighlighted = true }
    if let toggle = control as? UISwitch, object["on"] == "YES" { toggle.isOn = true }
    if let slider = control as? UISlider {
      if let low = object["minValue"].flatMap(Float.init) { slider.minimumValue = low }
      if let high = object["maxValue"].flatMap(Float.init) { slider.maximumValue = high }
      if let value = object["value"].flatMap(Float.init) { slider.value = value }
    }
    if let stepper = control as? UIStepper {
      if let low = object["minimumValue"].flatMap(Double.init) { stepper.minimumValue = low }
      if let high = object["maximumValue"].flatMap(Double.init) { stepper.maximumValue = high }
      if let step = object["stepValue"].flatMap(Double.init) { stepper.stepValue = step }
      if let value = object["value"].flatMap(Double.init) { stepper.value = value }
    }
    if let pages = control as? UIPageControl {
      if let count = object["numberOfPages"].flatMap({ Int($0) }) { pages.numberOfPages = count }
      if let page = object["currentPage"].flatMap({ Int($0) }) { pages.currentPage = page }
    }
  }

  /// The image an archive names: a symbol of the system's catalog (`catalog="system"`, as
  /// `UIImage(systemName:)` makes it), else the app's image of that name.
  static func image(_ name: String, catalog: String?) -> UIImage? {
    catalog == "system" ? UIImage(systemName: name) : UIImage(named: name)
  }

  /// An activity indicator's `style` as an archive spells it.
  static let indicatorStyles: [String: UIActivityIndicatorView.Style] = [
    "medium": .medium, "large": .large, "whiteLarge": .whiteLarge, "white": .white, "gray": .gray,
  ]

  /// A cell's `accessoryType` as an archive spells it.
  static let accessoryTypes: [String: UITableViewCell.AccessoryType] = [
    "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
    "checkmark": .checkmark, "detailButton": .detailButton,
  ]

  private mutating func applyView(_ object: ArchiveObject, to view: UIView) {
    if object["translatesAutoresizingMaskIntoConstraints"] == "NO" {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    if let tag = object["tag"].flatMap({ Int($0) }) { view.tag = tag }
    if object["hidden"] == "YES" { view.isHidden = true }
    if let alpha = object["alpha"].flatMap({ Double($0) }) { view.alpha = alpha }
    if object["userInteractionEnabled"] == "NO" { view.isUserInteractionEnabled = false }
    if let mode = object["contentMode"].flatMap(contentMode) { view.contentMode = mode }
    if let frame = object.frame {
      view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
    if let color = color(object.colors["backgroundColor"]) { view.backgroundColor = color }
    if let color = color(object.colors["tintColor"]) { view.tintColor = color }
    if let accessibility = object.accessibility {
      view.accessibilityIdentifier = accessibility.identifier ?? view.accessibilityIdentifier
      view.accessibilityLabel = accessibility.label ?? view.accessibilityLabel
      view.accessibilityHint = accessibility.hint ?? view.accessibilityHint
    }
  }

  private mutating func applyButton(_ object: ArchiveObject, to button: UIButton) {
    if object["buttonType"] == "system" || object["buttonType"] == "roundedRect" {
      button.buttonType = .system
    }
    for state in object.states {
      let controlState: UIControl.State
      switch state.state {
      case "normal": controlState = .normal
      case "highlighted": controlState = .highlighted
      case "selected": controlState = .selected
      case "disabled": controlState = .disabled
      default:
        report(object, "a button state \"\(state.state)\" Compose does not model")
        continue
      }
      if let title = state.title { button.setTitle(title, for: controlState) }
      if let title = state.attributedTitle {
        button.setAttributedTitle(NSAttributedString(string: title), for: controlState)
      }
      if let color = color(state.colors["titleColor"]) {
        button.setTitleColor(color, for: controlState)
      }
      if let image = state.image { button.setImage(UIImage(named: image), for: controlState) }
    }
  }

  private func contentMode(_ name: String) -> UIView.ContentMode? {
    let modes: [String: UIView.ContentMode] = [
      "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit,
      "scaleAspectFill": .scaleAspectFill, "redraw": .redraw, "center": .center, "top": .top,
      "bottom": .bottom, "left": .left, "right": .right, "topLeft": .topLeft,
      "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]
    return modes[name]
  }

  private func alignment(_ name: String?) -> NSTextAlignment? {
    switch name {
    case "left": .left
    case "center": .center
    case "right": .right
    case "justified": .justified
    case "natural": .natural
    default: nil
    }
  }

  /// The colour an archive writes: components, a grey, an asset catalogue's named colour, or a
  /// system colour (`systemBackgroundColor` is `UIColor.systemBackground`).
  func color(_ color: ArchiveColor?) -> UIColor? {
    switch color {
    case .components(let red, let green, let blue, let alpha, let space):
      if space == "displayP3" {
        return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
      }
      return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    case .white(let white, let alpha):
      return UIColor(white: white, alpha: alpha)
    case .named(let name):
      return UIColor(named: name)
    case .system(let name):
      return UIColor(name: name.hasSuffix("Color") ? String(name.dropLast(5)) : name)
    case nil:
      return nil
    }
  }

  /// The font an archive writes: a system font (with its weight), a named font, or a text style.
  func font(_ font: ArchiveFont?) -> UIFont? {
    guard let font else { return nil }
    if let style = font.textStyle {
      return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
    }
    let size = font.pointSize ?? 17
    switch font.type {
    case "boldSystem": return .boldSystemFont(ofSize: size)
    case "italicSystem": return .italicSystemFont(ofSize: size)
    case "system":
      let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
        "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy,
        "black": .black,
      ]
      return .systemFont(ofSize: size, weight: font.weight.flatMap { weights[$0] } ?? .regular)
    default:
      return font.name.flatMap { UIFont(name: $0, size: size) } ?? .systemFont(ofSize: size)
    }
  }
}
