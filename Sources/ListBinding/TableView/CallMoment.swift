import Foundation

/// When the table calls a piece of user code, as UIKit does: this decides what a call of the
/// table made from that code does (see the "Call moments" article).
enum CallMoment {
  /// While the table lays out or asks (counts, cells, heights, titles, views, `willDisplay`,
  /// `didEndDisplaying`, editing style, prefetching): a change asked for then is deferred until
  /// the table's call completes, in order.
  case layout
  /// At a touch, or once a change is committed (`willSelect`/`did…` of selection, commit,
  /// handlers): a call asked for then runs at once, as a call of its own on the committed
  /// table.
  case touch
}
