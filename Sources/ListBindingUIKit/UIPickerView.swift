import Foundation
import ListBinding

/// Spinning wheels of rows to choose from, as UIKit's `UIPickerView`.
///
/// The ``dataSource`` gives the components and their rows, asked when the picker first needs
/// them and again at ``reloadAllComponents()`` or ``reloadComponent(_:)``; the ``delegate``
/// gives each row's view or title and hears of a user's spin (ListBindingTesting's
/// `simulateSelect(row:inComponent:)`). ``selectRow(_:inComponent:animated:)`` tells the
/// delegate nothing, as in UIKit. Each component shows its first row until another is chosen,
/// and no row (-1) while it has none (Apple's `selectedRow(inComponent:)`); a reload keeps the
/// chosen row when it is still there, else the last (*assumed*).
///
/// Drawn by the text renderer as the chosen row of each component in brackets, separated by
/// bars: `[Medium | Blue]`; a row shown by a view draws that view's text.
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// The delegate types the face knows lack `pickerView(_:viewForRow:forComponent:reusing:)`.
  private static var typesLackingRowViews: Set<ObjectIdentifier> = []

  /// Records that `delegate`'s type lacks the row view method: its default ran.
  static func recordLacksRowViews(_ delegate: AnyObject) {
    typesLackingRowViews.insert(ObjectIdentifier(type(of: delegate)))
  }

  /// The rows of each component, as the data source gave them; `nil` until asked.
  private var rowCounts: [Int]?
  /// The chosen row of each component, -1 for none.
  private var chosenRows: [Int] = []
  /// The views the delegate gave, by component and row, until the component reloads.
  private var rowViews: [Int: [Int: UIView]] = [:]

  /// The object that gives the components and rows, held weakly, as `dataSource`. Setting
  /// it forgets the rows asked before (*assumed*).
  open weak var dataSource: (any UIPickerViewDataSource)? {
    didSet { rowCounts = nil }
  }

  /// The object that gives the rows' content and hears of spins, held weakly, as `delegate`.
  open weak var delegate: (any UIPickerViewDelegate)? {
    didSet { rowViews = [:] }
  }

  /// Creates a picker, as `UIPickerView(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// The rows of each component, asked of the data source the first time.
  private var counts: [Int] {
    if let rowCounts { return rowCounts }
    let loaded = askCounts()
    rowCounts = loaded
    chosenRows = zip(loaded.indices, loaded).map { component, rows in
      let previous = component < chosenRows.count ? chosenRows[component] : 0
      return rows == 0 ? -1 : min(max(previous, 0), rows - 1)
    }
    return loaded
  }

  /// The data source's counts now; negative numbers count as 0 (*assumed*).
  private func askCounts() -> [Int] {
    guard let dataSource else { return [] }
    let components = max(dataSource.numberOfComponents(in: self), 0)
    return (0..<components).map {
      max(dataSource.pickerView(self, numberOfRowsInComponent: $0), 0)
    }
  }

  /// The number of components, as `numberOfComponents`: the data source's.
  ///
  /// - Complexity: O(1) once asked; the first read asks the data source, O(*c*) calls.
  open var numberOfComponents: Int { counts.count }

  /// The number of rows of `component`, as `numberOfRows(inComponent:)`; 0 for a component
  /// that does not exist (*assumed*).
  ///
  /// - Parameter component: The component's position.
  /// - Returns: The number of rows.
  /// - Complexity: O(1) once the data source was asked.
  open func numberOfRows(inComponent component: Int) -> Int {
    let counts = counts
    return counts.indices.contains(component) ? counts[component] : 0
  }

  /// Asks the data source again for every component and row, and the delegate for their
  /// content, as `reloadAllComponents()`.
  ///
  /// - Complexity: O(*c*) calls of the data source, for *c* components.
  open func reloadAllComponents() {
    rowCounts = nil
    rowViews = [:]
    _ = counts
  }

  /// Asks the data source again for the rows of `component`, and the delegate for their
  /// content, as `reloadComponent(_:)`. A component that does not exist is ignored
  /// (*assumed*).
  ///
  /// - Parameter component: The component's position.
  /// - Complexity: O(1) calls of the data source.
  open func reloadComponent(_ component: Int) {
    var counts = counts
    guard counts.indices.contains(component), let dataSource else { return }
    let rows = max(dataSource.pickerView(self, numberOfRowsInComponent: component), 0)
    counts[component] = rows
    rowCounts = counts
    rowViews[component] = nil
    let previous = chosenRows[component]
    chosenRows[component] = rows == 0 ? -1 : min(max(previous, 0), rows - 1)
  }

  /// Chooses `row` of `component` without telling the delegate, as
  /// `selectRow(_:inComponent:animated:)`. A row past the last chooses the last, a negative
  /// one the first; a component that does not exist, or has no rows, is left as it is
  /// (*assumed*: Apple's page does not say).
  ///
  /// - Parameters:
  ///   - row: The row's position.
  ///   - component: The component's position.
  ///   - animated: Ignored: nothing is animated.
  /// - Complexity: O(1) once the data source was asked.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    let rows = numberOfRows(inComponent: component)
    guard rows > 0 else { return }
    chosenRows[component] = min(max(row, 0), rows - 1)
  }

  /// The chosen row of `component`, as `selectedRow(inComponent:)`; -1 when none is, as
  /// Apple's page says: a component without rows, or one that does not exist.
  ///
  /// - Parameter component: The component's position.
  /// - Returns: The row's position, or -1.
  /// - Complexity: O(1) once the data source was asked.
  open func selectedRow(inComponent component: Int) -> Int {
    _ = counts
    return chosenRows.indices.contains(component) ? chosenRows[component] : -1
  }

  /// The size of the rows of `component`, as `rowSize(forComponent:)`: the delegate's width
  /// and row height; `.zero` for a component that does not exist (*assumed*).
  ///
  /// - Parameter component: The component's position.
  /// - Returns: The rows' size.
  /// - Complexity: O(1), besides the delegate.
  open func rowSize(forComponent component: Int) -> CGSize {
    guard counts.indices.contains(component) else { return .zero }
    guard let delegate else { return CGSize(width: defaultWidth, height: 32) }
    return CGSize(
      width: delegate.pickerView(self, widthForComponent: component),
      height: delegate.pickerView(self, rowHeightForComponent: component))
  }

  /// The width of a component when there is no delegate.
  private var defaultWidth: CGFloat { bounds.width / CGFloat(max(numberOfComponents, 1)) }

  /// The view the delegate gave for a row, as `view(forRow:forComponent:)`; `nil` when the
  /// delegate does not implement `pickerView(_:viewForRow:forComponent:reusing:)` or the row
  /// is not shown, as Apple's page says. A wheel shows its chosen row and two on each side
  /// (*assumed*).
  ///
  /// - Parameters:
  ///   - row: The row's position.
  ///   - component: The component's position.
  /// - Returns: The row's view, or `nil`.
  /// - Complexity: O(1), besides the delegate.
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    let chosen = selectedRow(inComponent: component)
    guard chosen >= 0, row >= 0, row < numberOfRows(inComponent: component),
      abs(row - chosen) <= 2
    else { return nil }
    return rowView(row, component)
  }

  /// The delegate's view for a row, made once until the component reloads; `nil` when its
  /// type lacks the method.
  private func rowView(_ row: Int, _ component: Int) -> UIView? {
    guard let delegate else { return nil }
    let type = ObjectIdentifier(Swift.type(of: delegate))
    guard !Self.typesLackingRowViews.contains(type) else { return nil }
    if let made = rowViews[component]?[row] { return made }
    let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
    guard !Self.typesLackingRowViews.contains(type) else { return nil }
    rowViews[component, default: [:]][row] = view
    return view
  }

  /// A user's spin of `component` to `row`: ListBindingTesting's
  /// `simulateSelect(row:inComponent:)`. The row is chosen and the delegate told, even when
  /// the wheel comes back to the row it was on (*assumed*).
  ///
  /// - Returns: Whether the spin reached the picker: `false` for a row or component that does
  ///   not exist, or a picker out of a finger's reach.
  package func performSpin(toRow row: Int, inComponent component: Int) -> Bool {
    guard isReachableByTouch, row >= 0, row < numberOfRows(inComponent: component) else {
      return false
    }
    chosenRows[component] = row
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    return true
  }

  /// The text a row shows: its view's text, else its styled title, else its title; empty when
  /// it has none.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views of the row's view, besides the
  ///   delegate.
  package func shownTitle(forRow row: Int, inComponent component: Int) -> String {
    if let view = rowView(row, component) {
      return view.renderedElements().compactMap { element -> String? in
        switch element {
        case .text(let text): return text
        case .styledText(let styled): return styled.text
        case .button(let title, _): return title
        case .styledButton(let styled, _): return styled.text
        case .image, .switch, .lineBreak, .columnBreak: return nil
        }
      }.joined(separator: " ")
    }
    guard let delegate else { return "" }
    if let styled = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) {
      return styled.string
    }
    return delegate.pickerView(self, titleForRow: row, forComponent: component) ?? ""
  }

  /// The chosen row of each component in brackets: `[Medium | Blue]`.
  ///
  /// - Complexity: O(*c* + *v*), for *c* components and *v* views in the subtree, besides the
  ///   delegate.
  open override func renderedElements() -> [RenderedElement] {
    guard isDrawn else { return [] }
    let titles = (0..<numberOfComponents).map { component in
      let row = selectedRow(inComponent: component)
      return row < 0 ? "" : shownTitle(forRow: row, inComponent: component)
    }
    return [.text("[" + titles.joined(separator: " | ") + "]")] + super.renderedElements()
  }
}
