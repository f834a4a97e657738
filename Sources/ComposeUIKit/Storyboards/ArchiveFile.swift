import Compose

/// An app's storyboard or xib file as a ``UIStoryboard`` or ``UINib`` reads it: parsed once, on
/// first use (UIKit too reads a storyboard's or nib's file once and keeps it), and each of its
/// reports recorded once in the archives in scope when the storyboard or nib was created,
/// however many scenes, views or cells it makes. A file that cannot be read is reported on every
/// attempt: each attempt makes nothing.
@MainActor
final class ArchiveFile {
  let ported: PortedArchive
  let archives: ComposeArchives
  /// The file, parsed (or why it cannot be), once read.
  private var read: Result<InterfaceBuilderArchive, ArchiveReadError>?
  /// What was recorded already.
  private var recorded: Set<Diagnostic> = []

  init(_ ported: PortedArchive, archives: ComposeArchives) {
    self.ported = ported
    self.archives = archives
  }

  /// The parsed file; `nil`, reported, when it cannot be read.
  var archive: InterfaceBuilderArchive? {
    if read == nil {
      do {
        read = .success(try InterfaceBuilderArchive(xml: ported.xml, path: ported.path))
      } catch {
        read = .failure(error)
      }
    }
    switch read {
    case .success(let archive):
      record(archive.diagnostics)
      return archive
    case .failure(let error):
      archives.record(error.diagnostic)
      return nil
    case nil:
      return nil
    }
  }

  /// Records each of `diagnostics` not recorded before.
  func record(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics where recorded.insert(diagnostic).inserted {
      archives.record(diagnostic)
    }
  }
}
