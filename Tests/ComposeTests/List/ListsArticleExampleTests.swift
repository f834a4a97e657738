import Compose
import Foundation
import Testing

/// The Lists article's example, run as written; its output block must match.
@Suite struct ListsArticleExampleTests {
  struct Photo: Identifiable, Equatable, Diffable {
    var id: Int
    var caption: String
  }

  final class PhotoComponent: Component, ListItemComponent {
    var photo: Photo
    init(photo: Photo) {
      self.photo = photo
      super.init(traceName: "photo\(photo.id)")
    }
    func update(with item: Photo) { photo = item }
  }

  final class Feed: Component {
    let list = ListView(traceName: "feed", frame: Rect(x: 0, y: 0, width: 390, height: 88))
    var adapter: ListHostingAdapter<[Photo], PhotoComponent>?

    override func viewDidLoad() {
      view.addSubview(list)
      list.rowHeight = 44
      let photos = (0..<100).map { Photo(id: $0, caption: "photo \($0)") }
      adapter = ListHostingAdapter(
        items: photos, parent: self, listView: list, factory: PhotoComponent.init(photo:))
    }
  }

  @Test func theArticleExamplePrintsWhatTheArticleShows() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    // Article: begin example
    let window = Window()
    let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
    window.addObserver(recorder)
    let feed = Feed(traceName: "feed")
    window.rootComponent = feed
    window.makeKeyAndVisible()  // the rows are displayed in its layout (contract §4)
    recorder.reset()

    feed.list.scroll(to: 44)  // row 0 leaves, row 2 enters in row 0's recycled cell
    for trace in recorder.traces { print(trace) }
    // Article: end example

    let article = try String(
      contentsOfFile: #filePath.replacingOccurrences(
        of: "Tests/ComposeTests/List/ListsArticleExampleTests.swift",
        with: "Sources/Compose/Compose.docc/Lists.md"),
      encoding: .utf8)
    let block = article.components(separatedBy: "```text\n")[1].components(separatedBy: "\n```")[0]
    #expect(printed.joined(separator: "\n") == block)
  }
}
