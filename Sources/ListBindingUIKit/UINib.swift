import Foundation
import ListBinding

/// A nib file, as UIKit's `UINib`: here a name whose contents a test supplies.
///
/// There are no nib files. A cell registered with a nib (`register(_:forCellReuseIdentifier:)`
/// taking a `UINib?`) is made from the class a test says the nib holds (ListBindingTesting's
/// `UINib.registerContents(_:forNibNamed:)`; process-wide, as a bundle's files are), then gets
/// `awakeFromNib()`, as UIKit's decoded cells do. Without it, dequeuing raises what UIKit
/// raises for a nib it cannot load. Loading a nib's objects, with ``instantiate(withOwner:options:)``
/// or `Bundle.loadNibNamed(_:owner:options:)`, runs what a test said the nib holds
/// (`UINib.registerContents(forNibNamed:_:)`).
@preconcurrency @MainActor
open class UINib {
  /// The nib's name.
  package let name: String
  /// The nib's bundle, or `nil` for the main bundle.
  let bundle: Bundle?

  /// Names a nib, as `UINib(nibName:bundle:)`. Nothing is loaded yet, as in UIKit.
  ///
  /// - Parameters:
  ///   - name: The nib's name.
  ///   - bundleOrNil: The bundle; `nil` for the main bundle.
  /// - Complexity: O(1).
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    bundle = bundleOrNil
  }

  /// The exception UIKit raises for loading this nib when a test gave it no contents.
  var missingNibException: UIKitException {
    UIKitException(
      name: .internalInconsistencyException,
      reason: "Could not load NIB in bundle: '\(Self.bundleDescription(bundle))' with name "
        + "'\(name)'")
  }

  /// UIKit's description of a bundle, as its exception reasons show it.
  nonisolated static func bundleDescription(_ bundle: Bundle?) -> String {
    "NSBundle <\((bundle ?? Bundle.main).bundlePath)> (loaded)"
  }

  /// The classes tests said the nibs hold, by nib name.
  package static var cellContents: [String: UITableViewCell.Type] = [:]
  /// The header and footer view classes tests said the nibs hold, by nib name.
  package static var headerFooterContents: [String: UITableViewHeaderFooterView.Type] = [:]
  /// What tests said the nibs hold as top-level objects, made for an owner, by nib name.
  package static var objectContents: [String: @MainActor (_ owner: Any?) -> [Any]] = [:]
}
