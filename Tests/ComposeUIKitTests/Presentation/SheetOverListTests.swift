import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
  import Compose
#endif

// A list that presents an editor as a sheet (iOS 13 and later: `.automatic`, the default, and
// `.pageSheet`). Contract §5: the presenter stays appeared, so neither it nor its rows hear
// anything; the sheet gets its whole sequence. The list is the sheet's
// `UIAdaptivePresentationControllerDelegate`: it refuses a swipe while the editor has unsaved
// changes and reloads after a swipe dismissed it. A programmatic dismiss calls no delegate method.

private final class EditorViewController: TracingViewController {
  var hasChanges = false
}

private final class NotesViewController: TracingViewController, UITableViewDataSource,
  UITableViewDelegate, UIAdaptivePresentationControllerDelegate
{
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .plain)
  var notes = ["Groceries", "Ideas"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func showEditor(style: UIModalPresentationStyle? = nil, animated: Bool) -> EditorViewController {
    let editor = EditorViewController(title: "editor", log: log)
    if let style {
      editor.modalPresentationStyle = style
    }
    editor.presentationController?.delegate = self
    present(editor, animated: animated, completion: nil)
    return editor
  }

  // MARK: UITableViewDataSource

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
    cell.textLabel?.text = notes[indexPath.row]
    return cell
  }

  // MARK: UITableViewDelegate

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.append("willDisplay row \(indexPath.row)")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.append("didEndDisplaying row \(indexPath.row)")
  }

  // MARK: UIAdaptivePresentationControllerDelegate

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    let editor = presentationController.presentedViewController as? EditorViewController
    log.append("shouldDismiss")
    return editor?.hasChanges != true
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    log.append("willDismiss")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    log.append("didDismiss")
    tableView.reloadData()
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    log.append("didAttemptToDismiss")
  }
}

@MainActor
@Suite struct SheetOverListTests {
  private func makeNotes(_ log: EventLog) -> (NotesViewController, WindowAudit) {
    let notes = NotesViewController(title: "notes", log: log)
    let audit = WindowAudit.showing(notes)
    notes.tableView.layoutIfNeeded()
    _ = log.drain()
    return (notes, audit)
  }

  @Test func aDefaultSheetLeavesTheListAndItsRowsAppeared() {
    let log = EventLog()
    let (notes, audit) = makeNotes(log)

    let editor = notes.showEditor(animated: true)
    #expect(editor.modalPresentationStyle == .automatic)
    audit.window.finishAnimations()
    #expect(
      log.drain() == [
        "editor.viewDidLoad",
        "editor.viewWillAppear(true)",
        "editor.viewIsAppearing(true)",
        "editor.viewDidAppear(true)",
      ])
    #expect(notes.presentedViewController === editor)
    #expect(editor.presentingViewController === notes)

    notes.dismiss(animated: true, completion: nil)
    audit.window.finishAnimations()
    // Programmatic: the delegate hears nothing, the list nothing either.
    #expect(log.drain() == ["editor.viewWillDisappear(true)", "editor.viewDidDisappear(true)"])
    #expect(notes.presentedViewController == nil)
    audit.finish()
  }

  @Test func aPageSheetBehavesTheSame() {
    let log = EventLog()
    let (notes, audit) = makeNotes(log)

    let editor = notes.showEditor(style: .pageSheet, animated: false)
    #expect(
      log.drain() == [
        "editor.viewDidLoad",
        "editor.viewWillAppear(false)",
        "editor.viewIsAppearing(false)",
        "editor.viewDidAppear(false)",
      ])
    editor.dismiss(animated: false, completion: nil)
    #expect(log.drain() == ["editor.viewWillDisappear(false)", "editor.viewDidDisappear(false)"])
    audit.finish()
  }

  /// Whether rows end display while their list is off screen is not fixed by the contract: the
  /// test reads the controllers' callbacks only.
  private func callbacks(_ entries: [String]) -> [String] {
    entries.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying") }
  }

  @Test func fullScreenCoversTheListWhichDisappearsAndComesBack() {
    let log = EventLog()
    let (notes, audit) = makeNotes(log)

    _ = notes.showEditor(style: .fullScreen, animated: true)
    audit.window.finishAnimations()
    #expect(
      callbacks(log.drain()) == [
        "editor.viewDidLoad",
        "notes.viewWillDisappear(true)",
        "editor.viewWillAppear(true)",
        "editor.viewIsAppearing(true)",
        "editor.viewDidAppear(true)",
        "notes.viewDidDisappear(true)",
      ])

    notes.dismiss(animated: true, completion: nil)
    audit.window.finishAnimations()
    #expect(
      callbacks(log.drain()) == [
        "editor.viewWillDisappear(true)",
        "notes.viewWillAppear(true)",
        "notes.viewIsAppearing(true)",
        "notes.viewDidAppear(true)",
        "editor.viewDidDisappear(true)",
      ])
    audit.finish()
  }

  @Test func theDismissCompletionRunsAfterTheSheetDisappeared() {
    let log = EventLog()
    let (notes, audit) = makeNotes(log)
    _ = notes.showEditor(animated: false)
    _ = log.drain()

    notes.dismiss(animated: true) { log.append("completion") }
    audit.window.finishAnimations()

    #expect(
      log.drain() == [
        "editor.viewWillDisappear(true)", "editor.viewDidDisappear(true)", "completion",
      ])
    audit.finish()
  }

  #if !os(iOS)
    // Swiping a sheet down has no UIKit API; the test drives it through the engine.

    @Test func aSwipeDownAsksTheDelegateThenDismissesAndTheListReloads() {
      let log = EventLog()
      let (notes, audit) = makeNotes(log)
      let editor = notes.showEditor(animated: false)
      _ = log.drain()

      let swipe = editor.composeComponent.beginInteractiveDismiss().interaction
      #expect(swipe != nil)
      _ = swipe?.finish()
      audit.window.finishAnimations()

      #expect(
        callbacks(log.drain()) == [
          "shouldDismiss",
          "willDismiss",
          "editor.viewWillDisappear(true)",
          "editor.viewDidDisappear(true)",
          "didDismiss",
        ])
      #expect(notes.presentedViewController == nil)
      audit.finish()
    }

    @Test func aSwipeOnAnEditorWithChangesIsRefused() {
      let log = EventLog()
      let (notes, audit) = makeNotes(log)
      let editor = notes.showEditor(animated: false)
      editor.hasChanges = true
      _ = log.drain()

      #expect(editor.composeComponent.beginInteractiveDismiss().interaction == nil)
      audit.window.finishAnimations()

      #expect(log.drain() == ["shouldDismiss", "didAttemptToDismiss"])
      #expect(notes.presentedViewController === editor)
      audit.finish()
    }

    @Test func aSwipeOnAModalInPresentationEditorIsRefusedWithoutAsking() {
      let log = EventLog()
      let (notes, audit) = makeNotes(log)
      let editor = notes.showEditor(animated: false)
      editor.isModalInPresentation = true
      _ = log.drain()

      #expect(editor.composeComponent.beginInteractiveDismiss().interaction == nil)
      audit.window.finishAnimations()

      #expect(log.drain() == ["didAttemptToDismiss"])
      #expect(notes.presentedViewController === editor)
      audit.finish()
    }
  #endif
}
