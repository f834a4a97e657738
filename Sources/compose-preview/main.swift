import Foundation

let status = PreviewCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
