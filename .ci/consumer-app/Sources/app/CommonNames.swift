import Compose

// A subclass of every open class declaring the property names app code commonly declares. Compose
// keeps none of them (its debug label is `traceName`), so each compiles as a fresh declaration.
// Names a UIKit class has itself (UIView's `window`, UITableView's `delegate` and `dataSource`)
// are left out where the UIKit counterpart has them: app code cannot declare those either.

struct Model {}
protocol Store: AnyObject {}

final class ProfileScreen: Component {
  var name = "Ada"
  var state = 0
  var items: [String] = []
  var data: [UInt8] = []
  var model = Model()
  var viewModel: Model? = nil
  var content = ""
  var list: [Int] = []
  var flow: Flow?
  var route = ""
  var store: (any Store)?
  var delegate: AnyObject?
  var dataSource: AnyObject?
  var path = ""
  var root: Component?
  var window: AnyObject?
  var reference = ""
  var owner: AnyObject?
  var number = 0
  var id = 0
  var identifier = ""
  var coordinator: AnyObject?
  var router: AnyObject?
  var presenter: AnyObject?
  var configuration = ""
  var index = 0
  var style = ""

  deinit {}  // a plain deinit, as in any UIViewController subclass
}

final class AvatarView: View {
  var name = ""
  var state = 0
  var items: [String] = []
  var data: [UInt8] = []
  var model = Model()
  var viewModel: Model? = nil
  var content = ""
  var list: [Int] = []
  var flow: Flow?
  var route = ""
  var store: (any Store)?
  var delegate: AnyObject?
  var dataSource: AnyObject?
  var path = ""
  var owner: AnyObject?
  var number = 0
  var id = 0
  var identifier = ""
  var style = ""

  deinit {}
}

final class FeedList: ListView {
  var name = ""
  var state = 0
  var items: [String] = []
  var data: [UInt8] = []
  var model = Model()
  var viewModel: Model? = nil
  var content = ""
  var list: [Int] = []
  var flow: Flow?
  var route = ""
  var store: (any Store)?
  var path = ""
  var owner: AnyObject?
  var number = 0
  var id = 0
  var identifier = ""
}

final class MessageCell: ListCell {
  var name = ""
  var state = 0
  var items: [String] = []
  var data: [UInt8] = []
  var model = Model()
  var viewModel: Model? = nil
  var content = ""
  var list: [Int] = []
  var flow: Flow?
  var route = ""
  var store: (any Store)?
  var delegate: AnyObject?
  var dataSource: AnyObject?
  var path = ""
  var owner: AnyObject?
  var number = 0
  var reference = ""
  var isPooled = false
  var indexPath: ListIndexPath?
  var id = 0
  var identifier = ""

  override func prepareForReuse() {
    super.prepareForReuse()
    content = ""
  }
}

final class VideoCell: HostingCell {
  var name = ""
  var state = 0
  var items: [String] = []
  var data: [UInt8] = []
  var model = Model()
  var viewModel: Model? = nil
  var content = ""
  var list: [Int] = []
  var flow: Flow?
  var route = ""
  var store: (any Store)?
  var delegate: AnyObject?
  var dataSource: AnyObject?
  var number = 0
  var id = 0
}

final class CheckoutFlow: Flow {
  var name = ""
  var state = 0
  var items: [String] = []
  var data: [UInt8] = []
  var model = Model()
  var viewModel: Model? = nil
  var content = ""
  var list: [Int] = []
  var flow: Flow?
  var route = ""
  var store: (any Store)?
  var delegate: AnyObject?
  var dataSource: AnyObject?
  var path = ""
  var root: Component?
  var window: AnyObject?
  var coordinator: AnyObject?
  var id = 0

  override func setUp() {
    navigation.push(ProfileScreen(traceName: "profile"), animated: false)
  }
}
