import Compose
import ComposeTesting
import ComposeUIKit
import Testing

/// Contract §4, "nothing is left for later": a screen whose table was never reloaded displays
/// its rows in the layout of the call that shows it, so a checkpoint right after that call sees
/// the rows (the harness used to report an empty trace there).
@MainActor
@Suite struct FirstLoadTraceTests {
  final class CitiesViewController: UITableViewController {
    let cities = ["Lisboa", "Porto"]

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "city")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      cities.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
      cell.textLabel?.text = cities[indexPath.row]
      return cell
    }
  }

  @Test func aCheckpointAfterShowingATableNeverReloadedSeesItsRows() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let harness = LifecycleHarness(wrapping: window.composeWindow)
    let cities = CitiesViewController(style: .plain)
    window.rootViewController = cities
    window.makeKeyAndVisible()
    let all = harness.traces(.all)
    #expect(all.filter { $0.contains("willDisplay") }.count == 2)
    // Displayed before the screen ended appearing.
    let lastDisplay = all.lastIndex { $0.contains("willDisplay") } ?? Int.max
    let appeared = all.firstIndex { $0.hasSuffix("viewDidAppear(false)") } ?? -1
    #expect(lastDisplay < appeared)
    #expect(cities.tableView.visibleCells.count == 2)
  }

  @Test func aTablePushedUnanimatedDisplaysItsRowsBeforeThePushReturns() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let harness = LifecycleHarness(wrapping: window.composeWindow)
    let cities = CitiesViewController(style: .plain)
    navigation.pushViewController(cities, animated: false)
    #expect(harness.traces(.list).filter { $0.contains("willDisplay") }.count == 2)
  }
}
