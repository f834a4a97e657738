import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A photo viewer that, as it is dismissed, restores the status of the gallery behind it in the
// dismissal's transition coordinator: `from` is the viewer, `to` the gallery, and the completion
// runs before the dismissal's own completion handler.

private final class PhotoViewerViewController: TracingViewController {
  private(set) var keys: [String] = []

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    guard let coordinator = transitionCoordinator else { return }
    keys.append("from \(logName(coordinator.viewController(forKey: .from)))")
    keys.append("to \(logName(coordinator.viewController(forKey: .to)))")
    coordinator.animate(alongsideTransition: nil) { [weak self] context in
      self?.log.append("viewer coordinator completion, cancelled: \(context.isCancelled)")
    }
  }
}

@MainActor
@Suite struct DismissCoordinatorTests {
  @Test func theDismissalsCoordinatorNamesBothAndCompletesFirst() {
    let log = EventLog()
    let gallery = TracingViewController(title: "gallery", log: log)
    let audit = WindowAudit.showing(gallery)
    let window = audit.window
    let viewer = PhotoViewerViewController(title: "viewer", log: log)
    viewer.modalPresentationStyle = .overFullScreen
    gallery.present(viewer, animated: false)
    _ = log.drain()

    viewer.dismiss(animated: true) { log.append("dismiss completion") }
    #expect(viewer.keys == ["from viewer", "to gallery"])
    window.finishAnimations()
    let entries = log.drain()
    #expect(
      entries.suffix(2) == [
        "viewer coordinator completion, cancelled: false", "dismiss completion",
      ])
    #expect(viewer.transitionCoordinator == nil)
    audit.finish()
  }
}
