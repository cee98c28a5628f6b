import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

/// A sign-in form's email field, set up as UIKit code sets one up.
@MainActor
private func makeEmailField() -> UITextField {
  let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
  field.placeholder = "Email"
  field.font = .preferredFont(forTextStyle: .headline)
  field.textColor = .secondaryLabel
  field.textAlignment = .center
  field.borderStyle = .roundedRect
  field.clearButtonMode = .whileEditing
  field.keyboardType = .emailAddress
  field.returnKeyType = .next
  field.autocorrectionType = .no
  field.autocapitalizationType = .none
  return field
}

// Apple's UITextField pages: font ("The default value of this property is the body style of
// the system font"), textColor ("The default value for this property is a black color. …
// setting this property to nil raises an exception"), textAlignment ("The default value of
// this property is NSLeftTextAlignment"), borderStyle ("The default value for this property is
// UITextField.BorderStyle.none"), clearButtonMode ("The default value for this property is
// UITextField.ViewMode.never"); keyboardType and returnKeyType from UITextInputTraits
// (default `.default`).
@MainActor
@Suite("UITextField appearance and keyboard traits", .recordsUIKitExceptions)
struct UITextFieldAppearanceTests {
  @Test("Each property has UIKit's type and default")
  func defaults() {
    let font: ReferenceWritableKeyPath<UITextField, UIFont?> = \.font
    let textColor: ReferenceWritableKeyPath<UITextField, UIColor?> = \.textColor
    let alignment: ReferenceWritableKeyPath<UITextField, NSTextAlignment> = \.textAlignment
    let border: ReferenceWritableKeyPath<UITextField, UITextField.BorderStyle> = \.borderStyle
    let clear: ReferenceWritableKeyPath<UITextField, UITextField.ViewMode> = \.clearButtonMode
    let keyboard: ReferenceWritableKeyPath<UITextField, UIKeyboardType> = \.keyboardType
    let returnKey: ReferenceWritableKeyPath<UITextField, UIReturnKeyType> = \.returnKeyType
    let field = UITextField()
    #expect(field[keyPath: font] == UIFont.preferredFont(forTextStyle: .body))
    #expect(field[keyPath: textColor] == UIColor.black)
    #expect(field[keyPath: alignment] == .left)
    #expect(field[keyPath: border] == .none)
    #expect(field[keyPath: clear] == .never)
    #expect(field[keyPath: keyboard] == .default)
    #expect(field[keyPath: returnKey] == .default)
    #expect(UITextField.BorderStyle.roundedRect.rawValue == 3)
    #expect(UITextField.ViewMode.always.rawValue == 3)
  }

  @Test("A form's field keeps what its setup gives it")
  func setUp() {
    let field = makeEmailField()
    #expect(field.font == UIFont.preferredFont(forTextStyle: .headline))
    #expect(field.textColor == UIColor.secondaryLabel)
    #expect(field.textAlignment == .center)
    #expect(field.borderStyle == .roundedRect)
    #expect(field.clearButtonMode == .whileEditing)
    #expect(field.keyboardType == .emailAddress)
    #expect(field.returnKeyType == .next)
    #expect(field.autocorrectionType == .no)
    #expect(field.autocapitalizationType == UITextAutocapitalizationType.none)
    field.font = nil
    #expect(field.font == UIFont.preferredFont(forTextStyle: .body))
  }

  @Test("Setting textColor to nil raises NSInvalidArgumentException and keeps the colour")
  func nilTextColor() {
    let field = makeEmailField()
    expectUIKitException(.invalidArgumentException) { field.textColor = nil }
    #expect(field.textColor == UIColor.secondaryLabel)
  }
}
