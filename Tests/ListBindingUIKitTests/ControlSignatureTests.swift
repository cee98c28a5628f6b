import Foundation
import ListBindingUIKit
import Testing

// The controls a table's cells and headers hold, the feedback generators and the pasteboard:
// each UIKit declaration as a function value or key path of UIKit's exact type (labels,
// optionality, escaping-ness, no `throws`), so that a signature that differs fails to compile.
// Types from Apple's documentation page of each declaration.

@MainActor
@Suite("Signatures: controls, feedback generators, the pasteboard")
struct ControlSignatureTests {
  @Test("UISegmentedControl")
  func segmentedControl() {
    let items: ([Any]?) -> UISegmentedControl = UISegmentedControl.init(items:)
    let actions: (CGRect, [UIAction]) -> UISegmentedControl = UISegmentedControl.init(
      frame:actions:)
    let insertTitle: (UISegmentedControl) -> (String?, Int, Bool) -> Void =
      UISegmentedControl.insertSegment(withTitle:at:animated:)
    let insertImage: (UISegmentedControl) -> (UIImage?, Int, Bool) -> Void =
      UISegmentedControl.insertSegment(with:at:animated:)
    let insertAction: (UISegmentedControl) -> (UIAction, Int, Bool) -> Void =
      UISegmentedControl.insertSegment(action:at:animated:)
    let remove: (UISegmentedControl) -> (Int, Bool) -> Void = UISegmentedControl.removeSegment
    let removeAll: (UISegmentedControl) -> () -> Void = UISegmentedControl.removeAllSegments
    let setTitle: (UISegmentedControl) -> (String?, Int) -> Void = UISegmentedControl.setTitle
    let title: (UISegmentedControl) -> (Int) -> String? = UISegmentedControl.titleForSegment
    let setImage: (UISegmentedControl) -> (UIImage?, Int) -> Void = UISegmentedControl.setImage
    let image: (UISegmentedControl) -> (Int) -> UIImage? = UISegmentedControl.imageForSegment
    let setEnabled: (UISegmentedControl) -> (Bool, Int) -> Void = UISegmentedControl.setEnabled
    let isEnabled: (UISegmentedControl) -> (Int) -> Bool = UISegmentedControl.isEnabledForSegment
    let setWidth: (UISegmentedControl) -> (CGFloat, Int) -> Void = UISegmentedControl.setWidth
    let width: (UISegmentedControl) -> (Int) -> CGFloat = UISegmentedControl.widthForSegment
    let action: (UISegmentedControl) -> (Int) -> UIAction? = UISegmentedControl.actionForSegment
    let index: (UISegmentedControl) -> (UIAction.Identifier) -> Int =
      UISegmentedControl.segmentIndex(identifiedBy:)
    let attributes:
      (UISegmentedControl) -> ([NSAttributedString.Key: Any]?, UIControl.State) -> Void =
        UISegmentedControl.setTitleTextAttributes
    let count: KeyPath<UISegmentedControl, Int> = \.numberOfSegments
    let selected: ReferenceWritableKeyPath<UISegmentedControl, Int> = \.selectedSegmentIndex
    let momentary: ReferenceWritableKeyPath<UISegmentedControl, Bool> = \.isMomentary
    let tint: ReferenceWritableKeyPath<UISegmentedControl, UIColor?> = \.selectedSegmentTintColor
    let apportions: ReferenceWritableKeyPath<UISegmentedControl, Bool> =
      \.apportionsSegmentWidthsByContent
    let enabled: ReferenceWritableKeyPath<UISegmentedControl, Bool> = \.isEnabled
    let noSegment: Int = UISegmentedControl.noSegment
    _ = (items, actions, insertTitle, insertImage, insertAction, remove, removeAll, setTitle)
    _ = (title, setImage, image, setEnabled, isEnabled, setWidth, width, action, index)
    _ = (attributes, count, selected, momentary, tint, apportions, enabled, noSegment)
    let control = UISegmentedControl(items: ["One", "Two"])
    control.addAction(UIAction { _ in }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test("UISlider, UIStepper, UIProgressView")
  func valueControls() {
    let sliderValue: ReferenceWritableKeyPath<UISlider, Float> = \.value
    let sliderMinimum: ReferenceWritableKeyPath<UISlider, Float> = \.minimumValue
    let sliderMaximum: ReferenceWritableKeyPath<UISlider, Float> = \.maximumValue
    let sliderContinuous: ReferenceWritableKeyPath<UISlider, Bool> = \.isContinuous
    let sliderSet: (UISlider) -> (Float, Bool) -> Void = UISlider.setValue(_:animated:)
    let sliderTint: ReferenceWritableKeyPath<UISlider, UIColor?> = \.minimumTrackTintColor
    let sliderImage: ReferenceWritableKeyPath<UISlider, UIImage?> = \.maximumValueImage
    let stepperValue: ReferenceWritableKeyPath<UIStepper, Double> = \.value
    let stepperMinimum: ReferenceWritableKeyPath<UIStepper, Double> = \.minimumValue
    let stepperMaximum: ReferenceWritableKeyPath<UIStepper, Double> = \.maximumValue
    let stepperStep: ReferenceWritableKeyPath<UIStepper, Double> = \.stepValue
    let wraps: ReferenceWritableKeyPath<UIStepper, Bool> = \.wraps
    let autorepeat: ReferenceWritableKeyPath<UIStepper, Bool> = \.autorepeat
    let stepperContinuous: ReferenceWritableKeyPath<UIStepper, Bool> = \.isContinuous
    let progress: ReferenceWritableKeyPath<UIProgressView, Float> = \.progress
    let setProgress: (UIProgressView) -> (Float, Bool) -> Void = UIProgressView.setProgress
    let style: ReferenceWritableKeyPath<UIProgressView, UIProgressView.Style> =
      \.progressViewStyle
    let makeProgress: (UIProgressView.Style) -> UIProgressView =
      UIProgressView.init(progressViewStyle:)
    let progressTint: ReferenceWritableKeyPath<UIProgressView, UIColor?> = \.progressTintColor
    _ = (sliderValue, sliderMinimum, sliderMaximum, sliderContinuous, sliderSet, sliderTint)
    let setThumb: (UISlider) -> (UIImage?, UIControl.State) -> Void = UISlider.setThumbImage
    let thumb: (UISlider) -> (UIControl.State) -> UIImage? = UISlider.thumbImage(for:)
    let setMinimumTrack: (UISlider) -> (UIImage?, UIControl.State) -> Void =
      UISlider.setMinimumTrackImage
    let setMaximumTrack: (UISlider) -> (UIImage?, UIControl.State) -> Void =
      UISlider.setMaximumTrackImage
    _ = (setThumb, thumb, setMinimumTrack, setMaximumTrack)
    _ = (sliderImage, stepperValue, stepperMinimum, stepperMaximum, stepperStep, wraps)
    _ = (autorepeat, stepperContinuous, progress, setProgress, style, makeProgress, progressTint)
    let slider = UISlider(frame: .zero)
    slider.addAction(UIAction { _ in }, for: .valueChanged)
    // A drag's end, as real sliders listen for it; `.allEvents` removes every action.
    let end = UIAction { _ in }
    slider.addAction(end, for: [.touchUpInside, .touchUpOutside])
    slider.removeAction(end, for: .allEvents)
    let stepper = UIStepper()
    stepper.addAction(UIAction { _ in }, for: .valueChanged)
    _ = UIProgressView(progressViewStyle: .bar)
  }

  @Test("UIActivityIndicatorView, UIDatePicker")
  func indicatorAndPicker() {
    let make: (UIActivityIndicatorView.Style) -> UIActivityIndicatorView =
      UIActivityIndicatorView.init(style:)
    let start: (UIActivityIndicatorView) -> () -> Void = UIActivityIndicatorView.startAnimating
    let stop: (UIActivityIndicatorView) -> () -> Void = UIActivityIndicatorView.stopAnimating
    let animating: KeyPath<UIActivityIndicatorView, Bool> = \.isAnimating
    let hides: ReferenceWritableKeyPath<UIActivityIndicatorView, Bool> = \.hidesWhenStopped
    let style: ReferenceWritableKeyPath<UIActivityIndicatorView, UIActivityIndicatorView.Style> =
      \.style
    let color: ReferenceWritableKeyPath<UIActivityIndicatorView, UIColor?> = \.color
    let date: ReferenceWritableKeyPath<UIDatePicker, Date> = \.date
    let setDate: (UIDatePicker) -> (Date, Bool) -> Void = UIDatePicker.setDate
    let mode: ReferenceWritableKeyPath<UIDatePicker, UIDatePicker.Mode> = \.datePickerMode
    let preferred: ReferenceWritableKeyPath<UIDatePicker, UIDatePickerStyle> =
      \.preferredDatePickerStyle
    let shown: KeyPath<UIDatePicker, UIDatePickerStyle> = \.datePickerStyle
    let minimum: ReferenceWritableKeyPath<UIDatePicker, Date?> = \.minimumDate
    let maximum: ReferenceWritableKeyPath<UIDatePicker, Date?> = \.maximumDate
    let interval: ReferenceWritableKeyPath<UIDatePicker, Int> = \.minuteInterval
    let countDown: ReferenceWritableKeyPath<UIDatePicker, TimeInterval> = \.countDownDuration
    let locale: ReferenceWritableKeyPath<UIDatePicker, Locale?> = \.locale
    let timeZone: ReferenceWritableKeyPath<UIDatePicker, TimeZone?> = \.timeZone
    let calendar: ReferenceWritableKeyPath<UIDatePicker, Calendar?> = \.calendar
    _ = calendar
    _ = (make, start, stop, animating, hides, style, color, date, setDate, mode, preferred)
    _ = (shown, minimum, maximum, interval, countDown, locale, timeZone)
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.color = .gray
    let picker = UIDatePicker()
    picker.addAction(UIAction { _ in }, for: .valueChanged)
    picker.preferredDatePickerStyle = .inline
  }

  // Apple's pages of UIPickerView, UIPickerViewDataSource, UIPickerViewDelegate and
  // UITextField/UITextView inputView and inputAccessoryView (`var inputView: UIView?`).
  @Test("UIPickerView, its data source and delegate; inputView")
  func pickerView() {
    let components: KeyPath<UIPickerView, Int> = \.numberOfComponents
    let rows: (UIPickerView) -> (Int) -> Int = UIPickerView.numberOfRows(inComponent:)
    let reloadAll: (UIPickerView) -> () -> Void = UIPickerView.reloadAllComponents
    let reload: (UIPickerView) -> (Int) -> Void = UIPickerView.reloadComponent
    let select: (UIPickerView) -> (Int, Int, Bool) -> Void =
      UIPickerView.selectRow(_:inComponent:animated:)
    let selected: (UIPickerView) -> (Int) -> Int = UIPickerView.selectedRow(inComponent:)
    let view: (UIPickerView) -> (Int, Int) -> UIView? = UIPickerView.view(forRow:forComponent:)
    let size: (UIPickerView) -> (Int) -> CGSize = UIPickerView.rowSize(forComponent:)
    let dataSource: ReferenceWritableKeyPath<UIPickerView, (any UIPickerViewDataSource)?> =
      \.dataSource
    let delegate: ReferenceWritableKeyPath<UIPickerView, (any UIPickerViewDelegate)?> =
      \.delegate
    let count: (any UIPickerViewDataSource) -> (UIPickerView) -> Int =
      { $0.numberOfComponents(in:) }
    let rowCount: (any UIPickerViewDataSource) -> (UIPickerView, Int) -> Int =
      { $0.pickerView(_:numberOfRowsInComponent:) }
    let width: (any UIPickerViewDelegate) -> (UIPickerView, Int) -> CGFloat =
      { $0.pickerView(_:widthForComponent:) }
    let height: (any UIPickerViewDelegate) -> (UIPickerView, Int) -> CGFloat =
      { $0.pickerView(_:rowHeightForComponent:) }
    let title: (any UIPickerViewDelegate) -> (UIPickerView, Int, Int) -> String? =
      { $0.pickerView(_:titleForRow:forComponent:) }
    let styled: (any UIPickerViewDelegate) -> (UIPickerView, Int, Int) -> NSAttributedString? =
      { $0.pickerView(_:attributedTitleForRow:forComponent:) }
    let rowView: (any UIPickerViewDelegate) -> (UIPickerView, Int, Int, UIView?) -> UIView =
      { $0.pickerView(_:viewForRow:forComponent:reusing:) }
    let didSelect: (any UIPickerViewDelegate) -> (UIPickerView, Int, Int) -> Void =
      { $0.pickerView(_:didSelectRow:inComponent:) }
    let fieldInput: ReferenceWritableKeyPath<UITextField, UIView?> = \.inputView
    let fieldAccessory: ReferenceWritableKeyPath<UITextField, UIView?> = \.inputAccessoryView
    let textInput: ReferenceWritableKeyPath<UITextView, UIView?> = \.inputView
    let textAccessory: ReferenceWritableKeyPath<UITextView, UIView?> = \.inputAccessoryView
    _ = (components, rows, reloadAll, reload, select, selected, view, size, dataSource)
    _ = (delegate, count, rowCount, width, height, title, styled, rowView, didSelect)
    _ = (fieldInput, fieldAccessory, textInput, textAccessory)
    let picker = UIPickerView(frame: .zero)
    #expect(picker.numberOfComponents == 0 && picker.selectedRow(inComponent: 0) == -1)
  }

  @Test("UITextView, UITextViewDelegate, NSTextContainer")
  func textView() {
    let text: ReferenceWritableKeyPath<UITextView, String?> = \.text
    let font: ReferenceWritableKeyPath<UITextView, UIFont?> = \.font
    let color: ReferenceWritableKeyPath<UITextView, UIColor?> = \.textColor
    let alignment: ReferenceWritableKeyPath<UITextView, NSTextAlignment> = \.textAlignment
    let editable: ReferenceWritableKeyPath<UITextView, Bool> = \.isEditable
    let selectable: ReferenceWritableKeyPath<UITextView, Bool> = \.isSelectable
    let scrolls: ReferenceWritableKeyPath<UITextView, Bool> = \.isScrollEnabled
    let inset: ReferenceWritableKeyPath<UITextView, UIEdgeInsets> = \.textContainerInset
    let container: KeyPath<UITextView, NSTextContainer> = \.textContainer
    let padding: ReferenceWritableKeyPath<NSTextContainer, CGFloat> = \.lineFragmentPadding
    let make: (CGRect, NSTextContainer?) -> UITextView = UITextView.init(frame:textContainer:)
    let become: (UITextView) -> () -> Bool = UITextView.becomeFirstResponder
    let resign: (UITextView) -> () -> Bool = UITextView.resignFirstResponder
    _ = (text, font, color, alignment, editable, selectable, scrolls, inset, container)
    let attributed: ReferenceWritableKeyPath<UITextView, NSAttributedString?> = \.attributedText
    let keyboard: ReferenceWritableKeyPath<UITextView, UIKeyboardType> = \.keyboardType
    let returnKey: ReferenceWritableKeyPath<UITextView, UIReturnKeyType> = \.returnKeyType
    let correction: ReferenceWritableKeyPath<UITextView, UITextAutocorrectionType> =
      \.autocorrectionType
    let capitals: ReferenceWritableKeyPath<UITextView, UITextAutocapitalizationType> =
      \.autocapitalizationType
    let detectors: ReferenceWritableKeyPath<UITextView, UIDataDetectorTypes> = \.dataDetectorTypes
    let selection: ReferenceWritableKeyPath<UITextView, NSRange> = \.selectedRange
    let changed: Notification.Name = UITextView.textDidChangeNotification
    _ = (padding, make, become, resign, attributed, keyboard, returnKey, correction, capitals)
    _ = (detectors, selection, changed)
    final class Delegate: UITextViewDelegate {
      func textViewDidChange(_ textView: UITextView) {}
      func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
      ) -> Bool { true }
    }
    let delegate = Delegate()
    let view = UITextView()
    view.delegate = delegate
    #expect(view.text == "")
  }

  // Apple's pages "UITextField.clearsOnBeginEditing" (`var clearsOnBeginEditing: Bool`),
  // "UITextField.textDidChangeNotification" (`class let textDidChangeNotification:
  // NSNotification.Name`), "UIControl.Event" (editingDidBegin 1 << 16, editingChanged 1 << 17,
  // editingDidEnd 1 << 18, editingDidEndOnExit 1 << 19), "UIView.autoresizingMask" (`var
  // autoresizingMask: UIView.AutoresizingMask`), "UIView.autoresizesSubviews" (`var
  // autoresizesSubviews: Bool`), "UIView.AutoresizingMask" (flexibleLeftMargin 1 << 0 to
  // flexibleBottomMargin 1 << 5).
  @Test("UITextField editing events and notification; UIView autoresizing")
  func textFieldEditingAndAutoresizing() {
    let clears: ReferenceWritableKeyPath<UITextField, Bool> = \.clearsOnBeginEditing
    let changed: Notification.Name = UITextField.textDidChangeNotification
    let events: [UIControl.Event] = [
      .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
    ]
    #expect(events.map(\.rawValue) == [1 << 16, 1 << 17, 1 << 18, 1 << 19])
    let mask: ReferenceWritableKeyPath<UIView, UIView.AutoresizingMask> = \.autoresizingMask
    let resizes: ReferenceWritableKeyPath<UIView, Bool> = \.autoresizesSubviews
    let masks: [UIView.AutoresizingMask] = [
      .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin,
      .flexibleHeight, .flexibleBottomMargin,
    ]
    #expect(masks.map(\.rawValue) == [1, 2, 4, 8, 16, 32])
    _ = (clears, changed, mask, resizes)
  }

  @Test("Feedback generators and UIPasteboard")
  func generatorsAndPasteboard() {
    let impact: (UIImpactFeedbackGenerator.FeedbackStyle) -> UIImpactFeedbackGenerator =
      UIImpactFeedbackGenerator.init(style:)
    let occurred: (UIImpactFeedbackGenerator) -> () -> Void =
      UIImpactFeedbackGenerator.impactOccurred
    let intensity: (UIImpactFeedbackGenerator) -> (CGFloat) -> Void =
      UIImpactFeedbackGenerator.impactOccurred(intensity:)
    let prepare: (UIFeedbackGenerator) -> () -> Void = UIFeedbackGenerator.prepare
    let changed: (UISelectionFeedbackGenerator) -> () -> Void =
      UISelectionFeedbackGenerator.selectionChanged
    let notify:
      (UINotificationFeedbackGenerator) -> (UINotificationFeedbackGenerator.FeedbackType) -> Void =
        UINotificationFeedbackGenerator.notificationOccurred
    let general: UIPasteboard = UIPasteboard.general
    let string: ReferenceWritableKeyPath<UIPasteboard, String?> = \.string
    let strings: ReferenceWritableKeyPath<UIPasteboard, [String]?> = \.strings
    let url: ReferenceWritableKeyPath<UIPasteboard, URL?> = \.url
    let urls: ReferenceWritableKeyPath<UIPasteboard, [URL]?> = \.urls
    let hasStrings: KeyPath<UIPasteboard, Bool> = \.hasStrings
    let hasURLs: KeyPath<UIPasteboard, Bool> = \.hasURLs
    let count: KeyPath<UIPasteboard, Int> = \.numberOfItems
    let changes: KeyPath<UIPasteboard, Int> = \.changeCount
    _ = (impact, occurred, intensity, prepare, changed, notify, general, string, strings, url)
    _ = (urls, hasStrings, hasURLs, count, changes)
    UIImpactFeedbackGenerator().impactOccurred()
    UISelectionFeedbackGenerator().selectionChanged()
    UINotificationFeedbackGenerator().notificationOccurred(.warning)
  }
}

// Types from Apple's pages "setImage(_:for:)", "image(for:)", "currentImage",
// "setTitleColor(_:for:)", "titleColor(for:)", "currentTitleColor", "setBackgroundImage(_:for:)",
// "backgroundImage(for:)", "currentBackgroundImage" and "isPointerInteractionEnabled" of UIButton.
@MainActor
@Suite("Signatures: UIButton images and colors")
struct ButtonImageSignatureTests {
  @Test("UIButton per-state images, title colors, background images; pointer interaction")
  func buttonImages() {
    let setImage: (UIButton) -> (UIImage?, UIControl.State) -> Void = UIButton.setImage
    let image: (UIButton) -> (UIControl.State) -> UIImage? = UIButton.image(for:)
    let currentImage: KeyPath<UIButton, UIImage?> = \.currentImage
    let setTitleColor: (UIButton) -> (UIColor?, UIControl.State) -> Void = UIButton.setTitleColor
    let titleColor: (UIButton) -> (UIControl.State) -> UIColor? = UIButton.titleColor(for:)
    let currentTitleColor: KeyPath<UIButton, UIColor> = \.currentTitleColor
    let currentTitle: KeyPath<UIButton, String?> = \.currentTitle
    let setBackground: (UIButton) -> (UIImage?, UIControl.State) -> Void =
      UIButton.setBackgroundImage
    let background: (UIButton) -> (UIControl.State) -> UIImage? = UIButton.backgroundImage(for:)
    let currentBackground: KeyPath<UIButton, UIImage?> = \.currentBackgroundImage
    let pointer: ReferenceWritableKeyPath<UIButton, Bool> = \.isPointerInteractionEnabled
    _ = (setImage, image, currentImage, setTitleColor, titleColor, currentTitleColor)
    _ = (currentTitle, setBackground, background, currentBackground, pointer)
  }
}

// Types from Apple's pages "size", "scale", "init(contentsOfFile:)", "init(data:)",
// "init(named:in:compatibleWith:)", "pngData()" and "jpegData(compressionQuality:)" of UIImage.
@MainActor
@Suite("Signatures: UIImage from bytes")
struct ImageDataSignatureTests {
  @Test("UIImage size, scale, file and data initializers, PNG and JPEG data")
  func imageData() {
    let size: KeyPath<UIImage, CGSize> = \.size
    let scale: KeyPath<UIImage, CGFloat> = \.scale
    let file: (String) -> UIImage? = UIImage.init(contentsOfFile:)
    let data: (Data) -> UIImage? = UIImage.init(data:)
    let named: (String, Bundle?, UITraitCollection?) -> UIImage? =
      UIImage.init(named:in:compatibleWith:)
    let png: (UIImage) -> () -> Data? = UIImage.pngData
    let jpeg: (UIImage) -> (CGFloat) -> Data? = UIImage.jpegData(compressionQuality:)
    _ = (size, scale, file, data, named, png, jpeg)
  }
}
