import ListBindingUIKit
import Testing

@MainActor
@Suite("UITextField")
struct UITextFieldTests {
  final class Recorder: UITextFieldDelegate {
    var calls: [String] = []
    var allowsBegin = true
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      calls.append("shouldBegin")
      return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
  }

  // Apple: "UITextField.text": "This string is @"" by default."
  @Test("text is empty by default and setting nil empties it")
  func text() {
    let field = UITextField()
    #expect(field.text == "")
    field.text = "Wi-Fi"
    #expect(field.text == "Wi-Fi")
    field.text = nil
    #expect(field.text == "")
    field.placeholder = "Network name"
    #expect(field.placeholder == "Network name")
  }

  // Apple: "UITextFieldDelegate": "textFieldShouldBeginEditing(_:)", "textFieldDidBeginEditing(_:)",
  // "textFieldDidEndEditing(_:)" run as editing begins and ends.
  @Test("becomeFirstResponder asks the delegate, then tells it; resign tells it too")
  func delegate() {
    let field = UITextField(frame: .zero)
    let recorder = Recorder()
    field.delegate = recorder
    recorder.allowsBegin = false
    #expect(!field.becomeFirstResponder())
    #expect(!field.isFirstResponder)
    recorder.allowsBegin = true
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    #expect(field.resignFirstResponder())
    #expect(recorder.calls == ["shouldBegin", "shouldBegin", "didBegin", "didEnd"])
  }

  @Test("A text field is a view: it can be added to one")
  func isView() {
    let container = UIView()
    let field = UITextField()
    container.addSubview(field)
    #expect(field.superview === container)
  }
}
