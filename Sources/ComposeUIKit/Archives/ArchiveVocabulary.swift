/// What the archive reader knows of Interface Builder's format: the elements that are objects
/// and their UIKit classes, the attributes Compose stores, and what it leaves out because it only
/// changes pixels or Interface Builder's editor. Anything else met in an archive is reported
/// (`Diagnostic.Code.unmodelledArchiveContent`) when the archive is read.
enum ArchiveVocabulary {
  /// The UIKit class each object element makes.
  static let classes: [String: String] = [
    "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
    "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch",
    "slider": "UISlider", "segmentedControl": "UISegmentedControl", "stepper": "UIStepper",
    "stackView": "UIStackView", "scrollView": "UIScrollView", "tableView": "UITableView",
    "collectionView": "UICollectionView",
    "collectionViewFlowLayout": "UICollectionViewFlowLayout",
    "activityIndicatorView": "UIActivityIndicatorView", "pageControl": "UIPageControl",
    "progressView": "UIProgressView", "datePicker": "UIDatePicker", "pickerView": "UIPickerView",
    "visualEffectView": "UIVisualEffectView", "navigationBar": "UINavigationBar",
    "searchBar": "UISearchBar", "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
    "toolbar": "UIToolbar", "tabBar": "UITabBar", "barButtonItem": "UIBarButtonItem",
    "tabBarItem": "UITabBarItem", "navigationItem": "UINavigationItem",
    "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UIView",
    "collectionViewCell": "UICollectionViewCell", "collectionViewCellContentView": "UIView",
    "collectionReusableView": "UICollectionReusableView", "containerView": "UIView",
    "viewLayoutGuide": "UILayoutGuide", "viewControllerLayoutGuide": "UILayoutGuide",
    "viewController": "UIViewController",
    "tableViewController": "UITableViewController",
    "collectionViewController": "UICollectionViewController",
    "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
    "splitViewController": "UISplitViewController",
    "pageViewController": "UIPageViewController",
    // Gesture recognizers (Xcode writes a long press as `pongPressGestureRecognizer`).
    "tapGestureRecognizer": "UITapGestureRecognizer",
    "panGestureRecognizer": "UIPanGestureRecognizer",
    "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
    "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
    "swipeGestureRecognizer": "UISwipeGestureRecognizer",
    "pinchGestureRecognizer": "UIPinchGestureRecognizer",
    "rotationGestureRecognizer": "UIRotationGestureRecognizer",
  ]

  /// Elements that are objects without a class to make: placeholders.
  static let placeholders: Set<String> = ["placeholder", "exit"]

  /// Elements that are objects of the archive's structure, with no class of their own: a static
  /// table's sections (`<tableViewSection>`, which hold its cells) and storyboard references
  /// (`<viewControllerPlaceholder>`, a scene of another storyboard).
  static let structuralObjects: Set<String> = ["tableViewSection", "viewControllerPlaceholder"]

  /// Lists of objects inside an object.
  static let objectLists: Set<String> = [
    "prototypes", "cells", "items", "layoutGuides", "toolbarItems", "gestureRecognizers",
    "sections",
  ]

  /// Attributes Compose stores (and applies when it makes the object).
  static let storedAttributes: Set<String> = [
    // Identity.
    "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel",
    "storyboardIdentifier", "placeholderIdentifier", "sceneMemberID", "restorationIdentifier",
    "useStoryboardIdentifierAsRestorationIdentifier", "type", "reuseIdentifier",
    // Structure: a content view's cell is its parent.
    "tableViewCell", "collectionViewCell",
    // Views, each applied by `ArchiveInstantiation.apply(_:to:)`; any other is reported.
    "tag", "hidden", "alpha", "userInteractionEnabled", "contentMode",
    "translatesAutoresizingMaskIntoConstraints", "text", "placeholder", "title", "textAlignment",
    "numberOfLines", "image", "enabled", "selected", "highlighted", "buttonType", "on", "value",
    "minValue", "maxValue", "minimumValue", "maximumValue", "stepValue", "progress", "axis",
    "spacing", "style", "selectionStyle", "accessoryType", "numberOfPages", "currentPage",
    "hidesWhenStopped", "animating", "editable", "selectable", "scrollEnabled", "pagingEnabled",
    "bounces", "catalog", "alignment", "distribution", "borderStyle", "clearButtonMode",
    "largeTitleDisplayMode", "largeTitles", "progressViewStyle",
    // Buttons: whether a state's title is its attributed string (applied with the states).
    "hasAttributedTitle",
    // Table views and their cells.
    "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
    "separatorStyle", "allowsSelection", "allowsMultipleSelection",
    "allowsMultipleSelectionDuringEditing", "dataMode", "textLabel", "detailTextLabel",
    // Search bars.
    "searchBarStyle", "showsCancelButton", "showsBookmarkButton", "showsScopeBar", "prompt",
    // Storyboard references.
    "storyboardName", "referencedIdentifier",
    // A static table's sections.
    "headerTitle", "footerTitle",
    // Flow layouts (their sizes and insets are value elements).
    "scrollDirection", "minimumLineSpacing", "minimumInteritemSpacing",
    // Segmented controls (their segments are a value element).
    "selectedSegmentIndex", "momentary",
    // View controllers.
    "initialViewController", "modalPresentationStyle", "modalTransitionStyle",
    "definesPresentationContext", "hidesBottomBarWhenPushed",
    // Bar items.
    "systemItem",
    // Gesture recognizers.
    "numberOfTapsRequired", "numberOfTouchesRequired", "minimumPressDuration",
    "allowableMovement", "direction", "minimumNumberOfTouches", "maximumNumberOfTouches",
    "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
  ]

