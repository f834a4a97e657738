import ComposeUIKit
import Testing

@Suite struct SearchControllerTests {
  /// Written as UIKit apps write a searchable list: the list filters itself as the updater.
  final class EmployeesViewController: UITableViewController, UISearchResultsUpdating,
    UISearchBarDelegate
  {
    let employees = ["Ada", "Alan", "Grace"]
    var filtered: [String] = []
    let searchController = UISearchController(searchResultsController: nil)
    var updates = 0
    var cancels = 0

    var isFiltering: Bool {
      searchController.isActive && !(searchController.searchBar.text?.isEmpty ?? true)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      searchController.searchResultsUpdater = self
      searchController.obscuresBackgroundDuringPresentation = false
      searchController.searchBar.placeholder = "Search Employee"
      searchController.searchBar.delegate = self
      navigationItem.searchController = searchController
      navigationItem.hidesSearchBarWhenScrolling = false
      definesPresentationContext = true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      isFiltering ? filtered.count : employees.count
    }

    func updateSearchResults(for searchController: UISearchController) {
      updates += 1
      let text = searchController.searchBar.text ?? ""
      filtered = employees.filter { $0.lowercased().contains(text.lowercased()) }
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
      cancels += 1
      searchController.isActive = false
    }
  }

  @Test func theSearchControllerIsStoredOnTheNavigationItemAndPresentsNothing() {
    let list = EmployeesViewController()
    let navigation = UINavigationController(rootViewController: list)
    let audit = WindowAudit.showing(navigation, frame: UIScreen.main.bounds)
    let window = audit.window
    window.composeRunUntilIdle()

    #expect(list.navigationItem.searchController === list.searchController)
    #expect(!list.navigationItem.hidesSearchBarWhenScrolling)
    #expect(list.searchController.searchResultsController == nil)
    #expect(list.searchController.searchBar.placeholder == "Search Employee")
    // Inert: activating presents nothing and nobody is asked to update.
    list.searchController.isActive = true
    list.searchController.searchBar.text = "a"
    #expect(list.presentedViewController == nil)
    #expect(list.searchController.presentingViewController == nil)
    #expect(list.updates == 0)
    audit.finish()
  }

  @Test func theUpdaterAndTheBarDelegateAreWeakAndRunWhenCalled() {
    let search = UISearchController(searchResultsController: UIViewController())
    #expect(search.searchResultsController != nil)
    var list: EmployeesViewController? = EmployeesViewController()
    list?.loadViewIfNeeded()
    let inner = list!.searchController
    inner.isActive = true
    inner.searchBar.text = "al"
    inner.searchResultsUpdater?.updateSearchResults(for: inner)
    #expect(list?.filtered == ["Alan"])
    inner.searchBar.delegate?.searchBarCancelButtonClicked(inner.searchBar)
    #expect(list?.cancels == 1)
    #expect(!inner.isActive)

    list = nil
    #expect(inner.searchResultsUpdater == nil)
    #expect(inner.searchBar.delegate == nil)
  }

  @Test func dimsBackgroundIsTheDeprecatedSpellingOfObscuresBackground() {
    let search = UISearchController(searchResultsController: nil)
    #expect(search.obscuresBackgroundDuringPresentation)
    search.dimsBackgroundDuringPresentation = false
    #expect(!search.obscuresBackgroundDuringPresentation)
    search.searchBar.setShowsCancelButton(true, animated: true)
    #expect(search.searchBar.showsCancelButton)
    #expect(search.searchBar.selectedScopeButtonIndex == 0)
  }
}
