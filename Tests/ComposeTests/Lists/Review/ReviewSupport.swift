import Compose

/// Collects diagnostics delivered in a window.
final class DiagnosticSink: LifecycleObserver {
  private(set) var codes: [Diagnostic.Code] = []
  private(set) var messages: [String] = []
  func observe(_ event: LifecycleEvent) {}
  func observe(_ diagnostic: Diagnostic) {
    codes.append(diagnostic.code)
    messages.append("\(diagnostic.code): \(diagnostic.message)")
  }
}

/// A delegate/data source with per-row heights for a plain list.
final class HeightSource: ListDataSource, ListRowHeightDelegate {
  var heights: [[Double]]
  var displayedLog: [String] = []
  init(_ heights: [[Double]]) { self.heights = heights }
  func numberOfSections(in listView: ListView) -> Int { heights.count }
  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    heights[section].count
  }
  func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    listView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
  }
  func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double {
    heights[indexPath.section][indexPath.row]
  }
}
