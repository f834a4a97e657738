import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// An onboarding flow as apps write it: a UIPageViewController subclass that is its own data
// source and delegate, builds its pages in a lazy array, shows the first one in viewDidLoad, keeps
// a UIPageControl in step from the delegate, and turns to the next page from a "Next" button
// (setViewControllers animated, the page control updated in the completion).

private final class OnboardingStepViewController: TracingViewController {
  let headline: String
  let index: Int

  init(index: Int, headline: String, log: EventLog) {
    self.index = index
    self.headline = headline
    super.init(title: "step \(index)", log: log)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let label = UILabel()
    label.text = headline
    label.textAlignment = .center
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

private final class OnboardingPageViewController: UIPageViewController,
  UIPageViewControllerDataSource, UIPageViewControllerDelegate
{
  private let log: EventLog
  private let headlines = ["Welcome", "Stay in touch", "You're all set"]
  let pageControl = UIPageControl()
  let nextButton = UIButton(type: .system)

  private(set) lazy var steps: [OnboardingStepViewController] = headlines.enumerated().map {
    OnboardingStepViewController(index: $0.offset, headline: $0.element, log: log)
  }

  init(log: EventLog) {
    self.log = log
    super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    title = "onboarding"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    delegate = self
    view.backgroundColor = .systemBackground

    if let first = steps.first {
      setViewControllers([first], direction: .forward, animated: false, completion: nil)
    }

    pageControl.numberOfPages = steps.count
    pageControl.currentPage = 0
    pageControl.currentPageIndicatorTintColor = .systemBlue
    pageControl.pageIndicatorTintColor = .systemGray
    pageControl.hidesForSinglePage = true
    pageControl.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(pageControl)

    nextButton.setTitle("Next", for: .normal)
    nextButton.addAction(UIAction { [weak self] _ in self?.goToNextPage() }, for: .touchUpInside)
    nextButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(nextButton)

    NSLayoutConstraint.activate([
      pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      pageControl.bottomAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -60),
      nextButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      nextButton.bottomAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
    ])
  }

  private func goToNextPage() {
    guard let current = viewControllers?.first,
      let next = pageViewController(self, viewControllerAfter: current)
        as? OnboardingStepViewController
    else { return }
    setViewControllers([next], direction: .forward, animated: true) { [weak self] finished in
      guard finished else { return }
      self?.pageControl.currentPage = next.index
      self?.log.append("pageControl.currentPage = \(next.index)")
    }
  }

  // MARK: UIPageViewControllerDataSource

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let step = viewController as? OnboardingStepViewController, step.index > 0 else {
      return nil
    }
    return steps[step.index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let step = viewController as? OnboardingStepViewController,
      step.index + 1 < steps.count
    else { return nil }
    return steps[step.index + 1]
  }

  // MARK: UIPageViewControllerDelegate

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    guard completed, let step = viewControllers?.first as? OnboardingStepViewController else {
      return
    }
    pageControl.currentPage = step.index
  }
}

@MainActor
@Suite struct OnboardingPagerTests {
  @Test func theFirstStepAppearsWithTheOnboarding() {
    let log = EventLog()
    let onboarding = OnboardingPageViewController(log: log)
    let audit = WindowAudit.showing(onboarding)
    let window = audit.window

    #expect(
      log.drain() == [
        "step 0.willMove(toParent: onboarding)",
        "step 0.viewDidLoad",
        "step 0.didMove(toParent: onboarding)",
        "step 0.viewWillAppear(false)",
        "step 0.viewIsAppearing(false)",
        "step 0.viewDidAppear(false)",
      ])
    #expect(onboarding.viewControllers?.first === onboarding.steps[0])
    #expect(onboarding.pageControl.numberOfPages == 3)
    #expect(onboarding.steps[0].view.window === window)
    audit.finish()
  }

  @Test func nextTurnsThePageAndMovesTheDotWhenTheAnimationEnds() {
    let log = EventLog()
    let onboarding = OnboardingPageViewController(log: log)
    let audit = WindowAudit.showing(onboarding)
    let window = audit.window
    _ = log.drain()

    onboarding.nextButton.sendActions(for: .touchUpInside)
    #expect(
      log.drain() == [
        "step 0.willMove(toParent: nil)",
        "step 1.willMove(toParent: onboarding)",
        "step 1.viewDidLoad",
        "step 1.viewWillAppear(true)",
        "step 0.viewWillDisappear(true)",
        "step 1.viewIsAppearing(true)",
      ])
    #expect(onboarding.pageControl.currentPage == 0)

    window.finishAnimations()
    #expect(
      log.drain() == [
        "step 1.viewDidAppear(true)",
        "step 0.viewDidDisappear(true)",
        "step 0.didMove(toParent: nil)",
        "step 1.didMove(toParent: onboarding)",
        "pageControl.currentPage = 1",
      ])
    #expect(onboarding.pageControl.currentPage == 1)
    #expect(onboarding.children.count == 1)
    #expect(onboarding.steps[0].parent == nil)
    audit.finish()
  }

  @Test func theLastStepHasNoNextPage() {
    let log = EventLog()
    let onboarding = OnboardingPageViewController(log: log)
    let audit = WindowAudit.showing(onboarding)
    let window = audit.window
    onboarding.nextButton.sendActions(for: .touchUpInside)
    window.finishAnimations()
    onboarding.nextButton.sendActions(for: .touchUpInside)
    window.finishAnimations()
    _ = log.drain()

    onboarding.nextButton.sendActions(for: .touchUpInside)
    window.finishAnimations()

    #expect(log.drain().isEmpty)
    #expect(onboarding.viewControllers?.first === onboarding.steps[2])
    #expect(onboarding.pageControl.currentPage == 2)
    #expect(
      onboarding.pageViewController(onboarding, viewControllerBefore: onboarding.steps[0]) == nil)
    audit.finish()
  }
}
