import Compose
import ComposeTestFixtures
import Testing

/// With `Window.checksInvariants` on, the end of a public operation checks what it touched and
/// reports each violation to the window's observers as an `invariantViolation` diagnostic (the
/// assertion that follows in a debug build is turned off here, through package access).
@MainActor @Suite struct OperationCheckTests {
  private func reported(_ h: Harness) -> [Diagnostic] {
    h.recorder.drainDiagnostics().filter { $0.code == .invariantViolation }
  }

  private func corruptedTree() -> (Harness, Probe, () -> Void) {
    let h = Harness()
    let a = Probe("a")
    h.root.embed(a)
    h.window.assertsOnInvariantViolation = false
    #expect(h.window.checksInvariants)
    let undo = a.corruptForInvariantTesting(.transitioningWithoutBatch)
    h.recorder.reset()
    return (h, a, undo)
  }

  @Test func anOperationOnABrokenComponentReportsWhatItFound() {
    let (h, a, undo) = corruptedTree()
    h.expect(diagnostic: .invariantViolation)
    a.embed(Probe("x"))
    let diagnostics = reported(h)
    undo()
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.path == #"Probe("root")/Probe("a")"#)
    #expect(diagnostics.first?.message.hasPrefix("transitionBookkeeping: ") == true)
  }

  @Test func anOperationElsewhereDoesNotLookAtIt() {
    let (h, _, undo) = corruptedTree()
    let b = Probe("b")
    h.root.view.addSubview(View(traceName: "plain"))
    let wrapper = View(traceName: "wrapper")
    h.root.view.addSubview(wrapper)
    h.root.embed(b, in: wrapper)
    b.embed(Probe("c"))
    let diagnostics = reported(h)
    undo()
    #expect(diagnostics.isEmpty, "the checks are local: \(diagnostics)")
  }

  @Test func theChecksRunWhenTheOutermostOperationEnds() {
    let (h, a, undo) = corruptedTree()
    var seenInsideTheHook: [Diagnostic] = []
    let host = Probe("host")
    host.onDidAppear = { _ in
      a.embed(Probe("x"))  // touches the broken component from inside another operation
      seenInsideTheHook = h.recorder.diagnostics.filter { $0.code == .invariantViolation }
    }
    h.root.embed(host)
    let diagnostics = reported(h)
    undo()
    #expect(seenInsideTheHook.isEmpty, "nothing is checked while the outer operation runs")
    #expect(diagnostics.count == 1, "the outer operation's end checks what the hook touched")
  }

  @Test func aWindowWithTheSwitchOffChecksNothing() {
    let (h, a, undo) = corruptedTree()
    h.window.checksInvariants = false
    a.embed(Probe("x"))
    let diagnostics = reported(h)
    #expect(h.window.invariantViolations().map(\.rule) == [.transitionBookkeeping])
    undo()
    #expect(diagnostics.isEmpty)
  }
}
