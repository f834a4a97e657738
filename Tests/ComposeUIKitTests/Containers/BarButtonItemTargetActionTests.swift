import Testing

#if canImport(UIKit)
  import UIKit
#else
  import ComposeUIKit
#endif

// UIBarButtonItem's target-action initializers as Apple documents them: the item keeps its
// title or system item, style, target (weakly) and action.

@MainActor
@Suite struct BarButtonItemTargetActionTests {
  @Test func theTargetActionInitializersKeepWhatTheyAreGiven() {
    let back = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
    #expect(back.title == "")
    #expect(back.target == nil)
    #expect(back.action == nil)
    let spacer = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    #expect(spacer.systemItem == .flexibleSpace)
    let image = UIImage(systemName: "gear")
    let settings = UIBarButtonItem(image: image, style: .done, target: nil, action: nil)
    #expect(settings.image === image)
    #expect(settings.style == .done)
  }

  @Test func theTargetIsKeptWeakly() {
    var target: NSObject? = NSObject()
    let item = UIBarButtonItem(title: "Edit", style: .plain, target: target, action: nil)
    #expect(item.target === target)
    target = nil
    #expect(item.target == nil)
  }

  @Test func titleTextAttributesArePerState() {
    let item = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
    item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
    #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == UIColor.red)
    #expect(item.titleTextAttributes(for: .disabled) == nil)
  }
}
