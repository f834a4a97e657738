/// The example apps the project grew from, written with Compose.
///
/// Each seed text in the design folder describes a small app: a flow that pushes or presents the
/// next screen, screens with loading, content and error states, a generic array data source, a
/// settings screen that edits a device name, and a table whose cells host child components. The
/// types in this module build those apps so that the tests can check them and `compose-preview`
/// can show them as built-in scenes.
public enum ComposeExamples {
  /// The seed texts these examples are written from, by file name in `shared/seeds`.
  public static let seedFiles: [String] = [
    "000_48176ded327adf1a.txt",
    "001_0f2a741d4ac70b82.txt",
    "002_0ce8aef518c577d8.txt",
    "003_b6fe405c740ba7fa.txt",
    "004_cf250a33ec69de55.txt",
  ]
}
