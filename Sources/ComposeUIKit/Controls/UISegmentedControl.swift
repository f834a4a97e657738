import Foundation

/// A row of segments, one selected (UIKit's `UISegmentedControl`). Segments are titles or
/// images; selecting one from code does not send actions, as in UIKit; ``composeSelectSegment(at:)``
/// stands for the user's tap, which sends `.valueChanged` to the actions added with
/// ``UIControl/addAction(_:for:)``.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// A segment's content.
  private enum Segment {
    case title(String?)
    case image(UIImage?)
  }

  /// The value of ``selectedSegmentIndex`` when no segment is selected (UIKit's
  /// `noSegment`).
  public static let noSegment = -1

  private var segments: [Segment] = []
  private var enabledSegments: [Bool] = []

  /// The selected segment's index, or ``noSegment``. An index outside the segments selects none.
  open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
    didSet {
      if !segments.indices.contains(selectedSegmentIndex) {
        selectedSegmentIndex = Self.noSegment
      }
    }
  }

  /// Whether a tap selects momentarily (UIKit's `isMomentary`): then no segment stays selected.
  open var isMomentary = false
  /// The selected segment's tint. Stored only.
  open var selectedSegmentTintColor: UIColor?

  /// Creates a control with a segment per item (UIKit's `init(items:)`): `String`s become
  /// titles, ``UIImage``s images; other items are skipped.
  ///
  /// - Parameter items: The segments' titles or images.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      if let title = item as? String {
        segments.append(.title(title))
      } else if let image = item as? UIImage {
        segments.append(.image(image))
      } else {
        continue
      }
      enabledSegments.append(true)
    }
  }

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// Inserts a titled segment at `segment` (clamped to the segments).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - segment: Where to insert it.
  ///   - animated: Ignored.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(.title(title), at: segment)
  }

  /// Inserts an image segment at `segment` (clamped to the segments).
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - segment: Where to insert it.
  ///   - animated: Ignored.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(.image(image), at: segment)
  }

  /// Removes the segment at `segment`; an index outside the segments does nothing.
  ///
  /// - Parameters:
  ///   - segment: The segment's index.
  ///   - animated: Ignored.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    enabledSegments.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
  }

  /// Removes every segment.
  open func removeAllSegments() {
    segments = []
    enabledSegments = []
    selectedSegmentIndex = Self.noSegment
  }

  /// Sets the title of the segment at `segment`; an index outside the segments does nothing.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - segment: The segment's index.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment] = .title(title)
  }

  /// The title of the segment at `segment`, or `nil`.
  ///
  /// - Parameter segment: The segment's index.
  /// - Returns: The title, or `nil` (an image segment, an index outside the segments).
  open func titleForSegment(at segment: Int) -> String? {
    guard segments.indices.contains(segment), case .title(let title) = segments[segment] else {
      return nil
    }
    return title
  }

  /// Sets the image of the segment at `segment`.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - segment: The segment's index.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment] = .image(image)
  }

  /// The image of the segment at `segment`, or `nil`.
  ///
  /// - Parameter segment: The segment's index.
  /// - Returns: The image, or `nil`.
  open func imageForSegment(at segment: Int) -> UIImage? {
    guard segments.indices.contains(segment), case .image(let image) = segments[segment] else {
      return nil
    }
    return image
  }

  /// Enables or disables the segment at `segment`.
  ///
  /// - Parameters:
  ///   - enabled: Whether it can be selected.
  ///   - segment: The segment's index.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard enabledSegments.indices.contains(segment) else { return }
    enabledSegments[segment] = enabled
  }

  /// Whether the segment at `segment` is enabled.
  ///
  /// - Parameter segment: The segment's index.
  /// - Returns: Whether it is enabled; `false` outside the segments.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    enabledSegments.indices.contains(segment) && enabledSegments[segment]
  }

  /// Selects the segment at `index` as the user's tap does: when the control and the segment are
  /// enabled and it is not already selected, selects it and sends `.valueChanged`. UIKit has no
  /// counterpart (it has no headless tap).
  ///
  /// - Parameter index: The tapped segment.
  /// - Returns: Whether the selection changed.
  @discardableResult
  public func composeSelectSegment(at index: Int) -> Bool {
    guard isEnabled, isEnabledForSegment(at: index), index != selectedSegmentIndex else {
      return false
    }
    selectedSegmentIndex = index
    sendActions(for: .valueChanged)
    if isMomentary { selectedSegmentIndex = Self.noSegment }
    return true
  }

  private func insert(_ segment: Segment, at index: Int) {
    let position = min(max(index, 0), segments.count)
    segments.insert(segment, at: position)
    enabledSegments.insert(true, at: position)
    if selectedSegmentIndex >= position { selectedSegmentIndex += 1 }
  }
}
