import Compose

extension NavigationContainer: SnapshotContributing {
  /// Shows the stack, bottom first: a `stack` section with one `item` entry per level
  /// (`item  index 1  top`), each hosting the component at that level.
  ///
  /// - Parameter contribution: Where to add the stack.
  public func contribute(to contribution: inout SnapshotContribution) {
    let stack = self.stack
    contribution.addSection(
      TreeSnapshot.Section(kind: "stack", attributes: [.init("depth", String(stack.count))]))
    for (index, component) in stack.enumerated() {
      var attributes = [TreeSnapshot.Attribute("index", String(index))]
      if index == stack.count - 1 { attributes.append(.init("top", "")) }
      contribution.addEntry(
        TreeSnapshot.Entry(kind: "item", attributes: attributes), hosting: component)
    }
  }
}

extension TabContainer: SnapshotContributing {
  /// Shows the tabs in order: a `tabs` section with one `tab` entry per tab
  /// (`tab  index 1  selected`), each hosting the tab's component.
  ///
  /// - Parameter contribution: Where to add the tabs.
  public func contribute(to contribution: inout SnapshotContribution) {
    contribution.addSection(
      TreeSnapshot.Section(
        kind: "tabs", attributes: [.init("selected", selectedIndex.map(String.init) ?? "none")]))
    for (index, tab) in tabs.enumerated() {
      var attributes = [TreeSnapshot.Attribute("index", String(index))]
      if index == selectedIndex { attributes.append(.init("selected", "")) }
      contribution.addEntry(TreeSnapshot.Entry(kind: "tab", attributes: attributes), hosting: tab)
    }
  }
}

extension StateContainer: SnapshotContributing {
  /// Shows the current state on the container's line (`state loading`); the state's component is
  /// an ordinary child, below.
  ///
  /// - Parameter contribution: Where to add the state.
  public func contribute(to contribution: inout SnapshotContribution) {
    contribution.addAttribute("state", state.name)
  }
}
