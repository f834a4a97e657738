import Compose

/// The Embedded ViewControllers talk's `EmbededViewControllerTableViewCell`, transcribed:
/// `didMove(toParent:)` before the view is added, and the view removed before `willMove(toParent:
/// nil)`.
final class SeedOrderContainer: Component {
  func embedLikeTheSeed(_ child: Component) {
    addChild(child)
    child.didMove(toParent: self)
    view.addSubview(child.view)
  }

  func unembedLikeTheSeed(_ child: Component) {
    child.view.removeFromSuperview()
    child.willMove(toParent: nil)
    child.removeFromParent()
  }
}

/// A container that forgets one step or another of contract §1.
final class ForgetfulContainer: Component {
  /// `addChild` and the view, but no `didMove(toParent:)`.
  func showWithoutDidMove(_ child: Component) {
    addChild(child)
    view.addSubview(child.view)
  }

  /// The view and `removeFromParent()`, but no `willMove(toParent: nil)`.
  func hideWithoutWillMove(_ child: Component) {
    child.view.removeFromSuperview()
    child.removeFromParent()
  }

  /// The view alone: no containment at all.
  func showViewOnly(_ child: Component) {
    view.addSubview(child.view)
  }
}

/// A container that keeps the components it removed: they are never released.
final class HoardingContainer: Component {
  var recentlyClosed: [Component] = []

  func close(_ child: Component) {
    child.unembed()
    recentlyClosed.append(child)
  }
}

/// A manual container (`shouldAutomaticallyForwardAppearanceMethods` is `false`) that gets its
/// forwarding wrong in the way `mistake` says.
final class ManualMistakeContainer: Component {
  enum Mistake {
    /// Begins the children's appearance in `viewWillAppear` and never ends it.
    case neverEnds
    /// Begins it twice.
    case beginsTwice
    /// Calls the children's hooks directly.
    case callsHooksDirectly
  }

  let mistake: Mistake

  init(_ name: String, mistake: Mistake) {
    self.mistake = mistake
    super.init(traceName: name)
  }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    for child in children {
      switch mistake {
      case .neverEnds:
        child.beginAppearanceTransition(true, animated: animated)
      case .beginsTwice:
        child.beginAppearanceTransition(true, animated: animated)
        child.beginAppearanceTransition(true, animated: animated)
      case .callsHooksDirectly:
        child.viewWillAppear(animated)
      }
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    for child in children {
      switch mistake {
      case .neverEnds: break
      case .beginsTwice: child.endAppearanceTransition()
      case .callsHooksDirectly: child.viewDidAppear(animated)
      }
    }
  }
}

/// An automatic container that also drives a child by hand.
final class MixedForwardingContainer: Component {
  func flash(_ child: Component) {
    child.beginAppearanceTransition(false, animated: false)
    child.endAppearanceTransition()
  }
}

/// A manual container that makes a child appear whatever its own state.
final class EagerManualContainer: Component {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  func reveal(_ child: Component) {
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
  }
}

/// A list delegate that hosts components in plain cells by hand, with the mistakes `mistake`
/// says (the cells of the Embedded ViewControllers talk before ``HostingCell``).
final class HandEmbeddingDelegate: ListDataSource, ListDelegate {
  enum Mistake {
    /// Never un-embeds in `didEndDisplaying`: the cell goes back to the pool with the view.
    case keepsChildInPooledCell
    /// Every row shows the same component.
    case oneComponentForEveryRow
    /// Removes the cell from the list by hand when it is displayed.
    case removesCellByHand
  }

  let parent: Component
  let mistake: Mistake
  let rows: Int
  private var components: [Int: Component] = [:]
  private let shared = Component(traceName: "banner")

  init(parent: Component, rows: Int, mistake: Mistake) {
    self.parent = parent
    self.rows = rows
    self.mistake = mistake
  }

  func component(forRow row: Int) -> Component {
    if mistake == .oneComponentForEveryRow { return shared }
    if let existing = components[row] { return existing }
    let made = Component(traceName: "row \(row)")
    components[row] = made
    return made
  }

  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { rows }

  func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    listView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }

  func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath)
  {
    if mistake == .removesCellByHand {
      cell.removeFromSuperview()
      return
    }
    let child = component(forRow: indexPath.row)
    if child.parent !== parent { parent.addChild(child) }
    cell.contentView.addSubview(child.view)
    child.didMove(toParent: parent)
  }

  func listView(
    _ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath
  ) {
    // The mistake of every case: nothing is un-embedded here.
  }
}
