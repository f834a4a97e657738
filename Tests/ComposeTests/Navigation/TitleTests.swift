import Compose
import ComposeRender
import Testing

/// `title` and `navigationItem.title` on components, as UIKit's view controllers have them.
@Suite struct TitleTests {
  @Test func titleIsNilByDefault() {
    let component = Component(traceName: "inbox")
    #expect(component.title == nil)
    #expect(component.navigationItem.title == nil)
  }

  @Test func navigationItemTitleFallsBackToTheComponentsTitle() {
    let component = Component(traceName: "inbox")
    component.title = "Inbox"
    #expect(component.navigationItem.title == "Inbox")
    component.title = "Inbox (3)"
    #expect(component.navigationItem.title == "Inbox (3)")
  }

  @Test func navigationItemOwnTitleWinsAndNilReturnsToTheFallback() {
    let component = Component(traceName: "inbox")
    component.title = "Inbox"
    component.navigationItem.title = "Mail"
    #expect(component.navigationItem.title == "Mail")
    #expect(component.title == "Inbox")
    component.navigationItem.title = nil
    #expect(component.navigationItem.title == "Inbox")
  }

  @Test func navigationItemIsKeptForTheComponentsLife() {
    let component = Component(traceName: "inbox")
    #expect(component.navigationItem === component.navigationItem)
    #expect(component.navigationItem.component === component)
  }

  @Test func theTreeRenderShowsTheTitles() {
    let window = Window(traceName: "main")
    let inbox = Component(traceName: "inbox")
    window.rootComponent = inbox
    window.makeKeyAndVisible()
    func line() -> String { TreeRenderer().lines(TreeSnapshot(of: window))[1] }
    #expect(line() == "#1 Component \"inbox\"  appeared  view in window")
    inbox.title = "In \"box\""
    #expect(line() == "#1 Component \"inbox\"  appeared  view in window  title \"In \\\"box\\\"\"")
    inbox.navigationItem.title = "Mail"
    #expect(line().hasSuffix("  title \"In \\\"box\\\"\"  navigation title \"Mail\""))
    inbox.navigationItem.title = inbox.title
    #expect(line().hasSuffix("view in window  title \"In \\\"box\\\"\""))
    window.hide()
  }
}
