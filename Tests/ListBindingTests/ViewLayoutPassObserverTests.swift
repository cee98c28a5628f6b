import Foundation
import ListBinding
import Testing

/// A view that logs its layout passes, as a subclass of UIKit's writes `layoutSubviews()`.
@MainActor
private final class PassLoggingView: View {
  var log: [String] = []
  override func layoutSubviews() {
    super.layoutSubviews()
    log.append("layoutSubviews")
  }
}

@MainActor
@Suite("View: the layout pass observer and didAddSubview(_:)")
struct ViewLayoutPassObserverTests {
  // The extension point behind UIKit's viewWillLayoutSubviews()/viewDidLayoutSubviews(): told
  // just before and just after each layoutSubviews() a pass runs, and not for a view the pass
  // skips (Apple's layoutIfNeeded(): "if no layout updates are pending, this method exits").
  @Test("The observer hears each view a pass lays out, around its layoutSubviews()")
  func observerAroundLayoutSubviews() {
    let root = PassLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = PassLoggingView()
    root.addSubview(child)
    root.layoutIfNeeded()
    let previous = View.layoutPassObserver
    defer { View.layoutPassObserver = previous }
    View.layoutPassObserver = { view, step in
      guard let view = view as? PassLoggingView else { return }
      let name = view === root ? "root" : "child"
      view.log.append("\(name) \(step)")
    }
    root.setNeedsLayout()
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    #expect(
      root.log == [
        "layoutSubviews", "root willLayoutSubviews", "layoutSubviews", "root didLayoutSubviews",
      ])
    #expect(child.log == ["layoutSubviews"])
    child.frame.size = CGSize(width: 10, height: 10)
    root.layoutIfNeeded()
    #expect(
      child.log == [
        "layoutSubviews", "child willLayoutSubviews", "layoutSubviews", "child didLayoutSubviews",
      ])
  }

  // Apple: "didAddSubview(_:)": "Tells the view that a subview was added. ... The default
  // implementation of this method does nothing."
  @Test("didAddSubview(_:) runs for each view added or inserted")
  func didAddSubview() {
    final class Container: View {
      var added: [Int] = []
      override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        added.append(subview.tag)
      }
    }
    let container = Container()
    let first = View()
    first.tag = 1
    let second = View()
    second.tag = 2
    container.addSubview(first)
    container.insertSubview(second, at: 0)
    container.addSubview(container)
    #expect(container.added == [1, 2])
    #expect(container.subviews.map(\.tag) == [2, 1])
  }
}
