import Foundation
import ListBinding
import Testing

/// A controller whose hooks an attack can make throw or call back.
@MainActor
final class HostileController: TableViewController {
  var rows = 2
  var loadFails = false
  var presentsFromLoad = false
  var appearFails = false
  var presentErrorFromLoad: (any Error)?

  override func viewDidLoad() throws {
    try super.viewDidLoad()
    if presentsFromLoad {
      do { try present() } catch { presentErrorFromLoad = error }
    }
    if loadFails { throw Sabotage() }
  }

  override func viewWillAppear(_ animated: Bool) throws {
    try super.viewWillAppear(animated)
    if appearFails { throw Sabotage() }
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int
  {
    rows
  }
}

/// Attacks on `TableViewController` presentation and `RefreshControl`.
@MainActor
@Suite("Hostile input: controllers and controls")
struct ControllerHostileTests {
  @Test("Presenting twice, or from viewDidLoad, is refused; dismissing twice does nothing")
  func presentTwice() throws {
    let controller = HostileController()
    controller.presentsFromLoad = true
    let missingCell = TableViewControllerError.cellForRowNotImplemented(
      controller: "\(HostileController.self)")
    #expect(throws: TableViewError.dataSourceFailed(IndexPath(row: 0, section: 0), missingCell)) {
      try controller.present()
    }
    #expect(controller.presentErrorFromLoad as? TableViewControllerError == .alreadyPresented)
    #expect(!controller.isPresented)
    controller.rows = 0
    try controller.present()
    #expect(controller.isPresented)
    #expect(throws: TableViewControllerError.alreadyPresented) { try controller.present() }
    #expect(controller.isPresented)
    try controller.dismiss()
    try controller.dismiss()
    #expect(!controller.isPresented)
  }

  @Test("A viewDidLoad or viewWillAppear that throws leaves the controller not presented")
  func hooksThrow() throws {
    let controller = HostileController()
    controller.rows = 0
    controller.loadFails = true
    #expect(throws: Sabotage()) { try controller.present() }
    #expect(!controller.isViewLoaded)
    #expect(!controller.isPresented)
    controller.loadFails = false
    controller.appearFails = true
    #expect(throws: Sabotage()) { try controller.present() }
    #expect(!controller.isPresented)
    controller.appearFails = false
    try controller.present()
    #expect(controller.isPresented)
  }

  @Test("A refresh control whose action throws reports it; one removed does nothing")
  func refreshControl() throws {
    let fixture = try Fixture()
    let control = RefreshControl()
    control.addAction(for: .valueChanged) { _ in throw Sabotage() }
    fixture.table.refreshControl = control
    #expect {
      try fixture.table.pullToRefresh()
    } throws: { error in
      guard let error = error as? TableViewError, case .callbackFailed(_, let inner) = error
      else { return false }
      return inner is Sabotage
    }
    control.removeActions(for: .valueChanged)
    control.removeActions(for: .valueChanged)
    control.endRefreshing()
    control.endRefreshing()
    try control.send(.valueChanged)
    #expect(!control.isRefreshing)
  }
}
