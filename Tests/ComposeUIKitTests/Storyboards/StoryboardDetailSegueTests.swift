import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The classic storyboard master-detail: a list scene whose row tap performs the `showDetail` segue,
// `prepare(for:sender:)` handing the selected item to the detail scene, which was made from the
// storyboard (its `awakeFromNib` runs before its view loads).

private final class RecipeDetailViewController: TracingViewController {
  var recipe: String?

  override func awakeFromNib() {
    super.awakeFromNib()
    log.append("detail.awakeFromNib recipe: \(recipe ?? "nil")")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("detail shows \(recipe ?? "nil")")
  }
}

private final class RecipesViewController: TracingViewController {
  let recipes = ["Feijoada", "Moqueca"]

  func didSelectRow(_ row: Int) {
    performSegue(withIdentifier: "showDetail", sender: recipes[row])
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    log.append("recipes.prepare(for: \(segue.identifier ?? "nil"))")
    guard segue.identifier == "showDetail",
      let detail = segue.destination as? RecipeDetailViewController,
      let recipe = sender as? String
    else { return }
    detail.recipe = recipe
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct StoryboardDetailSegueTests {
    private func storyboard(_ log: EventLog) -> UIStoryboard {
      let archives = ComposeArchives()
      archives.registerScene("nav", in: "Main", isInitial: true) {
        UINavigationController(
          rootViewController: RecipesViewController(title: "recipes", log: log))
      }
      archives.registerScene("RecipeDetail", in: "Main") {
        RecipeDetailViewController(title: "detail", log: log)
      }
      archives.registerSegue("showDetail", in: "Main", kind: .show, to: "RecipeDetail")
      return archives.run { UIStoryboard(name: "Main", bundle: nil) }
    }

    @Test func theShowSegueIsPreparedThenPushedWithThePushOrder() {
      let log = EventLog()
      guard
        let navigation = storyboard(log).instantiateInitialViewController()
          as? UINavigationController,
        let recipes = navigation.topViewController as? RecipesViewController
      else {
        Issue.record("the initial scene is not the navigation controller of recipes")
        return
      }
      let audit = WindowAudit.showing(navigation)
      let window = audit.window
      _ = log.drain()

      recipes.didSelectRow(1)
      window.finishAnimations()
      // UIKit: the destination is made from the storyboard (awakeFromNib), the source prepares
      // it, then the segue performs the push with contract §5's order.
      #expect(
        log.drain() == [
          "detail.awakeFromNib recipe: nil",
          "recipes.prepare(for: showDetail)",
          "detail.willMove(toParent: UINavigationController)",
          "detail.viewDidLoad",
          "detail shows Moqueca",
          "recipes.viewWillDisappear(true)",
          "detail.viewWillAppear(true)",
          "detail.viewIsAppearing(true)",
          "recipes.viewDidDisappear(true)",
          "detail.viewDidAppear(true)",
          "detail.didMove(toParent: UINavigationController)",
        ])
      #expect(navigation.topViewController?.storyboard === navigation.storyboard)
      #expect((navigation.topViewController as? RecipeDetailViewController)?.recipe == "Moqueca")
      audit.finish()
    }

    @Test func eachPerformMakesANewDestination() {
      let log = EventLog()
      let board = storyboard(log)
      let first = board.instantiateViewController(withIdentifier: "RecipeDetail")
      let second = board.instantiateViewController(withIdentifier: "RecipeDetail")
      #expect(first !== second)
      #expect(first is RecipeDetailViewController)
      #expect(first.storyboard === board)
    }
  }
#endif
