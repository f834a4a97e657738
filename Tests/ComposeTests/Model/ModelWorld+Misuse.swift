import Compose

extension ModelWorld {
  /// Runs a misuse whose precondition holds now (otherwise nothing) and records in
  /// ``misuseProblem`` if the engine accepted it or changed the tree.
  func misuse(_ kind: ModelMisuse, _ a: Int, _ b: Int) {
    let first = component(a)
    let second = component(b)
    let attempt: (() -> Diagnostic?)?
    switch kind {
    case .addChildToItself:
      attempt = first.map { node in { node.addChild(node) } }
    case .addAncestorAsChild:
      attempt = first.flatMap { node in node.parent.map { parent in { node.addChild(parent) } } }
    case .addWindowRootAsChild:
      attempt = first.flatMap { node in
        window.rootComponent.map { root in node === root ? nil : { node.addChild(root) } } ?? nil
      }
    case .removeWithoutParent:
      attempt = first.flatMap { node in
        node.parent == nil && node.window == nil ? { node.removeFromParent() } : nil
      }
    case .transitionBetweenNonChildren:
      attempt = first.flatMap { container in
        second.flatMap { other in
          other.parent !== container && other !== container
            ? { container.transition(from: other, to: container, duration: .zero) } : nil
        }
      }
    case .beginOnAutomaticChild:
      attempt = first.flatMap { node in
        node.parent?.shouldAutomaticallyForwardAppearanceMethods == true
          ? {
            node.beginAppearanceTransition(!node.appearanceState.isHeadingVisible, animated: false)
          }
          : nil
      }
    case .endWithoutBegin:
      attempt = first.flatMap { node in
        node.appearanceState.isTransitioning ? nil : { node.endAppearanceTransition() }
      }
    case .negativeClockAdvance:
      attempt = { self.window.advance(by: .milliseconds(-1 - a)) }
    case .popLastComponent:
      attempt = (first as? NavigationContainer).flatMap { nav in
        nav.stack.count == 1 && !nav.isTransitioning ? { nav.pop(animated: false) } : nil
      }
    case .pushAlreadyInStack:
      attempt = (first as? NavigationContainer).flatMap { nav in
        nav.stack.first.map { root in { nav.push(root, animated: false) } }
      }
    case .selectTabOutOfRange:
      attempt = tabs.isTransitioning ? nil : { self.tabs.select(self.tabs.tabs.count + a % 3) }
    case .presentComponentInUse:
      attempt = first.flatMap { presenter in
        second.flatMap { other in
          presenter.window != nil && other.parent != nil
            ? { presenter.present(other, animated: false) } : nil
        }
      }
    case .embedOutsideOwnView:
      attempt = first.flatMap { node in
        second.flatMap { other in
          other === node || other.isViewLoaded == false || node.isViewLoaded == false
            ? nil : { node.embed(ModelNode(id: -1, name: "stray"), in: other.view) }
        }
      }
    case .scrollToRowOutOfRange:
      // Only once the list has loaded the adapter's rows: loading is a change of its own.
      let rows = expectedItems.count
      attempt =
        list.numberOfSections == 1 && list.numberOfRows(inSection: 0) == rows
        ? { self.list.scrollToRow(at: IndexPath(row: rows + a % 5, section: 0)) } : nil
    }
    guard let attempt else { return }
    let before = fingerprint
    let diagnostic = attempt()
    if diagnostic == nil {
      misuseProblem = "misuse \(kind) was accepted"
    } else if fingerprint != before {
      misuseProblem = "misuse \(kind) changed the tree"
    }
  }

  /// The structure of everything the world can reach, plus the list's scroll position.
  var fingerprint: [String] {
    var roots = chain
    roots += parked.keys.sorted().compactMap { parked[$0] }
    if window.rootComponent !== tabs { roots.append(tabs) }
    if window.rootComponent !== alt { roots.append(alt) }
    return TreeFingerprint(roots).lines + [
      "offset \(list.contentOffset)", "rows \(list.indexPathsForVisibleRows)",
      "window \(window.isVisible) root \(window.rootComponent?.name ?? "-") now \(window.now)",
    ]
  }
}
