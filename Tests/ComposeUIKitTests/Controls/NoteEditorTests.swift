import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A note editor: a text view whose delegate counts the characters left and refuses typing past
// a limit, the usual "character counter" screen.

private final class NoteEditorViewController: UIViewController, UITextViewDelegate {
  let textView = UITextView()
  let counter = UILabel()
  let limit = 10

  override func viewDidLoad() {
    super.viewDidLoad()
    textView.font = .preferredFont(forTextStyle: .body)
    textView.textContainerInset = UIEdgeInsets(top: 16, left: 12, bottom: 16, right: 12)
    textView.delegate = self
    view.addSubview(textView)
    view.addSubview(counter)
    updateCounter()
  }

  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    textView.text.count - range.length + text.count <= limit
  }

  func textViewDidChange(_ textView: UITextView) {
    updateCounter()
  }

  private func updateCounter() {
    counter.text = "\(limit - textView.text.count) left"
  }
}

@MainActor
@Suite struct NoteEditorTests {
  @Test func aTextViewKeepsItsText() {
    let editor = NoteEditorViewController()
    editor.loadViewIfNeeded()
    #expect(editor.textView.text == "")
    #expect(editor.counter.text == "10 left")
    editor.textView.text = "Milk"
    #expect(editor.textView.attributedText.string == "Milk")
    #expect(editor.textView.isEditable)
    #expect(editor.textView.textContainerInset.left == 12)
  }

  #if !os(iOS)
    @Test func typingAsksTheDelegateAndTellsItOfTheChange() {
      let editor = NoteEditorViewController()
      editor.loadViewIfNeeded()
      #expect(editor.textView.composeType("Buy milk"))
      #expect(editor.counter.text == "2 left")
      #expect(!editor.textView.composeType(" and eggs"))
      #expect(editor.textView.text == "Buy milk")
      editor.textView.isEditable = false
      #expect(!editor.textView.composeType("!"))
    }
  #endif
}
