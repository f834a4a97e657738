import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The delegate-flow post's update: the coupling of `prepare(for:sender:)` moved into a
// `UIStoryboardSegue` subclass that hands the result to the next controller and presents it; and a
// plain "Present Modally" segue to a settings sheet, prepared by the source.

private final class ResultViewController: TracingViewController {
  var result: String?
}

private final class ShowResultSegue: UIStoryboardSegue {
  override func perform() {
    if let destination = destination as? ResultViewController,
      let search = source as? SearchViewController
    {
      destination.result = search.lastQuery
    }
    destination.modalPresentationStyle = .fullScreen
    source.present(destination, animated: false)
  }
}

private final class SearchViewController: TracingViewController {
  var lastQuery: String?

  func search(_ query: String) {
    lastQuery = query
    performSegue(withIdentifier: "ShowResult", sender: nil)
  }

  func openSettings() {
    performSegue(withIdentifier: "OpenSettings", sender: self)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    log.append("search.prepare(for: \(segue.identifier ?? "nil"))")
    if segue.identifier == "OpenSettings" {
      segue.destination.title = "settings"
    }
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct CustomSegueTests {
    private func makeSearch(_ log: EventLog) -> (SearchViewController, WindowAudit)? {
      let archives = ComposeArchives()
      archives.registerScene("Search", in: "Main", isInitial: true) {
        SearchViewController(title: "search", log: log)
      }
      archives.registerScene("Result", in: "Main") {
        ResultViewController(title: "result", log: log)
      }
      archives.registerScene("Settings", in: "Main") { UIViewController() }
      archives.registerSegue(
        "ShowResult", in: "Main", from: "Search",
        kind: .custom { identifier, source, destination in
          ShowResultSegue(identifier: identifier, source: source, destination: destination)
        }, to: "Result")
      archives.registerSegue("OpenSettings", in: "Main", kind: .present, to: "Settings")
      let initial = archives.run {
        UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
      }
      guard let search = initial as? SearchViewController else { return nil }
      let audit = WindowAudit.showing(search)
      _ = log.drain()
      return (search, audit)
    }

    @Test func theCustomSeguePerformsItsOwnPresentation() {
      let log = EventLog()
      guard let (search, audit) = makeSearch(log) else {
        Issue.record("no search scene")
        return
      }
      search.search("swift")
      // The source prepares, then the custom segue's perform presents full screen (contract §5).
      #expect(
        log.drain() == [
          "search.prepare(for: ShowResult)",
          "result.viewDidLoad",
          "search.viewWillDisappear(false)",
          "result.viewWillAppear(false)",
          "result.viewIsAppearing(false)",
          "result.viewDidAppear(false)",
          "search.viewDidDisappear(false)",
        ])
      #expect((search.presentedViewController as? ResultViewController)?.result == "swift")
      audit.finish()
    }

    @Test func aPresentModallySegueShowsAPreparedSheet() {
      let log = EventLog()
      guard let (search, audit) = makeSearch(log) else {
        Issue.record("no search scene")
        return
      }
      search.openSettings()
      audit.window.finishAnimations()
      #expect(log.drain() == ["search.prepare(for: OpenSettings)"])
      #expect(search.presentedViewController?.title == "settings")
      #expect(search.presentedViewController?.sheetPresentationController != nil)
      audit.finish()
    }
  }
#endif
