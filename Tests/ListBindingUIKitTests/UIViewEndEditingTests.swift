import ListBindingTesting
import ListBindingUIKit
import Testing

// Apple: "UIView.endEditing(_:)": "This method looks at the current view and its subview
// hierarchy for the text field that is currently the first responder. If it finds one, it asks
// that text field to resign as first responder. If the force parameter is set to true, the text
// field is never even asked; it is forced to resign."
@MainActor
@Suite("UIView.endEditing(_:)")
struct UIViewEndEditingTests {
  /// A search screen as probe 4's are written: the Search key puts the keyboard away.
  final class SearchController: UIViewController, UISearchBarDelegate {
    let searchBar = UISearchBar()
    let noteField = UITextField()
    var searches: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      searchBar.delegate = self
      let form = UIView()
      form.addSubview(noteField)
      view.addSubview(searchBar)
      view.addSubview(form)
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
      searches.append(searchBar.text ?? "")
      searchBar.endEditing(true)
    }

    func dismissKeyboard() {
      view.endEditing(true)
    }
  }

  /// A field's delegate that may refuse to end editing, and logs what it is told.
  final class Gate: UITextFieldDelegate {
    var allowsEnd = false
    var calls: [String] = []
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      calls.append("shouldEnd")
      return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
  }

  @Test("The Search key's handler ends the search bar's editing")
  func searchButton() {
    let controller = SearchController()
    controller.loadViewIfNeeded()
    #expect(controller.searchBar.simulateTyping("tea"))
    #expect(controller.searchBar.isFirstResponder)
    controller.searchBar.simulateSearchButtonTap()
    #expect(controller.searches == ["tea"])
    #expect(!controller.searchBar.isFirstResponder)
  }

  @Test("A controller's view ends the editing of a field nested in its subviews")
  func nestedField() {
    let controller = SearchController()
    controller.loadViewIfNeeded()
    #expect(controller.noteField.becomeFirstResponder())
    controller.dismissKeyboard()
    #expect(!controller.noteField.isFirstResponder)
  }

  @Test("Without force the delegate is asked and may refuse; with force it is not asked")
  func force() {
    let container = UIView()
    let field = UITextField()
    let gate = Gate()
    field.delegate = gate
    container.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(!container.endEditing(false))
    #expect(field.isFirstResponder)
    #expect(gate.calls == ["shouldEnd"])
    #expect(container.endEditing(true))
    #expect(!field.isFirstResponder)
    #expect(gate.calls == ["shouldEnd", "didEnd"])
  }

  @Test("A view outside the hierarchy keeps editing; nothing to end answers true (assumed)")
  func outsideAndNothing() {
    let container = UIView()
    let other = UITextView()
    #expect(other.becomeFirstResponder())
    #expect(container.endEditing(false))
    #expect(other.isFirstResponder)
    #expect(other.endEditing(false))
    #expect(!other.isFirstResponder)
  }
}
