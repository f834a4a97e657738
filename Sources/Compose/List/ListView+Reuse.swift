extension ListView {
  /// Registers a cell class for `identifier`: dequeuing with that identifier when its pool is
  /// empty creates `cellType.init(reuseIdentifier: identifier)`.
  ///
  /// - Parameters:
  ///   - cellType: ``ListCell`` or a subclass.
  ///   - identifier: The reuse identifier.
  public final func register(_ cellType: ListCell.Type, forCellReuseIdentifier identifier: String) {
    registrations[identifier] = { cellType.init(reuseIdentifier: identifier) }
  }

  /// Registers a factory for `identifier`, for cells that need more than a reuse identifier to
  /// be created.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier; the cells the factory makes should carry it.
  ///   - factory: Makes a new cell when the pool is empty.
  public final func register(
    forCellReuseIdentifier identifier: String, factory: @escaping @MainActor () -> ListCell
  ) {
    registrations[identifier] = factory
  }

  /// A cell for the row at `indexPath`: a recycled one from the pool of `identifier`, after its
  /// ``ListCell/prepareForReuse()``, or a new one from the registration. Call it from the data
  /// source's `listView(_:cellForRowAt:)`.
  ///
  /// Order (contract §6): the dequeue, then `prepareForReuse()` when the cell is recycled; the
  /// data source configures the cell after this returns. While the list reconfigures a row
  /// (``reconfigureRows(at:)``), dequeuing for that row returns its displayed cell as it is.
  ///
  /// An identifier nothing was registered for is reported as
  /// ``Diagnostic/Code/unregisteredReuseIdentifier`` and answered with a plain ``ListCell`` of
  /// that identifier, so the list keeps working. Dequeuing anywhere but inside this list's
  /// `listView(_:cellForRowAt:)` (from a delegate callback, a hook, or outside any pass) is
  /// refused as ``Diagnostic/Code/dequeueOutsideCellForRow``: the pools are left alone and a
  /// fresh ``ListCell`` that belongs to no list is returned.
  ///
  /// - Complexity: O(1).
  public final func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: ListIndexPath
  ) -> ListCell {
    guard cellRequests > 0 else {
      report(
        .dequeueOutsideCellForRow,
        "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)) outside "
          + "listView(_:cellForRowAt:); the cell returned belongs to no list")
      return ListCell(reuseIdentifier: identifier)
    }
    if let reconfiguring, reconfiguring.indexPath == indexPath,
      reconfiguring.cell.reuseIdentifier == identifier
    {
      return reconfiguring.cell
    }
    if let index = poolIndex(of: identifier), let cell = pools[index].cells.popLast() {
      cell.isPooled = false
      // One lookup of the observed window for the dequeue's two events (each lookup walks up
      // to the enclosing component through weak references).
      if let (component, context) = observation() {
        context.emit(
          component, .cellDequeued(cell: cell.reference, indexPath: indexPath, recycled: true),
          cell: cell)
        context.emit(component, .cellPreparedForReuse(cell: cell.reference), cell: cell)
      }
      cell.deliverPrepareForReuse()
      return cell
    }
    let cell: ListCell
    if let factory = registrations[identifier] {
      cell = factory()
    } else {
      report(
        .unregisteredReuseIdentifier,
        "no cell is registered for \"\(identifier)\"; a plain ListCell is used")
      cell = ListCell(reuseIdentifier: identifier)
    }
    let adopted = adopt(cell)
    emit(
      .cellDequeued(cell: adopted.reference, indexPath: indexPath, recycled: false), cell: adopted)
    return adopted
  }

  /// Numbers a cell the list meets for the first time.
  final func adopt(_ cell: ListCell) -> ListCell {
    if cell.number == 0 {
      createdCellCount += 1
      cell.number = createdCellCount
    }
    return cell
  }

  /// Puts a cell that ended display into the pool of its reuse identifier, moving the caller's
  /// reference to it there.
  final func enqueueForReuse(_ cell: consuming ListCell) {
    cell.isPooled = true
    if let index = poolIndex(of: cell.reuseIdentifier) {
      pools[index].cells.append(cell)
    } else {
      pools.append(ReusePool(identifier: cell.reuseIdentifier, cells: [cell]))
    }
  }

  /// The index in ``pools`` of the pool of `identifier`, if it has one.
  ///
  /// - Complexity: O(reuse identifiers).
  final func poolIndex(of identifier: String) -> Int? {
    for index in pools.indices where pools[index].identifier == identifier { return index }
    return nil
  }

  /// The cells waiting for reuse under one identifier.
  struct ReusePool {
    let identifier: String
    var cells: [ListCell]
  }
}
