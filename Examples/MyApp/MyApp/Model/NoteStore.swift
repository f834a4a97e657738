import Foundation

/// The notes, in the order they were added. Posts `didChangeNotification` after each change.
final class NoteStore {
  static let didChangeNotification = Notification.Name("NoteStoreDidChange")

  private(set) var notes: [Note]

  init(notes: [Note] = []) {
    self.notes = notes
  }

  func add(_ note: Note) {
    notes.append(note)
    NotificationCenter.default.post(name: NoteStore.didChangeNotification, object: self)
  }

  func toggleFavorite(at index: Int) {
    notes[index].isFavorite.toggle()
    NotificationCenter.default.post(name: NoteStore.didChangeNotification, object: self)
  }
}
