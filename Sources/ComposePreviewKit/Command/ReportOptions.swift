/// The options `run` and `check` share, declared once as a group (swift-argument-parser's
/// `@OptionGroup`): what the report shows (`--full`, `--format`), whether an auditor watches the
/// run (`--audit`), and which events are printed (`--events`, `--component`).
///
/// Each command holds one as a property and lists ``arguments(goldenDefaults:)`` among its own
/// declarations with ``ArgumentDeclaration/group(_:_:)``; ``job(for:command:_:)`` loads the target
/// with them.
package struct ReportOptions: Sendable {
  /// `--full`: the whole tree after each step, besides the diff.
  package var full = false
  /// `--format`; `nil` when not given (`run` writes text, `check` the golden file's format).
  package var format: OutputFormat?
  /// `--audit`: run with a lifecycle auditor.
  package var audit = false
  /// `--events`: the kinds of event printed.
  package var events = EventKinds()
  /// `--component`: the components whose subtrees' events are printed; empty for all.
  package var components: [String] = []
  /// `--device`: the kind of device the window is.
  package var device = PreviewDevice.phone
  /// `--orientation`: the window's orientation.
  package var orientation = PreviewOrientation.portrait

  package init() {}

  /// The group's declarations, in the order help lists them; with `goldenDefaults`, the help
  /// says that `--full`, `--format` and `--audit` default to the golden file's options (`check`).
  static func arguments(goldenDefaults: Bool) -> [ArgumentDeclaration<ReportOptions>] {
    let golden = "as the golden file was made, else"
    return [
      .full(\.full, defaultHelp: goldenDefaults ? "\(golden) off" : nil),
      .format(
        \.format, defaultHelp: goldenDefaults ? "\(golden) text" : OutputFormat.text.rawValue),
      .audit(\.audit, defaultHelp: goldenDefaults ? "\(golden) off" : nil),
      .events(\.events),
      .component(\.components),
      .option(
        "--device", \.device,
        help: "The device the window is: \(PreviewDevice.acceptedValuesText) (a tablet is "
          + "regular in both size classes)."),
      .option(
        "--orientation", \.orientation,
        help: "The window's orientation: \(PreviewOrientation.acceptedValuesText) (a phone's "
          + "height is compact in landscape)."),
    ]
  }

  /// The job for `target` with these options (text when no format is given), its component
  /// names checked.
  ///
  /// - Throws: What ``PreviewJob/load(_:format:full:for:_:)`` and
  ///   ``PreviewJob/checkComponentNames(for:)`` throw.
  @MainActor func job<Command: PreviewSubcommand>(
    for target: String, command: Command.Type, _ invocation: PreviewInvocation
  ) throws -> PreviewJob {
    var job = try PreviewJob.load(
      target, format: format ?? .text, full: full, for: command, invocation)
    job.audit = audit
    job.selection = EventSelection(filter: events.filter, components: components)
    if device != .phone || orientation != .portrait {
      job.screen = PreviewScreen(device, orientation)
    }
    try job.checkComponentNames(for: command)
    return job
  }
}

extension ArgumentDeclaration {
  /// The declarations of a group of options whose values land in the command's property at
  /// `keyPath` (swift-argument-parser's `@OptionGroup`), so that commands sharing options declare
  /// them once.
  ///
  /// - Parameters:
  ///   - keyPath: The command's property holding the group.
  ///   - declarations: The group's own declarations.
  /// - Returns: The declarations, setting and describing the group's properties in the command.
  static func group<Group>(
    _ keyPath: any WritableKeyPath<Command, Group> & Sendable,
    _ declarations: [ArgumentDeclaration<Group>]
  ) -> [Self] {
    declarations.map { declaration in
      ArgumentDeclaration(
        definition: declaration.definition,
        assign: { command, text in declaration.assign(&command[keyPath: keyPath], text) },
        describeDefault: { command in declaration.describeDefault(command[keyPath: keyPath]) })
    }
  }
}
