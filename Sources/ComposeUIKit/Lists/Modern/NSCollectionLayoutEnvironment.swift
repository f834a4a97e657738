import Foundation

/// What a section provider is told about where its section is laid out (UIKit's
/// `NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
  /// The collection view's size and insets (UIKit's `container`).
  var container: any NSCollectionLayoutContainer { get }
}

/// The size and insets of the space a compositional layout lays out in (UIKit's
/// `NSCollectionLayoutContainer`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
  /// The size (UIKit's `contentSize`).
  var contentSize: CGSize { get }
  /// The size inside the insets (UIKit's `effectiveContentSize`).
  var effectiveContentSize: CGSize { get }
  /// The insets (UIKit's `contentInsets`).
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets in effect (UIKit's `effectiveContentInsets`).
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment Compose gives section providers: the collection view's size, no insets.
@preconcurrency @MainActor
final class CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer
{
  let contentSize: CGSize
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
  var container: any NSCollectionLayoutContainer { self }

  init(contentSize: CGSize) {
    self.contentSize = contentSize
  }
}
