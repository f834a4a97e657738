import ComposePreviewKit
import ComposePreviewScenes

PreviewCommand.main(scenes: Scene.all)
