import ComposePreviewKit

// The whole compose-preview command line (list, run, check and every option) over these scenes.
PreviewCommand.main(scenes: [.profile, .profileHidden])
