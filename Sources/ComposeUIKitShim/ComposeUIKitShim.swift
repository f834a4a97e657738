// One import for files shared between an iOS app and Linux tests: UIKit where it exists,
// ComposeUIKit elsewhere (as OpenCombineShim does for Combine).
#if canImport(UIKit)
  @_exported import UIKit
#else
  @_exported import ComposeUIKit
#endif
