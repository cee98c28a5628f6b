import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Sources: Apple's pages of UITextView (text: never nil; font: "the default font is a 12-point
// Helvetica plain font", drawn here in the system font at 12 points; isEditable), of
// UITextViewDelegate (textView(_:shouldChangeTextIn:replacementText:), textViewDidChange(_:):
// "The text view calls this method in response to user-initiated changes to the text. This
// method is not called in response to programmatically initiated changes"), of UIPasteboard
// (string, strings, url, urls: "Setting this property replaces all current items in the
// pasteboard"; hasStrings), and the feedback generators (no-ops here).

@MainActor
@Suite("UITextView", .recordsUIKitExceptions)
struct UITextViewTests {
  final class Recorder: UITextViewDelegate {
    var calls: [String] = []
    var refused: Set<String> = []
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      calls.append("shouldBegin")
      return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      calls.append("should \(range.location) \(text)")
      if text == "\n" { textView.resignFirstResponder() }
      return !refused.contains(text)
    }
    func textViewDidChange(_ textView: UITextView) {
      calls.append("changed \(textView.text ?? "")")
    }
  }

  @Test("Text is never nil; setting it tells the delegate nothing; drawn wrapped")
  func text() {
    let view = UITextView(frame: .zero, textContainer: nil)
    let recorder = Recorder()
    view.delegate = recorder
    #expect(view.text == "")
    #expect(drawnText(view).isEmpty)
    view.text = "Two\nlines"
    view.text = nil
    #expect(view.text == "")
    view.text = "Two\nlines"
    #expect(recorder.calls.isEmpty)
    #expect(drawnText(view) == ["Two\nlines"])
    #expect(view.textContainer.lineFragmentPadding == 5)
  }

  @Test("Typing asks, then tells the delegate for each character; refused ones are skipped")
  func typing() {
    let view = UITextView()
    let recorder = Recorder()
    view.delegate = recorder
    recorder.refused = ["x"]
    #expect(!view.simulateTyping("axb"))
    #expect(view.text == "ab")
    #expect(
      recorder.calls == [
        "shouldBegin", "didBegin", "should 0 a", "changed a", "should 1 x", "should 1 b",
        "changed ab",
      ])
    #expect(view.isFirstResponder)
  }

  @Test("Return that ends editing stops the typing; a view not editable takes none")
  func returnKey() {
    let view = UITextView()
    let recorder = Recorder()
    view.delegate = recorder
    recorder.refused = ["\n"]
    #expect(!view.simulateTyping("hi\nmore"))
    #expect(view.text == "hi")
    #expect(!view.isFirstResponder)
    #expect(recorder.calls.suffix(2) == ["should 2 \n", "didEnd"])
    view.isEditable = false
    #expect(!view.simulateTyping("z"))
    #expect(view.text == "hi")
    view.isEditable = true
    view.isHidden = true
    #expect(!view.simulateTyping("z"))
  }

  // Apple: "init(frame:textContainer:)": "This is the designated initializer for UITextView
  // objects." A subclass that overrides it (and init(coder:)) is made with `init()` too.
  @Test("A subclass overriding the designated initializers inherits init() and init(frame:)")
  func subclass() {
    final class PlaceholderTextView: UITextView {
      var placeholder = "Notes"
      override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        textColor = .lightGray
      }
      required init?(coder: NSCoder) { return nil }
    }
    let view = PlaceholderTextView()
    let framed = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(view.textColor == .lightGray && framed.frame.width == 100)
    #expect(view.placeholder == "Notes")
  }

  @Test("Attributed text keeps its characters; typing posts textDidChangeNotification")
  func attributedTextAndNotification() {
    let view = UITextView()
    view.attributedText = NSAttributedString(string: "Bold")
    #expect(view.text == "Bold")
    #expect(view.attributedText.string == "Bold")
    view.text = "Plain"
    #expect(view.attributedText.string == "Plain")
    view.attributedText = nil
    #expect(view.text == "")
    #expect(view.keyboardType == .default && view.autocapitalizationType == .sentences)
    @MainActor final class Counter { var value = 0 }
    let posted = Counter()
    let observer = NotificationCenter.default.addObserver(
      forName: UITextView.textDidChangeNotification, object: view, queue: nil
    ) { _ in MainActor.assumeIsolated { posted.value += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    view.simulateTyping("ab")
    view.text = "code sets it"
    #expect(posted.value == 2)
    #expect(view.selectedRange == NSRange(location: 2, length: 0))
  }

  @Test("Hostile text: empty, combining marks, a long line, in a delegate that edits back")
  func hostile() {
    let view = UITextView()
    #expect(view.simulateTyping(""))
    #expect(view.simulateTyping("e\u{301}👩‍👩‍👧"))
    #expect(view.text == "e\u{301}👩‍👩‍👧")
    final class Rewriter: UITextViewDelegate {
      func textViewDidChange(_ textView: UITextView) {
        if textView.text.count > 3 { textView.text = "" }
      }
    }
    let rewriter = Rewriter()
    view.delegate = rewriter
    #expect(view.simulateTyping(String(repeating: "a", count: 500)))
    #expect(view.text.count <= 3)
  }
}

@MainActor
@Suite("UIPasteboard and the feedback generators", .serialized)
struct UIPasteboardTests {
  @Test("Setting strings, a string, URLs or a URL replaces every item")
  func items() throws {
    let board = UIPasteboard.general
    let changes = board.changeCount
    board.strings = ["one", "two"]
    #expect(board.string == "one")
    #expect(board.strings == ["one", "two"])
    #expect(board.hasStrings && !board.hasURLs)
    #expect(board.numberOfItems == 2)
    let url = try #require(URL(string: "https://example.com/a"))
    board.url = url
    #expect(board.string == nil && board.strings == nil && !board.hasStrings)
    #expect(board.url == url && board.urls == [url] && board.hasURLs)
    board.string = "copied"
    #expect(board.url == nil && board.string == "copied")
    board.strings = []
    #expect(board.strings == nil && !board.hasStrings && board.numberOfItems == 0)
    board.string = nil
    board.urls = nil
    #expect(board.numberOfItems == 0)
    #expect(board.changeCount == changes + 6)
  }

  @Test("Feedback generators compile and do nothing, whatever the intensity")
  func feedback() {
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    impact.prepare()
    let intensities: [CGFloat] = [.nan, -.infinity, 1e300, 0.5]
    for intensity in intensities {
      impact.impactOccurred(intensity: intensity)
    }
    UINotificationFeedbackGenerator().notificationOccurred(.error)
    UISelectionFeedbackGenerator().selectionChanged()
  }
}
