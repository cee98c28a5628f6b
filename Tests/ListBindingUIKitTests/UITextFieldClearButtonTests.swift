import ListBindingTesting
import ListBindingUIKit
import Testing

// The clear button of a text field. Sources: Apple's "UITextFieldDelegate.textFieldShouldClear(_:)"
// ("The text field calls this method in response to the user pressing the built-in clear
// button", shown as clearButtonMode says, and when editing begins with clearsOnBeginEditing);
// Apple's "UITextField.clearButtonMode" (default never). That the button shows only over text,
// that a tap on it in a field not being edited starts editing first, and that clearing sends
// .editingChanged, are *assumed*.

@MainActor
@Suite("UITextField: the clear button asks textFieldShouldClear")
struct UITextFieldClearButtonTests {
  @Test("Typing never asks; the clear button asks, and empties the field when allowed")
  func clearButton() {
    let field = UITextField(frame: .zero)
    let delegate = ClearingDelegate()
    field.delegate = delegate
    field.clearButtonMode = .whileEditing
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    #expect(field.simulateTyping("milk"))
    #expect(delegate.asked == 0)
    #expect(changes == 4)
    delegate.allows = false
    #expect(!field.simulateClearButtonTap())
    #expect(delegate.asked == 1)
    #expect(field.text == "milk")
    delegate.allows = true
    #expect(field.simulateClearButtonTap())
    #expect(delegate.asked == 2)
    #expect(field.text == "")
    #expect(changes == 5)
    // No button shows over an empty field.
    #expect(!field.simulateClearButtonTap())
    #expect(delegate.asked == 2)
  }

  @Test("No clear button by default; .whileEditing shows it only while editing")
  func modes() {
    let field = UITextField(frame: .zero)
    let delegate = ClearingDelegate()
    field.delegate = delegate
    field.text = "eggs"
    #expect(!field.simulateClearButtonTap())
    field.clearButtonMode = .whileEditing
    #expect(!field.simulateClearButtonTap())
    field.clearButtonMode = .always
    #expect(field.simulateClearButtonTap())
    #expect(field.isFirstResponder)
    #expect(field.text == "")
    #expect(delegate.asked == 1)
  }
}

/// A delegate that counts `textFieldShouldClear(_:)` calls and answers `allows`.
private final class ClearingDelegate: NSObject, UITextFieldDelegate {
  var asked = 0
  var allows = true

  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    asked += 1
    return allows
  }
}
