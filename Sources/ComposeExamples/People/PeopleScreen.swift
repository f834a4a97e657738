import Compose

/// A person of the people list example.
public struct Person: Identifiable, Equatable, Diffable, Sendable {
  /// The person's identity.
  public var id: Int
  /// The name the cell shows.
  public var name: String

  /// Creates a person.
  ///
  /// - Parameters:
  ///   - id: The identity.
  ///   - name: The name.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

/// The light-controllers post's custom cell (`CeldaPersona`): a ``ListCell`` subclass with its own
/// label, filled by the data source's configure closure and cleared in ``prepareForReuse()``.
public final class PersonCell: ListCell {
  /// The text the cell shows; empty after ``prepareForReuse()`` until configured.
  public var nameLabel = ""

  /// Creates a cell for the pool `reuseIdentifier`.
  ///
  /// - Parameter reuseIdentifier: The pool's identifier.
  public required init(reuseIdentifier: String) {
    super.init(reuseIdentifier: reuseIdentifier)
  }

  /// Clears the label, as a recycled `UITableViewCell` should.
  public override func prepareForReuse() {
    nameLabel = ""
  }
}

/// The light-controllers post's light controller: it only wires a list to an ``ArrayDataSource``
/// (the generic `ListaItemsDataSource`) that lives outside it and configures ``PersonCell``s with a
/// closure.
///
/// ```swift
/// let screen = PeopleScreen(people: people)
/// window.rootComponent = screen
/// window.makeKeyAndVisible()      // rows 0.0…0.3 dequeued, configured, displayed
/// screen.list.scroll(to: 88)      // two rows leave; their cells are recycled for rows 0.4, 0.5
/// ```
public final class PeopleScreen: Component {
  /// The list: 390 × 176 points, rows 44 points high (four visible at once).
  public let list = ListView(traceName: "people", frame: Rect(x: 0, y: 0, width: 390, height: 176))
  /// The data source, kept by the screen (the list holds it weakly).
  public let dataSource: ArrayDataSource<Person, PersonCell>

  /// Creates the screen, named `people`.
  ///
  /// - Parameter people: The people, one row each.
  public init(people: [Person]) {
    dataSource = ArrayDataSource(items: people, reuseIdentifier: "CeldaPersona") { cell, person in
      cell.nameLabel = person.name
    }
    super.init(traceName: "people")
  }

  /// Registers the cell type, places the list and loads it. Calls `super` first.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(list)
    list.rowHeight = 44
    list.register(PersonCell.self, forCellReuseIdentifier: "CeldaPersona")
    list.dataSource = dataSource
    list.reloadData()
  }

  /// Replaces the people with a keyed diff: moved rows keep their cells, changed rows are
  /// reconfigured in place.
  ///
  /// - Parameter people: The new people.
  public func apply(_ people: [Person]) {
    dataSource.apply(people, to: list)
  }
}
