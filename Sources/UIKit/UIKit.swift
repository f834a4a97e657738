// UIKit's name for ComposeUIKit on Linux, as swift-corelibs-foundation is `Foundation` there:
// `import UIKit` compiles unchanged and brings every UIKit-named type of ComposeUIKit.
@_exported import ComposeUIKit
