import Foundation
import ListBinding
import ListBindingUIKit

// What a storyboard or a nib would hold, said by a test: the segues of a controller, the
// controllers of a storyboard, the class of a nib. UIKit has no such calls: they live here, not
// among UIKit's names.

extension UIViewController {
  /// Says that this controller has a segue with an identifier, as a storyboard would: from now
  /// on `performSegue(withIdentifier:sender:)` makes a new destination with `destination`
  /// (then calls its `awakeFromNib()`), calls `prepare(for:sender:)`, and shows it as `kind`
  /// says. Registering an identifier again replaces its segue.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - kind: `.show` (pushed in a navigation controller, else presented) or `.present`.
  ///   - destination: Makes the destination, once each time the segue runs.
  /// - Complexity: O(1).
  public func registerSegue(
    withIdentifier identifier: String, kind: UIStoryboardSegue.Kind = .show,
    destination: @escaping @MainActor () -> UIViewController
  ) {
    segueTemplates[identifier] = UIStoryboardSegue.Template(
      kind: kind, makeDestination: destination)
  }

  /// A user's gesture on something a storyboard connects to a segue (a cell, a button): the
  /// controller is asked `shouldPerformSegue(withIdentifier:sender:)` and, when it agrees, the
  /// segue runs as `performSegue(withIdentifier:sender:)` runs it. An identifier with no segue
  /// reports UIKit's exception, as `performSegue` does.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - sender: The object the user touched, passed to both calls.
  /// - Returns: Whether the segue ran (`false` when the controller declined it).
  /// - Complexity: O(1), besides the controller's code and the transition.
  @discardableResult
  public func simulateSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return false }
    performSegue(withIdentifier: identifier, sender: sender)
    return true
  }
}

extension UIStoryboard {
  /// Says that the storyboard named `name` holds a controller with an identifier, which
  /// `instantiateViewController(withIdentifier:)` makes with `factory` (then calls its
  /// `awakeFromNib()`). Process-wide, as a bundle's files are: give each test names of its own.
  ///
  /// - Parameters:
  ///   - identifier: The controller's storyboard identifier.
  ///   - name: The storyboard's name.
  ///   - factory: Makes the controller, once each time it is instantiated.
  /// - Complexity: O(1).
  public static func registerViewController(
    withIdentifier identifier: String, inStoryboardNamed name: String,
    _ factory: @escaping @MainActor () -> UIViewController
  ) {
    registry[name, default: Contents()].controllers[identifier] = factory
  }

  /// Says that the storyboard named `name` has an initial controller, which
  /// `instantiateInitialViewController()` makes with `factory` (then calls its
  /// `awakeFromNib()`). Process-wide, as ``registerViewController(withIdentifier:inStoryboardNamed:_:)``.
  ///
  /// - Parameters:
  ///   - name: The storyboard's name.
  ///   - factory: Makes the controller, once each time it is instantiated.
  /// - Complexity: O(1).
  public static func registerInitialViewController(
    inStoryboardNamed name: String, _ factory: @escaping @MainActor () -> UIViewController
  ) {
    registry[name, default: Contents()].initial = factory
  }

  /// Says that the storyboard named `name` has a prototype cell of `cellClass` with a reuse
  /// identifier, as a table of the storyboard holds one: the tables in the view of each
  /// controller the storyboard makes (the controllers embedded in its scenes too) have the
  /// identifier registered once the view is loaded, before `viewDidLoad()`, so a screen that
  /// dequeues the cell there, or applies a diffable snapshot there, finds it as on iOS. Say it
  /// before the storyboard makes the controller. Process-wide, as
  /// ``registerViewController(withIdentifier:inStoryboardNamed:_:)``.
  ///
  /// - Parameters:
  ///   - cellClass: The prototype's cell class.
  ///   - identifier: The prototype's reuse identifier.
  ///   - name: The storyboard's name.
  /// - Complexity: O(1).
  public static func registerPrototypeCell(
    _ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String,
    inStoryboardNamed name: String
  ) {
    registry[name, default: Contents()].prototypeCells[identifier] = cellClass
  }
}

extension UINib {
  /// Says that the nib named `name` holds a cell of `cellClass`: a table that registers the nib
  /// for an identifier then makes its cells of that class (with its
  /// `init(style:reuseIdentifier:)`, then `awakeFromNib()`). Say it before the screen
  /// registers the nib. Process-wide, as a bundle's files are: give each test names of its own.
  ///
  /// A nib's outlets are connected by the nib; here the class makes its subviews itself: name
  /// a subclass, in the test, whose initializer creates what the outlets hold.
  ///
  /// - Parameters:
  ///   - cellClass: The class of the nib's cell.
  ///   - name: The nib's name.
  /// - Complexity: O(1).
  public static func registerContents(_ cellClass: UITableViewCell.Type, forNibNamed name: String) {
    cellContents[name] = cellClass
  }

  /// Says that the nib named `name` holds a header or footer view of `viewClass`, as the cell
  /// form of `registerContents(_:forNibNamed:)` says for a cell.
  ///
  /// - Parameters:
  ///   - viewClass: The class of the nib's view.
  ///   - name: The nib's name.
  /// - Complexity: O(1).
  public static func registerContents(
    _ viewClass: UITableViewHeaderFooterView.Type, forNibNamed name: String
  ) {
    headerFooterContents[name] = viewClass
  }

  /// Says what the nib named `name` holds for `UINib.instantiate(withOwner:options:)` and
  /// `Bundle.loadNibNamed(_:owner:options:)`: `contents` makes the nib's top-level objects for
  /// the owner the call passes, and connects the owner's outlets, as the nib's connections
  /// would. The face then gives each view among them, and each view inside one,
  /// `awakeFromNib()`. Process-wide, as a bundle's files are: give each test names of its own.
  /// Registering a name again replaces what it holds.
  ///
  /// The File's Owner pattern, where a view loads its own nib:
  ///
  /// ```swift
  /// UINib.registerContents(forNibNamed: "HeaderView") { owner in
  ///   let content = UIView()
  ///   (owner as? HeaderView)?.contentView = content
  ///   return [content]
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The nib's name.
  ///   - contents: Makes the nib's top-level objects for an owner (`nil` when the caller passes
  ///     none), once each time the nib is loaded.
  /// - Complexity: O(1).
  public static func registerContents(
    forNibNamed name: String, _ contents: @escaping @MainActor (_ owner: Any?) -> [Any]
  ) {
    objectContents[name] = contents
  }
}
