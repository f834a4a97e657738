import Compose
import ComposeRender
import Foundation

// Foundation next to Compose, as in every UIKit file: Foundation's names and every public type of
// Compose and ComposeRender are used unqualified, so none may be ambiguous. `.ci/run` checks that
// this list names every public type the two modules declare (from their symbol graphs).

/// Foundation's own types, unqualified.
func foundationValues() -> (IndexPath, Date, URL?, Notification, Data) {
  (
    IndexPath(indexes: [0, 3]), Date(timeIntervalSince1970: 0), URL(string: "app://profile/1"),
    Notification(name: Notification.Name("compose")), Data([1, 2])
  )
}

/// Every public type of Compose and ComposeRender, unqualified.
let composeTypes: [Any.Type] = [
  AppearanceState.self,
  ArrayDataSource<Int, ListCell>.self,
  AuditFinding.self,
  CellReference.self,
  Changeset<Int>.self,
  ChildSwap.self,
  ChildSwap.Style.self,
  Component.self,
  (any ComponentHookReceiver).self,
  ComponentReference.self,
  ComponentUse.self,
  ContentState.self,
  DeepLink.self,
  DefaultEmptyComponent.self,
  DefaultErrorComponent.self,
  DefaultLoadingComponent.self,
  Diagnostic.self,
  (any Diffable).self,
  Flow.self,
  HostingCell.self,
  InteractionStart<InteractiveTransition>.self,
  InteractiveDismissal.self,
  InteractiveTransition.self,
  InvariantViolation.self,
  LeaveReason.self,
  LifecycleAuditor.self,
  LifecycleEvent.self,
  LifecycleEventFilter.self,
  (any LifecycleObserver).self,
  LifecycleRecorder.self,
  ListCell.self,
  (any ListDataSource).self,
  (any ListDelegate).self,
  ListHostingAdapter<[Message], MessageRow>.self,
  ListIndexPath.self,
  (any ListItemComponent).self,
  (any ListRowHeightDelegate).self,
  ListView.self,
  NavigationContainer.self,
  NavigationItem.self,
  OperationResult.self,
  (any NavigationContainerDelegate).self,
  Point.self,
  (any PresentationDelegate).self,
  (any AdaptivePresentationDelegate).self,
  PresentationStyle.self,
  Rect.self,
  (any Route).self,
  RouteTrace.self,
  Size.self,
  StateComponents.self,
  StateContainer.self,
  TabContainer.self,
  TraitOverrides.self,
  Traits.self,
  View.self,
  (any ViewHookReceiver).self,
  Window.self,
  EventLog.self,
  EventLogPrinter.self,
  GoldenComparison.self,
  GoldenHeader.self,
  GoldenModeError.self,
  GoldenRecordMode.self,
  JSONStringLiteral.self,
  LineDiff.self,
  (any SnapshotContributing).self,
  SnapshotContribution.self,
  TraceEventWriter.self,
  TreeDiff.self,
  TreeDiffer.self,
  TreeRenderer.self,
  TreeSnapshot.self,
  ValueFormat.self,
  (any ViewSnapshotContributing).self,
]
