import Compose
import Testing

/// The example of `Auditing.md` runs and prints what the article shows.
@Suite struct AuditingArticleExampleTests {
  final class EmbeddingCell: Component {
    // A common `embedInParentViewController`: didMove before the view is added.
    func embedWrongly(_ child: Component) {
      addChild(child)
      child.didMove(toParent: self)
      view.addSubview(child.view)
    }
  }

  @Test func theArticlesExamplePrintsItsFinding() {
    let window = Window()
    let auditor = LifecycleAuditor(window: window)
    let root = Component(traceName: "root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let cell = EmbeddingCell(traceName: "cell")
    root.embed(cell)
    cell.embedWrongly(Component(traceName: "photo"))
    auditor.checkpoint()
    let printed = auditor.findings.map(\.description).joined(separator: "\n")
    #expect(
      printed == """
        didMoveBeforeViewPlaced at Component("root")/EmbeddingCell("cell")/Component("photo"): \
        didMove(toParent: EmbeddingCell("cell")) came before the view was placed in \
        EmbeddingCell("cell")'s view; place the view first, then call didMove
          photo.willMove(toParent: cell)
          photo.didMove(toParent: cell)
          photo.loadView
          photo.viewDidLoad
          photo.viewAdded(to: cell)
        """)
  }
}
