import Compose
import Foundation

/// The coder a facade view is made with when its engine view already exists: a cell's
/// `ListCell`, or the content view that cell was made with. ``UIView/init(coder:)`` takes the
/// engine view from it instead of making one.
///
/// A coder rather than another designated initializer: a class with a designated initializer
/// its subclasses cannot see stops those subclasses (in an app's module) from inheriting its
/// convenience initializers, so `MyView()` or `MyCell(composeReuseIdentifier:)` would no longer
/// compile. It decodes nothing: it finds no key, as an empty archive (``StringKeyedCoder``).
final class EngineViewCoder: StringKeyedCoder {
  let engineView: View

  init(_ engineView: View) {
    self.engineView = engineView
    super.init()
  }
}
