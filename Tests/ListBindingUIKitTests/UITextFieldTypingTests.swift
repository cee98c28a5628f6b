import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// Apple's "UITextField.clearsOnBeginEditing": "If this property is set to true, the text
// field's previous text is cleared when the user selects the text field to begin editing ...
// the text field delegate can override this behavior by returning false from its
// textFieldShouldClear(_:) method." Apple's "UIControl.Event.editingChanged" ("A touch making
// an editing change in a UITextField object"), "textField(_:shouldChangeCharactersIn:
// replacementString:)" ("Asks the delegate whether to change the specified text"), and
// "textFieldShouldReturn(_:)" for the Return key.

@MainActor
@Suite("UITextField typing: clearsOnBeginEditing and ListBindingTesting's simulateTyping")
struct UITextFieldTypingTests {
  /// A form that filters digits out and counts the changes, as an app's screen does.
  final class Form: NSObject, UITextFieldDelegate {
    let field = UITextField()
    var changes: [String] = []
    var returns = 0
    var notifications = 0
    var allowsClear = true

    override init() {
      super.init()
      field.delegate = self
      field.addAction(
        UIAction { [weak self] _ in self?.changes.append(self?.field.text ?? "") },
        for: .editingChanged)
    }

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      !string.contains(where: \.isNumber)
    }

    func textFieldShouldClear(_ textField: UITextField) -> Bool { allowsClear }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      returns += 1
      textField.resignFirstResponder()
      return true
    }
  }

  @Test("Typing asks the delegate for each character and sends editingChanged")
  func typing() {
    let form = Form()
    #expect(!form.field.simulateTyping("a1b"))
    #expect(form.field.text == "ab")
    #expect(form.field.isFirstResponder)
    #expect(form.changes == ["a", "ab"])
  }

  @Test("Return asks textFieldShouldReturn, which can end editing")
  func returnKey() {
    let form = Form()
    #expect(form.field.simulateTyping("hi\n"))
    #expect(form.returns == 1)
    #expect(!form.field.isFirstResponder)
    #expect(!form.field.simulateTyping("x") || form.field.text == "hix")
  }

  @Test("Typing posts UITextField.textDidChangeNotification for each character added")
  func notification() {
    let form = Form()
    let token = NotificationCenter.default.addObserver(
      forName: UITextField.textDidChangeNotification, object: form.field, queue: nil
    ) { _ in MainActor.assumeIsolated { form.notifications += 1 } }
    defer { NotificationCenter.default.removeObserver(token) }
    form.field.simulateTyping("ok")
    #expect(form.notifications == 2)
  }

  @Test("clearsOnBeginEditing empties the text as editing begins, unless the delegate refuses")
  func clearsOnBegin() {
    let form = Form()
    #expect(!form.field.clearsOnBeginEditing)
    form.field.text = "old"
    form.field.clearsOnBeginEditing = true
    form.allowsClear = false
    #expect(form.field.becomeFirstResponder())
    #expect(form.field.text == "old")
    form.field.resignFirstResponder()
    form.allowsClear = true
    form.field.simulateTyping("new")
    #expect(form.field.text == "new")
  }

  @Test("A disabled field takes no typing")
  func disabled() {
    let form = Form()
    form.field.isEnabled = false
    #expect(!form.field.simulateTyping("abc"))
    #expect(form.field.text == "")
    #expect(form.changes.isEmpty)
  }
}
