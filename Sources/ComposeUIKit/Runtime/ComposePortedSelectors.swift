/// ComposeUIKit's own selector table: the UIKit methods of its classes that apps send by name
/// (`UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil,
/// from: nil, for: nil)` to end editing). Every other UIKit method of ComposeUIKit's classes is
/// absent: `responds(to:)` answers `false` for it and a send reports it.
enum ComposePortedSelectors: PortedSelectorTable {
  @MainActor static var classes: [PortedClass] {
    [
      PortedClass(
        UIResponder.self,
        [
          "resignFirstResponder": PortedMethod(arity: 0) { object, _, _ in
            (object as? UIResponder)?.resignFirstResponder()
          },
          "becomeFirstResponder": PortedMethod(arity: 0) { object, _, _ in
            (object as? UIResponder)?.becomeFirstResponder()
          },
        ])
    ]
  }
}
