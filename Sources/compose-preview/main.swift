import ComposePreviewKit

PreviewCommand.main(scenes: Scene.all)
