import ComposePreviewKit
import Foundation

exit(PreviewCommand.run(.process()))
