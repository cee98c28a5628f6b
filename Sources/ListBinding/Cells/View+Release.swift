import Foundation

extension View {
  /// Releases subviews taken from a view being released, and the subtrees only they hold, in a
  /// loop rather than by nested calls: the stack stays the same however deep the tree.
  ///
  /// The first release on a thread runs the loop; a view the loop lets go of is released, and
  /// hands its own subviews to the same loop from its `deinit` instead of releasing them
  /// there. A view referenced elsewhere is not released, and keeps its subtree. Nothing here
  /// needs the main actor, so a tree is released this way on any thread.
  ///
  /// - Parameter views: The subviews, moved out (emptied), so that the loop holds the only
  ///   references to them.
  /// - Complexity: O(*v*), where *v* is the number of views released.
  nonisolated static func release(_ views: inout [View]) {
    let threadStorage = Thread.current.threadDictionary
    if let running = threadStorage[ReleaseQueue.key] as? ReleaseQueue {
      running.views += views
      views = []
      return
    }
    let queue = ReleaseQueue()
    swap(&queue.views, &views)
    threadStorage[ReleaseQueue.key] = queue
    defer { threadStorage[ReleaseQueue.key] = nil }
    while let view = queue.views.popLast() {
      // The last reference, for a view held nowhere else: its `deinit` runs at the end of
      // this iteration and adds its subviews to `queue`.
      _ = view
    }
  }

  /// The views a thread's release loop has yet to let go of.
  private final class ReleaseQueue {
    /// The key of the loop's queue among the thread's values.
    static let key = "ListBinding.View.ReleaseQueue"

    var views: [View] = []
  }
}
