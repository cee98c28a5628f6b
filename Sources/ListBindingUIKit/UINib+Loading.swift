import Foundation
import ListBinding

// Loading a nib's top-level objects, as `UINib.instantiate(withOwner:options:)` and
// `Bundle.loadNibNamed(_:owner:options:)` do: there are no nib files, so the objects are what a
// test said the nib holds (ListBindingTesting's `UINib.registerContents(forNibNamed:_:)`, a
// closure that makes them and connects the owner's outlets, as the nib's connections would).

extension UINib {
  /// A key of the options a nib is loaded with, as `UINib.OptionsKey`.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String

    /// Makes a key from its string.
    ///
    /// - Parameter rawValue: The key's string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The key of the objects outside the nib its proxies stand for, as
    /// `UINib.OptionsKey.externalObjects`. Accepted and ignored: a test's closure connects
    /// what it needs itself.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// Makes the nib's top-level objects anew, as `instantiate(withOwner:options:)`.
  ///
  /// The objects are what a test said the nib holds: the closure given to ListBindingTesting's
  /// `UINib.registerContents(forNibNamed:_:)`, called with the owner (it makes the objects and
  /// sets the owner's outlets, as the nib's connections would). A nib registered only for a
  /// table's cells or header views (`registerContents(_:forNibNamed:)` with a class) holds no
  /// objects for this call. Each view among them, and each view inside one, then gets `awakeFromNib()` once, as the nib's decoded objects do; the owner
  /// does not, as in UIKit (it is not in the nib). A nib a test said nothing about cannot be
  /// loaded: UIKit raises `NSInternalInconsistencyException` ("Could not load NIB in bundle:
  /// '…' with name '…'"); the face reports it and returns no objects.
  ///
  /// - Parameters:
  ///   - ownerOrNil: The nib's File's Owner, or `nil`.
  ///   - optionsOrNil: Loading options; accepted and ignored.
  /// - Returns: The nib's top-level objects, without the owner.
  /// - Complexity: O(*v*) besides the test's closure, where *v* is the number of views made.
  @discardableResult
  public func instantiate(
    withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil
  )
    -> [Any]
  {
    guard let objects = topLevelObjects(owner: ownerOrNil) else {
      missingNibException.raise()
      return []
    }
    for object in objects { Self.awakenFromNib(object) }
    return objects
  }

  /// The objects a test said the nib holds, made for an owner, or `nil` when it said nothing.
  private func topLevelObjects(owner: Any?) -> [Any]? {
    Self.objectContents[name].map { contents in contents(owner) }
  }

  /// Calls `awakeFromNib()` on an object loaded from a nib and on the views inside it, each
  /// once.
  private static func awakenFromNib(_ object: Any) {
    if let controller = object as? UIViewController {
      controller.awakeFromNib()
      return
    }
    guard let view = object as? UIView else { return }
    var pending = [view]
    while let next = pending.popLast() {
      if awaken(next) { next.awakeFromNib() }
      pending.append(contentsOf: next.subviews)
    }
  }
}

extension Bundle {
  /// Loads the nib named `name` from this bundle and returns its top-level objects, as UIKit's
  /// `Bundle.loadNibNamed(_:owner:options:)`.
  ///
  /// The objects are made as ``UINib/instantiate(withOwner:options:)`` makes them: from what a
  /// test said the nib holds, the owner's outlets connected by the test's closure, each view
  /// awoken once. The common File's Owner view reads as on iOS:
  ///
  /// ```swift
  /// Bundle(for: HeaderView.self).loadNibNamed("HeaderView", owner: self, options: nil)
  /// addSubview(contentView)
  /// ```
  ///
  /// For a nib a test said nothing about, UIKit raises `NSInternalInconsistencyException`
  /// ("Could not load NIB in bundle: '…' with name '…'"): the face reports it and returns `nil`.
  ///
  /// - Parameters:
  ///   - name: The nib's name.
  ///   - owner: The nib's File's Owner, or `nil`.
  ///   - options: Loading options; accepted and ignored.
  /// - Returns: The nib's top-level objects, or `nil` when it cannot be loaded.
  /// - Complexity: O(*v*) besides the test's closure, where *v* is the number of views made.
  @MainActor @discardableResult
  public func loadNibNamed(
    _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil
  ) -> [Any]? {
    let nib = UINib(nibName: name, bundle: self)
    guard UINib.objectContents[name] != nil else {
      nib.missingNibException.raise()
      return nil
    }
    return nib.instantiate(withOwner: owner, options: options)
  }
}