  /// Attributes that change only pixels, Interface Builder's editor or a layout Compose does not
  /// solve: read and left out on purpose (the "What is modelled" table lists them).
  static let drawingOnlyAttributes: Set<String> = [
    "opaque", "clearsContextBeforeDrawing", "clipsSubviews", "fixedFrame", "misplaced",
    "ambiguous", "horizontalHuggingPriority", "verticalHuggingPriority",
    "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
    "multipleTouchEnabled", "autoresizesSubviews", "insetsLayoutMarginsFromSafeArea",
    "preservesSuperviewLayoutMargins", "layoutMarginsFollowReadableWidth",
    "semanticContentAttribute", "baselineAdjustment", "adjustsFontSizeToFit",
    "adjustsLetterSpacingToFitWidth", "minimumFontSize", "minimumScaleFactor", "lineBreakMode",
    "adjustsFontForContentSizeCategory", "contentHorizontalAlignment",
    "contentVerticalAlignment", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
    "showsTouchWhenHighlighted", "reversesTitleShadowWhenHighlighted", "indentationWidth",
    "indentationLevel", "shouldIndentWhileEditing", "showsHorizontalScrollIndicator",
    "showsVerticalScrollIndicator", "alwaysBounceVertical", "alwaysBounceHorizontal",
    "directionalLockEnabled", "bouncesZoom", "delaysContentTouches", "canCancelContentTouches",
    "keyboardDismissMode", "contentInsetAdjustmentBehavior", "estimatedSectionHeaderHeight",
    "estimatedSectionFooterHeight", "sectionIndexMinimumDisplayRowCount",
    "insetsContentViewsToSafeArea",
    "baselineRelativeArrangement", "layoutMarginsRelativeArrangement", "minimumZoomScale",
    "maximumZoomScale", "useAutolayout", "ambiguousLayout", "adjustsFontSizeToFitWidth",
    "minimumPointSize", "springLoaded", "pointerInteraction", "role", "menu",
    "showsMenuAsPrimaryAction", "changesSelectionAsPrimaryAction",
    "automaticallyAdjustsScrollViewInsets",
    "extendedLayoutIncludesOpaqueBars", "autoresizesArchivedViewToFullSize",
    "wantsFullScreenLayout",
    "usesAttributedText", "allowsEditingTextAttributes", "contentScaleFactor", "translucent",
    "barStyle", "itemPositioning", "itemSpacing", "itemWidth", "customizationIdentifier",
    "width", "continuous", "autorepeat", "wraps", "hidesForSinglePage", "dataDetectorTypes",
    "imageEdgeInsets", "hidesAccessoryWhenEditing", "preferredMaxLayoutWidth",
    "automaticEstimatedItemSize", "spacingType", "verifyAmbiguity", "simulatedAppContext",
    "segmentControlStyle",
  ]

  /// Keyed value elements Compose stores (the object's ``ArchiveObject/values``).
  static let valueElements: Set<String> = [
    "autoresizingMask", "size", "inset", "edgeInsets", "directionalEdgeInsets",
    "textInputTraits", "buttonConfiguration", "segments", "nil", "string", "integer", "real",
    "boolean", "bool", "date", "locale", "imageReference", "point", "rect", "offsetWrapper",
    "attributedString", "dataDetectorType", "preferredSymbolConfiguration",
    "backgroundConfiguration",
    "popoverArrowDirection", "blurEffect", "vibrancyEffect",
    "scrollEdgeAppearance", "standardAppearance", "compactAppearance", "navigationBarAppearance",
    "tabBarAppearance", "toolbarAppearance", "extendedEdge",
    "rectEdge",
  ]

  /// Elements that describe only Interface Builder's editor (the canvas, simulated metrics).
  static let editorOnlyElements: Set<String> = [
    "simulatedMetricsContainer", "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics",
    "simulatedTabBarMetrics", "simulatedToolbarMetrics", "simulatedScreenMetrics",
    "simulatedOrientationMetrics", "freeformSimulatedSizeMetrics", "canvasLocation",
    "designable", "inferredMetricsTieBreakers",
  ]
}
