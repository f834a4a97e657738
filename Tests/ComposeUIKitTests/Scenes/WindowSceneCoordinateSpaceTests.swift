import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The Xcode template for a scene delegate without a storyboard writes
// `UIWindow(frame: windowScene.coordinateSpace.bounds)`: Apple documents the scene's
// `coordinateSpace` as "the coordinate space occupied by the scene", which for the one
// full-screen scene is the screen's.
@Suite struct WindowSceneCoordinateSpaceTests {
  @Test func aWindowSceneOccupiesItsScreen() {
    let scene = UIWindowScene(
      session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
    #expect(scene.coordinateSpace.bounds == UIScreen.main.bounds)
    let window = UIWindow(frame: scene.coordinateSpace.bounds)
    #expect(window.frame.size == UIScreen.main.bounds.size)
  }

  @Test func convertingWithinTheScreensSpaceKeepsPointsAndRectangles() {
    let screen = UIScreen.main.coordinateSpace
    let scene = UIWindowScene(
      session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
    let point = CGPoint(x: 12, y: 34)
    let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
    #expect(scene.coordinateSpace.convert(point, to: screen) == point)
    #expect(screen.convert(rect, from: scene.coordinateSpace) == rect)
  }
}
