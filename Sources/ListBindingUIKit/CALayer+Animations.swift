import Foundation
import ListBinding

// The animations a layer keeps: added with `add(_:forKey:)`, read back by key, removed by your
// code or when they complete. Nothing plays.

extension CALayer {
  /// Adds a copy of `anim` to the layer, as Core Animation's `add(_:forKey:)`: recorded, not
  /// played.
  ///
  /// An animation added under a key replaces the one the layer had under it. One added with a
  /// `nil` key is kept but has no key to find it by. A copy whose `duration` is not above 0
  /// gets Core Animation's default of 0.25 seconds, as Apple documents. The animation completes
  /// when the main queue next turns (it plays nothing): if its `isRemovedOnCompletion` is
  /// `true` (the default) the layer removes it then, else it stays until your code removes it.
  /// Until then the main queue keeps the layer.
  ///
  /// - Parameters:
  ///   - anim: The animation; the layer keeps a copy, so later changes to `anim` change nothing.
  ///   - key: The animation's key, or `nil`.
  /// - Complexity: O(*a*), for *a* animations on the layer.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    let copy = anim.copied()
    if !(copy.duration > 0) { copy.duration = 0.25 }
    if let key { addedAnimations.removeAll { $0.key == key } }
    addedAnimations.append(AddedAnimation(key: key, animation: copy))
    guard copy.isRemovedOnCompletion else { return }
    // The queue keeps the layer until it turns, as Core Animation keeps an animating layer.
    // Strongly: a weak capture gives the layer a weak-reference side table for the rest of its
    // life (a view's layer outlives it in the face's side table until swept), which
    // LeakSanitizer reports as a leak once the completion has gone, not seeing through the
    // layer's encoded reference count.
    MainQueueCompletions.schedule { [self] in
      addedAnimations.removeAll { $0.animation === copy }
    }
  }

  /// The animation the layer has under `key`, as `animation(forKey:)`, or `nil`.
  ///
  /// - Parameter key: The key it was added under.
  /// - Returns: The layer's copy: change nothing in it, as Core Animation asks.
  /// - Complexity: O(*a*), for *a* animations on the layer.
  public func animation(forKey key: String) -> CAAnimation? {
    addedAnimations.first { $0.key == key }?.animation
  }

  /// Removes the animation under `key`, as `removeAnimation(forKey:)`; nothing when there is
  /// none.
  ///
  /// - Parameter key: The key it was added under.
  /// - Complexity: O(*a*), for *a* animations on the layer.
  public func removeAnimation(forKey key: String) {
    addedAnimations.removeAll { $0.key == key }
  }

  /// Removes every animation of the layer, as `removeAllAnimations()`, those added without a
  /// key included.
  ///
  /// - Complexity: O(*a*), for *a* animations on the layer.
  public func removeAllAnimations() {
    addedAnimations.removeAll()
  }

  /// The keys of the layer's animations, oldest first, as `animationKeys()`; `nil` when it has
  /// none with a key, as Core Animation answers.
  ///
  /// - Complexity: O(*a*), for *a* animations on the layer.
  public func animationKeys() -> [String]? {
    let keys = addedAnimations.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }
}

/// An animation a layer keeps, with the key it was added under.
struct AddedAnimation {
  let key: String?
  let animation: CAAnimation
}
