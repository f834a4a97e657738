extension ArchiveInstantiation {
  /// Makes a bar's child that is not a subview: a navigation bar's navigation items (with their
  /// title and their bar button items), a toolbar's bar button items, a tab bar's tab
  /// bar items, each in the archive's order and recorded as made, so that outlets to them and
  /// their actions are connected; a visual effect view's content view and its subviews. Answers
  /// whether `child` was one.
  mutating func makeBarChild(_ child: ArchiveObject, in instance: AnyObject) -> Bool {
    switch instance {
    case let bar as UINavigationBar where child.list == "items":
      guard child.elementName == "navigationItem" else { return false }
      bar.items = (bar.items ?? []) + [navigationItem(child)]
      return true
    case let toolbar as UIToolbar where child.list == "items":
      guard child.elementName == "barButtonItem" else { return false }
      if let item = makeBarButtonItem(child) { toolbar.items = (toolbar.items ?? []) + [item] }
      return true
    case let tabBar as UITabBar where child.list == "items":
      guard child.elementName == "tabBarItem" else { return false }
      let item = tabBarItem(child)
      adopt(item, as: child.id)
      tabBar.items = (tabBar.items ?? []) + [item]
      return true
    case let effectView as UIVisualEffectView where child.key == "contentView":
      made[child.id] = effectView.contentView
      apply(child, to: effectView.contentView)
      addSubviews(child.subviews, to: effectView.contentView)
      return true
    default:
      return false
    }
  }

  /// The navigation item `object` describes, for a navigation bar of its own: its title and its
  /// left, right and back bar button items (their actions are connected with the archive's
  /// other connections).
  private mutating func navigationItem(_ object: ArchiveObject) -> UINavigationItem {
    let item = UINavigationItem(title: "")
    item.title = nil
    applyNavigationItemAttributes(object, to: item)
    adopt(item, as: object.id)
    for child in object.children {
      guard child.elementName == "barButtonItem", let button = makeBarButtonItem(child) else {
        report(child, "Compose does not make this object of a navigation item yet")
        continue
      }
      place(button, of: child, in: item)
    }
    return item
  }

  /// A visual effect view's effect (`<blurEffect style="…">`, or `<vibrancyEffect>` with its
  /// style and the blur inside it) and a search bar's stored attributes.
  mutating func applyBars(_ object: ArchiveObject, to instance: AnyObject) {
    if let effectView = instance as? UIVisualEffectView {
      for value in object.values {
        switch value.name {
        case "blurEffect":
          if let style = value["style"].flatMap({ Self.blurStyles[$0] }) {
            effectView.effect = UIBlurEffect(style: style)
          } else {
            report(object, "the blur effect style \"\(value["style"] ?? "")\" is not modelled")
          }
        case "vibrancyEffect":
          // The vibrancy's blur is the element inside it.
          let blur = value.children.first { $0.name == "blurEffect" }
          guard let blurStyle = blur?["style"].flatMap({ Self.blurStyles[$0] }) else {
            report(object, "a vibrancy effect with no blur Compose knows; the view has no effect")
            continue
          }
          let styles: [String: UIVibrancyEffectStyle] = [
            "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
            "quaternaryLabel": .quaternaryLabel, "fill": .fill, "secondaryFill": .secondaryFill,
            "tertiaryFill": .tertiaryFill, "separator": .separator,
          ]
          if let style = value["style"].flatMap({ styles[$0] }) {
            effectView.effect = UIVibrancyEffect(
              blurEffect: UIBlurEffect(style: blurStyle), style: style)
          } else {
            effectView.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: blurStyle))
          }
        default: continue
        }
      }
    }
    if let searchBar = instance as? UISearchBar {
      if let text = object["text"] { searchBar.text = text }
      if let placeholder = object["placeholder"] { searchBar.placeholder = placeholder }
      if let prompt = object["prompt"] { searchBar.prompt = prompt }
      switch object["searchBarStyle"] {
      case "minimal": searchBar.searchBarStyle = .minimal
      case "prominent": searchBar.searchBarStyle = .prominent
      default: break
      }
      if object["showsCancelButton"] == "YES" { searchBar.showsCancelButton = true }
      if object["showsBookmarkButton"] == "YES" { searchBar.showsBookmarkButton = true }
      if object["showsScopeBar"] == "YES" { searchBar.showsScopeBar = true }
    }
  }

  /// A blur effect's `style` as an archive spells it.
  static let blurStyles: [String: UIBlurEffect.Style] = [
    "extraLight": .extraLight, "light": .light, "dark": .dark, "regular": .regular,
    "prominent": .prominent, "systemUltraThinMaterial": .systemUltraThinMaterial,
    "systemThinMaterial": .systemThinMaterial, "systemMaterial": .systemMaterial,
    "systemThickMaterial": .systemThickMaterial, "systemChromeMaterial": .systemChromeMaterial,
  ]
}
