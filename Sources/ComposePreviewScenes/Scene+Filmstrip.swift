import Compose
import ComposeExamples
import ComposePreviewKit
import ComposeRender

extension Scene {
  /// The Embedded ViewControllers talk: a vertical list whose cells host film rows, each with a
  /// horizontal list whose cells host frames. Scrolling recycles cells (the same cell number shows
  /// another row), a film scrolled back comes from the adapter's cache (same component, no
  /// `viewDidLoad`), an inner list scrolls on its own, and an apply that moves a row keeps its cell
  /// and component.
  public static let filmstrip = Scene(
    name: "filmstrip",
    summary: "A list of films, each a horizontal list of frames: scrolling shows cell reuse.",
    script: {
      let window = Window(traceName: "main")
      let films = Film.catalogue(count: 20, frameCount: 6)
      let screen = FilmstripScreen(films: films, cacheLimit: 3)
      var script = SceneScript(window: window)
      script.step(
        "window.rootComponent = filmstrip",
        note: "viewDidLoad loads the list: films 0-2 get cells #1-#3, each row loads its frames"
      ) { window.rootComponent = screen }
      script.step(
        "window.makeKeyAndVisible()", note: "everything appears, each parent before its children"
      ) { window.makeKeyAndVisible() }
      script.step(
        "filmstrip.films.scroll(to: 100)", note: "film 0 ends display; film 3 reuses cell #1"
      ) { screen.films.scroll(to: 100) }
      script.step(
        "filmstrip.films.scroll(to: 0)",
        note: "film 0 comes back from the cache (no viewDidLoad) in the cell film 3 returns"
      ) { screen.films.scroll(to: 0) }
      script.step(
        "filmstrip.films.scroll(to: 1000)",
        note: "far: every row leaves, films 10-12 reuse the same three cells"
      ) { screen.films.scroll(to: 1000) }
      script.step(
        "film10.frames.scroll(to: 260)", note: "the inner list recycles its own cells"
      ) { screen.row(for: 10)?.frames.scroll(to: 260) }
      var moved = films
      let film12 = moved.remove(at: 12)
      moved.insert(film12, at: 10)
      moved[11].title = "Film 10 (restored)"
      script.step(
        "filmstrip.apply(moved)",
        note: "film 12 moved above film 10, film 10 retitled: moved rows keep cell and component, "
          + "no lifecycle events"
      ) { screen.apply(moved) }
      script.step("window.hide()") { window.hide() }
      return script
    })
}

extension FilmRow: SnapshotContributing {
  /// Shows the film's title: `title "Film 3"`.
  ///
  /// - Parameter contribution: Where to add it.
  public func contribute(to contribution: inout SnapshotContribution) {
    contribution.addAttribute("title", ValueFormat.quoted(film.title))
  }
}
