import Compose
import ComposeRender

/// A component showing a text: scenario kind `label`.
@MainActor
final class Label: Component, SnapshotContributing {
  let text: String

  init(name: String, text: String) {
    self.text = text
    super.init(traceName: name)
  }

  func contribute(to contribution: inout SnapshotContribution) {
    contribution.addAttribute("text", ValueFormat.quoted(text))
  }
}

/// A component that embeds its declared children when its view loads: scenario kind `container`.
@MainActor
final class Container: Component {
  /// Embedded in `viewDidLoad`, then dropped (the scenario keeps every component by name).
  var declaredChildren: [Component] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let children = declaredChildren
    declaredChildren = []
    for child in children { embed(child) }
  }
}

/// A container that forwards appearance by hand, as a correct UIKit manual container does:
/// scenario kind `manual-container`. Its appearance hooks begin and end the appearance
/// transitions of the children placed in its view; children embedded while it is appeared stay
/// disappeared until a step drives them (`begin-appearance-transition`).
@MainActor
final class ManualContainer: Component {
  var declaredChildren: [Component] = []

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  private var placedChildren: [Component] {
    children.filter { $0.viewIfLoaded?.enclosingComponent === self }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let children = declaredChildren
    declaredChildren = []
    for child in children { embed(child) }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    for child in placedChildren where !child.appearanceState.isHeadingVisible {
      child.beginAppearanceTransition(true, animated: animated)
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    for child in placedChildren
    where child.appearanceState == .appearing && child.isInManualAppearanceTransition {
      child.endAppearanceTransition()
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    for child in placedChildren where child.appearanceState.isHeadingVisible {
      child.beginAppearanceTransition(false, animated: animated)
    }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    for child in placedChildren
    where child.appearanceState == .disappearing && child.isInManualAppearanceTransition {
      child.endAppearanceTransition()
    }
  }
}
