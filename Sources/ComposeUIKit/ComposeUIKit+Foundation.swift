// `import UIKit` makes Foundation's names visible (`CGRect`, `CGFloat`, `IndexPath`, `NSObject`,
// `NSCoder`, `Bundle`, `TimeInterval`, ...), and UIKit code relies on it without importing
// Foundation itself. `import ComposeUIKit` does the same, so such a file compiles with only its
// import line changed.
@_exported import Foundation
