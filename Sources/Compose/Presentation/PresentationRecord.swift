/// A component's presentation links: what it presents (strong: a presenter keeps its presented
/// component alive), who presented it (weak) and how.
@MainActor
final class PresentationRecord {
  var presented: Component?
  weak var presenting: Component?
  var style: PresentationStyle = .fullScreen
  var isBeingPresented = false
  var isBeingDismissed = false
  weak var delegate: (any PresentationDelegate)?
  weak var adaptiveDelegate: (any AdaptivePresentationDelegate)?
}

extension Component {
  /// The record, created on first use.
  var presentationLinks: PresentationRecord {
    if let presentationRecord { return presentationRecord }
    let record = PresentationRecord()
    presentationRecord = record
    return record
  }

  /// The component presentations start from: the root of this component's tree when it is
  /// hosted by a window (a window's root or a presented component), as UIKit presents from the
  /// root-most controller by default.
  var presentationContext: Component? {
    let root = self.root
    return root.hostWindow != nil ? root : nil
  }

  /// The bottom of the presentation chain: its transitions queue presentations and dismissals, so
  /// that nothing interleaves in one window.
  ///
  /// It starts from the root of this component's tree (its presentation context), not from the
  /// component itself: a child asks the same queue as its root, so `child.present` and
  /// `root.dismiss` (or a push on the root container) wait for each other (contract §4).
  var presentationQueueOwner: Component {
    var node = root
    while let presenting = node.presentationRecord?.presenting { node = presenting }
    return node
  }
}
