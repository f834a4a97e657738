import Foundation

extension UICollectionView {
  /// How to make and configure the cells of one kind for items of one type (UIKit's
  /// `UICollectionView.CellRegistration`, iOS 14): pass it to
  /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``, which registers it with
  /// the collection view the first time, dequeues a cell and runs the handler.
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a cell for an item (UIKit's `CellRegistration.Handler`).
    public typealias Handler =
      @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) ->
      Void

    /// The registration's own reuse identifier: each registration is a reuse queue of its own.
    let reuseIdentifier: String
    /// The nib the cells come from, if any.
    let cellNib: UINib?
    let handler: Handler

    /// Creates a registration whose cells are made with the `Cell` class (UIKit's
    /// `init(handler:)`).
    ///
    /// - Parameter handler: Configures a cell for an item.
    public init(handler: @escaping Handler) {
      self.init(cellNib: nil, handler: handler)
    }

    /// Creates a registration whose cells come from `cellNib` (UIKit's `init(cellNib:handler:)`).
    ///
    /// - Parameters:
    ///   - cellNib: The nib; ``UINib`` factories are registered in ``ComposeArchives``.
    ///   - handler: Configures a cell for an item.
    public init(cellNib: UINib?, handler: @escaping Handler) {
      self.cellNib = cellNib
      self.handler = handler
      reuseIdentifier = "CellRegistration<\(Cell.self), \(Item.self)>.\(UUID().uuidString)"
    }
  }

  /// A cell of `registration` for the item at `indexPath`, configured by its handler with `item`
  /// (UIKit's `dequeueConfiguredReusableCell(using:for:item:)`). Call it from the data source's
  /// cell provider or `collectionView(_:cellForItemAt:)`.
  ///
  /// - Parameters:
  ///   - registration: The registration.
  ///   - indexPath: The item's index path.
  ///   - item: The item; `nil` skips the handler.
  /// - Returns: The configured cell.
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let identifier = registration.reuseIdentifier
    if !bridge.canDequeue(identifier) {
      if let nib = registration.cellNib {
        register(nib, forCellWithReuseIdentifier: identifier)
      } else {
        register(Cell.self, forCellWithReuseIdentifier: identifier)
      }
    }
    let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    let cell = dequeued as? Cell ?? Cell(composeReuseIdentifier: identifier)
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }
}
