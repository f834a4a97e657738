import Compose

/// A film of the filmstrip example: a row of the vertical list, with frames shown in a horizontal
/// list inside its row.
public struct Film: Identifiable, Equatable, Diffable, Sendable {
  /// The film's identity; its row's component belongs to it.
  public var id: Int
  /// The title the row shows.
  public var title: String
  /// How many frames its horizontal list has.
  public var frameCount: Int

  /// Creates a film.
  ///
  /// - Parameters:
  ///   - id: The identity.
  ///   - title: The title.
  ///   - frameCount: How many frames.
  public init(id: Int, title: String, frameCount: Int) {
    self.id = id
    self.title = title
    self.frameCount = frameCount
  }

  /// Films `0..<count`, titled `Film 0`..., with `frameCount` frames each.
  ///
  /// - Parameters:
  ///   - count: How many films.
  ///   - frameCount: How many frames each.
  /// - Returns: The films.
  public static func catalogue(count: Int, frameCount: Int) -> [Film] {
    (0..<max(0, count)).map { Film(id: $0, title: "Film \($0)", frameCount: frameCount) }
  }
}

/// One frame of a film: an item of a row's horizontal list.
public struct FilmFrame: Identifiable, Equatable, Diffable, Sendable {
  /// The film the frame belongs to.
  public var film: Int
  /// The frame's position in its film.
  public var index: Int

  /// Creates a frame.
  ///
  /// - Parameters:
  ///   - film: The film's identifier.
  ///   - index: The frame's position.
  public init(film: Int, index: Int) {
    self.film = film
    self.index = index
  }

  /// `film.index`, unique across films.
  public var id: String { "\(film).\(index)" }
}
