import Foundation

struct Folder: Equatable {
  var name: String
  var notes: [Note]

  static let samples = [
    Folder(name: "Personal", notes: [Note.samples[0], Note.samples[2]]),
    Folder(name: "Work", notes: [Note.samples[1]]),
    Folder(name: "Archive", notes: []),
  ]
}
