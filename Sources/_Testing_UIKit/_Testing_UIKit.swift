// Swift Testing's cross-import overlay for UIKit, empty on Linux.
//
// The toolchain's Testing module declares a cross-import overlay named `_Testing_UIKit` (see
// Testing.swiftcrossimport/UIKit.swiftoverlay): a file importing both Testing and UIKit makes the
// compiler import `_Testing_UIKit` too, and fails with "no such module" when none exists. On
// Apple's platforms it adds image attachments; Compose models none, so this module is empty and
// only lets `import Testing` and `import UIKit` stand together in a test file.
