import Foundation

struct Note: Equatable {
  var title: String
  var body: String
  var isFavorite = false

  static let samples = [
    Note(title: "Groceries", body: "Milk, eggs, bread, coffee beans and something for dinner."),
    Note(title: "Ideas", body: "A notes app that runs its UI tests anywhere."),
    Note(title: "Books", body: "The Pragmatic Programmer; Working Effectively with Legacy Code."),
  ]
}
