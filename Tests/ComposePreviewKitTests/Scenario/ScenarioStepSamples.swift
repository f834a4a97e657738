import ComposePreviewKit
import ComposePreviewScenes
import Testing

/// A scenario declaring one component of every kind, and one sample of every step kind with the
/// steps it needs before it (an interaction is finished only after it was begun).
enum ScenarioStepSamples {
  nonisolated static let components = [
    ComponentDeclaration(
      name: "screen", kind: .container, children: [ComponentDeclaration(name: "card")]),
    ComponentDeclaration(name: "detail", kind: .label(text: "Detail")),
    ComponentDeclaration(
      name: "m", kind: .manualContainer, children: [ComponentDeclaration(name: "mchild")]),
    ComponentDeclaration(
      name: "films",
      kind: .list(
        ListSpec(
          rows: 5, visibleRows: 2,
          row: .list(ListSpec(rows: 4, isHorizontal: true, row: .label))))),
    ComponentDeclaration(
      name: "nav", kind: .navigation, children: [ComponentDeclaration(name: "home")]),
    ComponentDeclaration(
      name: "tabs", kind: .tabs(selected: 1),
      children: [ComponentDeclaration(name: "t0"), ComponentDeclaration(name: "t1")]),
    ComponentDeclaration(
      name: "states", kind: .stateContainer(state: .empty),
      children: [ComponentDeclaration(name: "feed")]),
    ComponentDeclaration(name: "plain"),
  ]

  /// A sample of a step kind: the steps before it and the step.
  struct Sample: Sendable, CustomTestStringConvertible {
    var before: [ScenarioStep] = []
    var step: ScenarioStep
    var testDescription: String { step.actionName }

    /// The sample as a scenario of ``components``, the last step with a note.
    var scenario: Scenario {
      Scenario(
        summary: "one \(step.actionName)", windowName: "main", components: components,
        steps: before.map { StepDeclaration($0) } + [StepDeclaration(step, note: "the sample")])
    }
  }

  nonisolated static let all: [Sample] = [
    Sample(step: .setRoot("screen")),
    Sample(step: .showWindow),
    Sample(step: .hideWindow),
    Sample(step: .embed(child: "plain", parent: "screen")),
    Sample(step: .unembed("card")),
    Sample(step: .addChild(child: "plain", parent: "m")),
    Sample(step: .removeFromParent("card")),
    Sample(step: .willMove("card", toParent: nil)),
    Sample(
      before: [.addChild(child: "plain", parent: "m")], step: .didMove("plain", toParent: "m")),
    Sample(step: .addSubview("plain", to: "screen")),
    Sample(step: .removeFromSuperview("card")),
    Sample(
      step: .transition(parent: "screen", from: "card", to: "detail", duration: .milliseconds(250))
    ),
    Sample(step: .beginInteractiveTransition(parent: "screen", from: "card", to: "detail")),
    Sample(
      before: [.beginInteractiveTransition(parent: "screen", from: "card", to: "detail")],
      step: .updateInteractiveTransition(parent: "screen", progress: 0.25)),
    Sample(
      before: [.beginInteractiveTransition(parent: "screen", from: "card", to: "detail")],
      step: .finishInteractiveTransition(parent: "screen", after: .milliseconds(100))),
    Sample(
      before: [.beginInteractiveTransition(parent: "screen", from: "card", to: "detail")],
      step: .cancelInteractiveTransition(parent: "screen", after: .zero)),
    Sample(step: .advance(.milliseconds(1500))),
    Sample(step: .runUntilIdle),
    Sample(step: .beginAppearanceTransition("mchild", appearing: true, animated: true)),
    Sample(step: .endAppearanceTransition("mchild")),
    Sample(step: .push(component: "plain", navigation: "nav", animated: false)),
    Sample(step: .pop(navigation: "nav", animated: true)),
    Sample(step: .tapBack(navigation: "nav")),
    Sample(
      step: .present(component: "plain", presenter: "nav", animated: false, style: "pageSheet")),
    Sample(step: .dismiss(component: "plain", animated: true)),
    Sample(step: .scroll(list: "films", innerRow: 3, offset: 120.5)),
    Sample(step: .scrollToRow(list: "films", innerRow: nil, row: 4)),
    Sample(step: .selectRow(list: "films", row: 2)),
    Sample(step: .selectTab(tabs: "tabs", index: 0)),
    Sample(step: .setState(container: "states", state: .error, animated: true)),
    Sample(step: .apply(list: "films", items: [4, 0, 9])),
    Sample(step: .beginInteractivePop(navigation: "nav")),
    Sample(
      before: [
        .push(component: "plain", navigation: "nav", animated: false),
        .beginInteractivePop(navigation: "nav"),
      ],
      step: .finishInteractivePop(navigation: "nav", after: .milliseconds(200))),
    Sample(
      before: [
        .push(component: "plain", navigation: "nav", animated: false),
        .beginInteractivePop(navigation: "nav"),
      ],
      step: .cancelInteractivePop(navigation: "nav", after: .seconds(1))),
    Sample(step: .background),
    Sample(step: .foreground),
    Sample(step: .memoryWarning),
    Sample(step: .rotate(to: "portrait")),
    Sample(step: .setStyle("light")),
  ]
}
