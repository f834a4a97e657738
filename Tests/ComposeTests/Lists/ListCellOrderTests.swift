import Compose
import Testing

/// Contract §6, first and third bullets: the exact per-cell order from dequeue to reuse, with the
/// hosted child's containment and appearance inside `willDisplay` and `didEndDisplaying`.
@Suite struct ListCellOrderTests {
  @Test func smoke() {
    let f = ListFixture(rows: 10, viewportRows: 2)
    f.list.reloadData()
    print(f.h.recorder.drain().joined(separator: "\n"))
    f.list.scroll(to: 10)
    print("--")
    print(f.h.recorder.drain().joined(separator: "\n"))
  }
}
