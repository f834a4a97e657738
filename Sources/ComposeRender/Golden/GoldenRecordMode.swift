/// When a golden file is written instead of compared, as swift-snapshot-testing's record modes.
///
/// `ComposeTesting`'s golden traces and `compose-preview check` share these modes, the
/// ``environmentVariable`` that sets them, the header a golden file starts with
/// (``GoldenHeader``) and the rule that nothing is written under `CI`.
///
/// | Mode | A missing golden | A golden that differs | A golden that matches |
/// | --- | --- | --- | --- |
/// | ``all`` | written | rewritten | rewritten |
/// | ``missing`` (the default) | written | fails | passes |
/// | ``failed`` | written | rewritten | passes |
/// | ``never`` | fails | fails | passes |
///
/// A check that writes a golden fails all the same ("recorded; review it and run again"), so a
/// new or changed golden file is always looked at before it is trusted. When the `CI`
/// environment variable is set (to anything but an empty string), nothing is written whatever the
/// mode: a missing golden fails.
public enum GoldenRecordMode: String, CaseIterable, Hashable, Sendable {
  /// Write every golden file, matching or not.
  case all
  /// Write golden files that do not exist yet; compare the others.
  case missing
  /// Write golden files that do not exist or differ.
  case failed
  /// Never write; a missing golden file fails.
  case never

  /// `COMPOSE_RECORD`: sets the mode when the code or the command line does not.
  public static let environmentVariable = "COMPOSE_RECORD"

  /// The mode in force: `explicit` when given, else ``environmentVariable``, else ``missing``.
  ///
  /// - Parameters:
  ///   - explicit: The mode the test or the command line asked for.
  ///   - environment: The process environment.
  /// - Returns: The mode, or a ``GoldenModeError`` naming an unknown value of the variable.
  public static func resolve(
    explicit: GoldenRecordMode?, environment: [String: String]
  ) -> Result<GoldenRecordMode, GoldenModeError> {
    if let explicit { return .success(explicit) }
    guard let value = environment[environmentVariable], !value.isEmpty else {
      return .success(.missing)
    }
    guard let mode = GoldenRecordMode(rawValue: value) else {
      return .failure(GoldenModeError(value: value))
    }
    return .success(mode)
  }

  /// Whether `environment` is a continuous-integration run, where nothing is written: `CI` is
  /// set to a non-empty value.
  public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
    !(environment["CI"] ?? "").isEmpty
  }
}

/// An unknown value of ``GoldenRecordMode/environmentVariable``.
public struct GoldenModeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The value found.
  public var value: String

  /// Creates the error for an unknown value of the variable.
  ///
  /// - Parameter value: The value found.
  public init(value: String) {
    self.value = value
  }

  /// `COMPOSE_RECORD=<value> is not a record mode (all, missing, failed, never)`.
  public var description: String {
    "\(GoldenRecordMode.environmentVariable)=\(value) is not a record mode "
      + "(\(GoldenRecordMode.allCases.map(\.rawValue).joined(separator: ", ")))"
  }
}
