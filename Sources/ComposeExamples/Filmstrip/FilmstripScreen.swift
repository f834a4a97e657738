import Compose

/// The Embedded ViewControllers talk's screen: a vertical list of films whose cells host a
/// ``FilmRow`` each, built with ``ListHostingAdapter`` (the data source and delegate live outside
/// the component).
///
/// ```swift
/// let screen = FilmstripScreen(films: Film.catalogue(count: 20, frameCount: 8))
/// window.rootComponent = screen
/// window.makeKeyAndVisible()  // rows 0.0…0.2 are displayed, each hosting a FilmRow
/// screen.films.scroll(to: 100) // film 0 ends display, film 3 is displayed in its recycled cell
/// ```
public final class FilmstripScreen: Component {
  /// The vertical list: 390 × 250 points, rows 100 points high (three rows visible at once).
  public let films = ListView(traceName: "films", frame: Rect(x: 0, y: 0, width: 390, height: 250))
  /// The adapter that hosts a ``FilmRow`` in each displayed cell (reuse identifier `film`).
  public private(set) var adapter: ListHostingAdapter<[Film], FilmRow>?
  private let initialFilms: [Film]
  private let cacheLimit: Int

  /// Creates the screen, named `filmstrip`.
  ///
  /// - Parameters:
  ///   - films: The films, one row each.
  ///   - cacheLimit: How many off-screen rows' components the adapter keeps.
  public init(films: [Film], cacheLimit: Int = 4) {
    initialFilms = films
    self.cacheLimit = cacheLimit
    super.init(traceName: "filmstrip")
  }

  /// Places the list and loads its rows. Calls `super` first.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(films)
    films.rowHeight = 100
    adapter = ListHostingAdapter(
      items: initialFilms, parent: self, listView: films, cacheLimit: cacheLimit,
      reuseIdentifier: "film", factory: FilmRow.init(film:))
    adapter?.reloadData()
  }

  /// The row component of the film with identifier `id`, if it is displayed or cached.
  ///
  /// - Parameter id: The film's identifier.
  /// - Returns: The component, or `nil`.
  public func row(for id: Int) -> FilmRow? {
    adapter?.items.first { $0.id == id }.flatMap { adapter?.component(for: $0) }
  }

  /// Replaces the films with a keyed diff (moves keep their cells and components).
  ///
  /// - Parameter newFilms: The new films.
  public func apply(_ newFilms: [Film]) {
    adapter?.apply(newFilms)
  }
}

/// A film's row: a component with a horizontal list of its frames, each cell hosting a
/// ``FrameComponent``. Named `film <id>`.
public final class FilmRow: Component, ListItemComponent {
  /// The film shown; replaced by ``update(with:)``.
  public private(set) var film: Film
  /// The horizontal list: 390 × 100 points, frames 130 points wide (three visible at once).
  public let frames = ListView(
    traceName: "frames", frame: Rect(x: 0, y: 0, width: 390, height: 100), axis: .horizontal)
  /// The adapter that hosts a ``FrameComponent`` in each displayed cell (reuse identifier
  /// `frame`).
  public private(set) var adapter: ListHostingAdapter<[FilmFrame], FrameComponent>?

  /// Creates the row for `film`.
  ///
  /// - Parameter film: The film.
  public init(film: Film) {
    self.film = film
    super.init(traceName: "film \(film.id)")
  }

  /// Places the horizontal list and loads its frames. Calls `super` first.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(frames)
    frames.rowHeight = 130
    let items = (0..<max(0, film.frameCount)).map { FilmFrame(film: film.id, index: $0) }
    adapter = ListHostingAdapter(
      items: items, parent: self, listView: frames, reuseIdentifier: "frame",
      factory: FrameComponent.init(frame:))
    adapter?.reloadData()
  }

  /// The film's content changed (a new title); the row keeps its component and cells.
  ///
  /// - Parameter item: The new film.
  public func update(with item: Film) { film = item }
}

/// A frame of a film, hosted by a cell of its row's horizontal list. Named `frame <film>.<index>`.
public final class FrameComponent: Component, ListItemComponent {
  /// The frame shown.
  public private(set) var frame: FilmFrame

  /// Creates the component for `frame`.
  ///
  /// - Parameter frame: The frame.
  public init(frame: FilmFrame) {
    self.frame = frame
    super.init(traceName: "frame \(frame.id)")
  }

  /// The frame's content changed.
  ///
  /// - Parameter item: The new frame.
  public func update(with item: FilmFrame) { frame = item }
}
