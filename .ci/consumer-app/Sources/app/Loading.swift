import Compose

/// Asynchronous loading as app code writes it: a `Task` started in a hook captures `self` weakly,
/// awaits work in another domain and assigns the result on the main actor.
final class InboxScreen: Component {
  var items: [String] = []
  var loading: Task<Void, Never>?

  override func viewDidLoad() {
    super.viewDidLoad()
    loading = Task { [weak self] in
      let loaded = await fetchInbox()
      self?.items = loaded
    }
  }
}

@concurrent
func fetchInbox() async -> [String] { ["welcome", "invoice"] }
