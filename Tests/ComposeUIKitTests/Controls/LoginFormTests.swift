import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A login form: two text fields with a delegate that limits the user name's length and moves
// from one field to the next on return, a pull-to-refresh list of recent accounts, and an alert
// asking for a new account's name in a text field.

private final class LoginViewController: UIViewController, UITextFieldDelegate {
  let userField = UITextField()
  let passwordField = UITextField()
  let accounts = UITableView()
  var refreshes = 0
  var edits = 0
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    userField.placeholder = "User name"
    userField.borderStyle = .roundedRect
    userField.autocapitalizationType = .none
    userField.autocorrectionType = .no
    userField.returnKeyType = .next
    userField.textContentType = .username
    userField.delegate = self
    passwordField.isSecureTextEntry = true
    passwordField.returnKeyType = .done
    passwordField.delegate = self
    userField.addAction(UIAction { [weak self] _ in self?.edits += 1 }, for: .editingChanged)

    let refresh = UIRefreshControl()
    refresh.addAction(
      UIAction { [weak self] _ in
        self?.refreshes += 1
        self?.accounts.refreshControl?.endRefreshing()
      }, for: .valueChanged)
    accounts.refreshControl = refresh

    for field in [userField, passwordField] { view.addSubview(field) }
    view.addSubview(accounts)
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    log.append("\(name(of: textField)).didBegin")
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    log.append("\(name(of: textField)).didEnd")
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    guard textField === userField else { return true }
    return (textField.text ?? "").count + string.count <= 8
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === userField { passwordField.becomeFirstResponder() }
    return true
  }

  private func name(of field: UITextField) -> String {
    field === userField ? "user" : "password"
  }
}

@MainActor
@Suite struct LoginFormTests {
  @Test func aTextFieldKeepsItsTextAndSettings() {
    let field = UITextField()
    #expect(field.text == "")
    field.text = "anna"
    #expect(field.text == "anna")
    field.text = nil
    // Apple's documentation: the text field's text is an empty string by default.
    #expect(field.text == "")
    field.keyboardType = .emailAddress
    field.clearButtonMode = .whileEditing
    #expect(field.keyboardType == .emailAddress)
    #expect(field.clearButtonMode == .whileEditing)
    #expect(field.canBecomeFirstResponder)
  }

  #if !os(iOS)
    @Test func typingAsksTheDelegateAndSendsEditingChanged() {
      let login = LoginViewController()
      let audit = WindowAudit.showing(login)
      #expect(login.userField.becomeFirstResponder())
      #expect(login.userField.isEditing)
      #expect(login.userField.composeType("anna"))
      #expect(login.userField.composeType("bell"))
      #expect(!login.userField.composeType("e"))
      #expect(login.userField.text == "annabell")
      #expect(login.edits == 2)

      login.userField.composeReturn()
      #expect(!login.userField.isEditing)
      #expect(login.passwordField.isEditing)
      #expect(login.log == ["user.didBegin", "user.didEnd", "password.didBegin"])
      audit.finish()
    }

    @Test func pullingToRefreshRunsTheValueChangedAction() throws {
      let login = LoginViewController()
      login.loadViewIfNeeded()
      let refresh = try #require(login.accounts.refreshControl)
      #expect(refresh.composePullToRefresh())
      #expect(login.refreshes == 1)
      #expect(!refresh.isRefreshing)
    }
  #endif

  @Test func beginRefreshingSendsNoAction() throws {
    let login = LoginViewController()
    login.loadViewIfNeeded()
    let refresh = try #require(login.accounts.refreshControl)
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing)
    #expect(login.refreshes == 0)
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing)
  }

  @Test func anAlertKeepsItsTextFieldsInOrder() throws {
    let alert = UIAlertController(title: "New account", message: nil, preferredStyle: .alert)
    #expect(alert.textFields == nil)
    alert.addTextField { field in field.placeholder = "Name" }
    alert.addTextField { field in field.isSecureTextEntry = true }
    let fields = try #require(alert.textFields)
    #expect(fields.count == 2)
    #expect(fields[0].placeholder == "Name")
    #expect(fields[1].isSecureTextEntry)
  }
}
