import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A map screen that shows its filters in a half-height sheet with a grabber, not dimming the map
// at the medium detent: the sheet is configured before presenting, as Apple's sample does, and
// the map stays appeared under it (contract §5, sheets).

private final class FiltersViewController: TracingViewController {}

private final class MapViewController: TracingViewController {
  func showFilters() {
    let filters = FiltersViewController(title: "filters", log: log)
    if let sheet = filters.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
      sheet.largestUndimmedDetentIdentifier = .medium
      sheet.prefersScrollingExpandsWhenScrolledToEdge = false
    }
    present(filters, animated: true)
  }
}

@MainActor
@Suite struct FilterSheetDetentsTests {
  @Test func theSheetKeepsItsDetentsAndTheMapStaysAppeared() {
    let log = EventLog()
    let map = MapViewController(title: "map", log: log)
    let audit = WindowAudit.showing(map)
    let window = audit.window
    _ = log.drain()

    map.showFilters()
    window.finishAnimations()
    #expect(
      log.drain() == [
        "filters.viewDidLoad",
        "filters.viewWillAppear(true)",
        "filters.viewIsAppearing(true)",
        "filters.viewDidAppear(true)",
      ])
    let sheet = map.presentedViewController?.sheetPresentationController
    #expect(sheet?.detents.map(\.identifier) == [.medium, .large])
    #expect(sheet?.prefersGrabberVisible == true)
    #expect(sheet?.largestUndimmedDetentIdentifier == .medium)
    #expect(sheet?.selectedDetentIdentifier == nil)
    audit.finish()
  }
}
