import ListBinding

/// Items that arrive while a list shows, on a descriptor the driver watches: lines still
/// coming on standard input (`find / | pick`).
///
/// The driver polls ``descriptor`` with the keys; when it can be read, it calls
/// ``readItems()``, which adds what arrived to the list. While ``isLoading``, the status line
/// shows a loading indicator with ``loadedCount``.
@MainActor
public protocol ItemFeed: AnyObject {
  /// The descriptor the items arrive on, or -1 once they have all arrived.
  var descriptor: Int32 { get }

  /// Whether items may still arrive.
  var isLoading: Bool { get }

  /// How many items have arrived.
  var loadedCount: Int { get }

  /// Reads what arrived and adds it to the list.
  ///
  /// - Returns: Whether the list changed.
  /// - Throws: The error of the read, or of the table's update.
  func readItems() throws -> Bool
}

/// Items read from a descriptor by a ``DelimitedItemReader`` into a ``FuzzyListDataSource``
/// as they arrive: standard input in a pipeline.
///
/// ```swift
/// let dataSource = FuzzyListDataSource<LineCell>(items: []) { ItemBytes.displayText($0) }
/// try dataSource.bind(to: tableView)
/// let feed = DescriptorItemFeed(
///   reader: DelimitedItemReader(descriptor: input), dataSource: dataSource
/// ) { $0 }
/// let configuration = TerminalConfiguration(filter: dataSource, feed: feed)
/// ```
@MainActor
public final class DescriptorItemFeed<Cell: TableViewCell & Bindable>: ItemFeed {
  /// The reader of the items' bytes.
  public private(set) var reader: DelimitedItemReader

  /// The data source the items go to.
  public let dataSource: FuzzyListDataSource<Cell>

  /// Makes an item from its bytes.
  private let item: @MainActor ([UInt8]) -> Cell.DataItem

  /// How many items have arrived.
  public private(set) var loadedCount = 0

  /// Creates a feed.
  ///
  /// - Parameters:
  ///   - reader: Reads the items' bytes.
  ///   - dataSource: Where the items go.
  ///   - item: Makes an item from its bytes.
  public init(
    reader: DelimitedItemReader, dataSource: FuzzyListDataSource<Cell>,
    item: @escaping @MainActor ([UInt8]) -> Cell.DataItem
  ) {
    self.reader = reader
    self.dataSource = dataSource
    self.item = item
  }

  /// Whether a read failed: the feed stops reading then.
  public private(set) var hasFailed = false

  /// The reader's descriptor until the input ends or a read fails, then -1.
  public var descriptor: Int32 { isLoading ? reader.descriptor : -1 }

  /// Whether the input has not ended and no read failed.
  public var isLoading: Bool { !reader.isAtEnd && !hasFailed }

  /// Reads once and appends the items completed.
  ///
  /// - Returns: Whether items were added, or the input ended.
  /// - Throws: The read's ``TerminalError`` (the feed stops then: ``hasFailed``), or the data
  ///   source's reload error.
  /// - Complexity: O(*b*) for the *b* bytes read, plus the items' texts.
  public func readItems() throws -> Bool {
    let wasLoading = isLoading
    let bytes: [[UInt8]]
    do {
      bytes = try reader.readAvailable()
    } catch {
      hasFailed = true  // a descriptor that fails once is not polled again
      throw error
    }
    guard !bytes.isEmpty else { return wasLoading != isLoading }
    loadedCount += bytes.count
    try dataSource.append(contentsOf: bytes.map(item))
    return true
  }
}
