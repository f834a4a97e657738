import Compose
import ComposeRender
import ComposeTesting
import Foundation
import Testing

/// Golden traces: every record mode, the `COMPOSE_RECORD` variable, the `CI` refusal, the header,
/// directories created as needed. Each test works in a fresh temporary directory.
@Suite struct GoldenTraceTests {
  /// A harness whose window embeds `child` under `root`, with its golden traces in `directory`.
  private func embed(
    _ child: String, directory: String, environment: [String: String] = [:]
  ) -> LifecycleHarness {
    let harness = LifecycleHarness(root: Component(traceName: "root"), environment: environment)
    harness.traceDirectory = directory
    _ = harness.traces()
    harness.root!.embed(Component(traceName: child))
    return harness
  }

  private func temporaryDirectory() -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("compose-golden-\(UUID().uuidString)/nested/deeper").path
    return path
  }

  private func read(_ directory: String, _ name: String) -> String? {
    FileManager.default.contents(atPath: "\(directory)/\(name).txt").map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  private func fails(_ text: String, _ body: () -> Void) {
    withKnownIssue {
      body()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(text)
    }
  }

  @Test func missingRecordsANewGoldenInDirectoriesItCreatesAndFailsOnce() throws {
    let directory = temporaryDirectory()
    fails("recorded the golden trace") {
      embed("child", directory: directory).expectGoldenTrace(named: "embed", record: .missing)
    }
    let golden = try #require(read(directory, "embed"))
    #expect(
      golden == """
        # compose golden 1: kinds=appearance,containment,layout,list,state
        child.willMove(toParent: root)
        child.viewDidLoad
        child.viewWillAppear(false)
        child.viewIsAppearing(false)
        child.viewDidAppear(false)
        child.didMove(toParent: root)

        """)
    embed("child", directory: directory).expectGoldenTrace(named: "embed", record: .missing)
  }

  @Test func missingComparesAnExistingGoldenAndNeverRewritesIt() throws {
    let directory = temporaryDirectory()
    fails("recorded") { embed("child", directory: directory).expectGoldenTrace(named: "g") }
    let before = try #require(read(directory, "g"))
    fails("the trace differs from the golden trace") {
      embed("other", directory: directory).expectGoldenTrace(named: "g", record: .missing)
    }
    #expect(read(directory, "g") == before)
  }

  @Test func failedRewritesADifferingGoldenAndKeepsAMatchingOne() throws {
    let directory = temporaryDirectory()
    fails("recorded") { embed("child", directory: directory).expectGoldenTrace(named: "g") }
    embed("child", directory: directory).expectGoldenTrace(named: "g", record: .failed)
    fails("recorded a new golden trace over") {
      embed("other", directory: directory).expectGoldenTrace(named: "g", record: .failed)
    }
    #expect(try #require(read(directory, "g")).contains("other.willMove(toParent: root)"))
  }

  @Test func allRewritesEvenAMatchingGoldenAndFails() throws {
    let directory = temporaryDirectory()
    fails("recorded") { embed("child", directory: directory).expectGoldenTrace(named: "g") }
    try Data("# compose golden 1: kinds=appearance,containment,layout,list,state\nstale\n".utf8)
      .write(to: URL(fileURLWithPath: "\(directory)/g.txt"))
    fails("recorded a new golden trace over") {
      embed("child", directory: directory).expectGoldenTrace(named: "g", record: .all)
    }
    fails("again (record mode all)") {
      embed("child", directory: directory).expectGoldenTrace(named: "g", record: .all)
    }
    #expect(try #require(read(directory, "g")).contains("child.didMove(toParent: root)"))
  }

  @Test func neverWritesNothingAndAMissingGoldenFails() {
    let directory = temporaryDirectory()
    fails("no golden trace") {
      embed("child", directory: directory).expectGoldenTrace(named: "g", record: .never)
    }
    #expect(read(directory, "g") == nil)
  }

  @Test func underCINothingIsWrittenWhateverTheMode() {
    let directory = temporaryDirectory()
    for mode in GoldenRecordMode.allCases {
      fails("no golden trace") {
        embed("child", directory: directory, environment: ["CI": "true"])
          .expectGoldenTrace(named: "g", record: mode)
      }
    }
    #expect(read(directory, "g") == nil)
  }

  @Test func theEnvironmentVariableSetsTheModeAndTheCodeOverridesIt() {
    let directory = temporaryDirectory()
    fails("no golden trace") {
      embed("child", directory: directory, environment: ["COMPOSE_RECORD": "never"])
        .expectGoldenTrace(named: "g")
    }
    #expect(read(directory, "g") == nil)
    fails("recorded the golden trace") {
      embed("child", directory: directory, environment: ["COMPOSE_RECORD": "never"])
        .expectGoldenTrace(named: "g", record: .missing)
    }
    #expect(read(directory, "g") != nil)
    fails("COMPOSE_RECORD=sometimes is not a record mode") {
      embed("child", directory: directory, environment: ["COMPOSE_RECORD": "sometimes"])
        .expectGoldenTrace(named: "g")
    }
  }

  @Test func aGoldenMadeWithAnotherFilterIsReportedAsSuch() {
    let directory = temporaryDirectory()
    fails("recorded") {
      embed("child", directory: directory).expectGoldenTrace(.appearance, named: "g")
    }
    fails("was recorded with other options (# compose golden 1: kinds=appearance)") {
      embed("child", directory: directory).expectGoldenTrace(.containment, named: "g")
    }
  }

  @Test func goldenTracesAreNamedAfterTheFileTheTestAndACount() throws {
    let directory = temporaryDirectory()
    let harness = embed("child", directory: directory)
    fails("recorded") { harness.expectGoldenTrace(record: .missing) }
    harness.root!.children[0].unembed()
    fails("recorded") { harness.expectGoldenTrace(record: .missing) }
    let test = "GoldenTraceTests.goldenTracesAreNamedAfterTheFileTheTestAndACount"
    #expect(try #require(read(directory, "\(test).1")).contains("child.didMove(toParent: root)"))
    #expect(try #require(read(directory, "\(test).2")).contains("child.didMove(toParent: nil)"))
  }
}
