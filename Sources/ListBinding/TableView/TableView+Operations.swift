import Foundation

// How a call runs, and what happens to calls made from inside it: see "Re-entrancy" in
// `TableView`'s documentation, which this file implements.

extension TableView {
  /// The most calls callbacks may defer during one outermost call: a callback that asks for a
  /// change each time the change calls it back would otherwise never let the call return.
  nonisolated public static let maximumDeferredCalls = 10_000

  /// The most data-source and delegate methods nested in each other through the table.
  nonisolated public static let maximumCallbackDepth = 64

  /// Performs a call: reads what it needs (`request`, which runs at once in either case), then
  /// runs it, or, while the table is performing another call, defers it until that one
  /// completes.
  ///
  /// - Parameters:
  ///   - event: Names the call for the observers, which hear of it before `request`
  ///     runs, and again when a deferred call begins to run; only evaluated when there is an
  ///     observer.
  ///   - request: Reads the data source and delegate as the call needs when it is made, and
  ///     returns what to run; `nil` when there is nothing to run.
  /// - Throws: The error of `request`; when the table is not busy, also the error of the call or
  ///   of a call deferred while it ran, or else of a completion that ran since the last
  ///   outermost call.
  func perform(
    _ event: @autoclosure () -> TableEvent.Call? = nil,
    _ request: () throws(TableViewError) -> TableCall?
  ) throws(TableViewError) {
    let event = isObserved ? event() : nil
    if calls.isBusy {
      if let event { observe(.deferredCall(event)) }
      // The call keeps its place: calls its own callbacks ask for while it reads (the heights
      // of an update, say) come after it, as they do after an outermost call, so that none
      // runs between the reading and the call.
      let place = calls.deferred.count
      if let call = try request() {
        calls.deferred.insert(
          QueuedCall(call: call, event: event), at: min(place, calls.deferred.count))
      }
      return
    }
    if let event { observe(.call(event)) }
    calls.isBusy = true
    calls.outermostCount &+= 1
    defer { calls.isBusy = false }
    do {
      let first = try request()
      try drain(startingWith: first)
    } catch {
      calls.deferred.removeAll()
      throw error
    }
    try throwCompletionError()
  }

  /// Performs a call that reads user code and returns a value, such as rendering; calls its
  /// callbacks ask for run once it has its value.
  ///
  /// - Parameters:
  ///   - event: Names the call for the observers, as in `perform(_:_:)`.
  ///   - read: Reads the value.
  func performReading<Value>(
    _ event: @autoclosure () -> TableEvent.Call? = nil,
    _ read: () throws(TableViewError) -> Value
  ) throws(TableViewError) -> Value {
    if isObserved, let event = event() { observe(.call(event)) }
    if calls.isBusy { return try read() }
    calls.isBusy = true
    defer { calls.isBusy = false }
    do {
      try layOutPendingChanges()
      try loadPendingCells()
      updateShownConfigurations()
      let value = try read()
      try drain(startingWith: nil)
      try throwCompletionError()
      return value
    } catch {
      calls.deferred.removeAll()
      throw error
    }
  }

  /// Runs `first`, then the calls deferred meanwhile, in order: consecutive steps as one
  /// transaction, each operation on its own.
  private func drain(startingWith first: TableCall?) throws(TableViewError) {
    try layOutPendingChanges()
    var pending: [QueuedCall] = first.map { [QueuedCall(call: $0, event: nil)] } ?? []
    var index = 0
    var deferredCount = 0
    var updatedConfigurations = false
    while true {
      if !calls.deferred.isEmpty {
        deferredCount += calls.deferred.count
        guard deferredCount <= Self.maximumDeferredCalls else {
          throw .tooManyDeferredCalls(maximum: Self.maximumDeferredCalls)
        }
        pending.append(contentsOf: calls.deferred)
        calls.deferred.removeAll()
      }
      guard index < pending.count else {
        // User code at a touch is done: the layout that follows it, as UIKit's when the run
        // loop turns, gives the rows of a reload made there their cells, and the calls its
        // callbacks defer run after it.
        guard callsAtOnceDepth == 0 else { return }
        if pendingCellLoad != nil {
          try loadPendingCells()
          continue
        }
        // That layout also runs the configuration updates the call asked for, once, as UIKit's
        // one layout a frame: calls they make run after it, and updates asked for meanwhile
        // wait for the next layout or call.
        guard !updatedConfigurations else { return }
        updatedConfigurations = true
        updateShownConfigurations()
        guard calls.deferred.isEmpty else { continue }
        return
      }
      switch pending[index].call {
      case .operation(let body):
        if let event = pending[index].event { observe(.deferredCallRuns(event)) }
        index += 1
        try body()
      case .step:
        var steps: [TableStep] = []
        while index < pending.count, case .step(let step) = pending[index].call {
          if let event = pending[index].event { observe(.deferredCallRuns(event)) }
          steps.append(step)
          index += 1
        }
        try performSteps(steps)
      }
    }
  }

  /// Calls a data-source or delegate method, or a handler: a `TableViewError` it throws passes
  /// through, any other error is wrapped with the callback's name. The observers hear
  /// of the call first.
  ///
  /// - Throws: ``TableViewError/callbacksTooDeep(_:maximum:)`` instead of calling it when
  ///   callbacks are already nested ``maximumCallbackDepth`` deep.
  ///
  /// - Parameters:
  ///   - callback: Names the method or handler.
  ///   - moment: When UIKit calls it: a call it makes to the table is deferred while the table
  ///     lays out or asks (the default), and runs at once, as a call of its own, at a touch.
  ///   - body: Calls it.
  func invoke<Value>(
    _ callback: @autoclosure () -> TableViewError.Callback, at moment: CallMoment = .layout,
    _ body: () throws -> Value
  ) throws(TableViewError) -> Value {
    guard callbackDepth < Self.maximumCallbackDepth else {
      throw .callbacksTooDeep(callback(), maximum: Self.maximumCallbackDepth)
    }
    if isObserved { observe(.callback(callback())) }
    callbackDepth += 1
    defer { callbackDepth -= 1 }
    do {
      switch moment {
      case .layout: return try body()
      case .touch: return try runningCallsAtOnce(body)
      }
    } catch let error as TableViewError {
      throw error
    } catch {
      throw .callbackFailed(callback(), error)
    }
  }

  /// Runs `body`, user code called at a touch or once a change is committed: a call it makes
  /// to the table runs at once, as an outermost call of its own on the committed table, and
  /// its error comes out of that call. The calls deferred before, and whether the table is
  /// busy, are as they were once `body` returns.
  ///
  /// - Complexity: O(1), plus what `body` does.
  func runningCallsAtOnce<Value, Failure: Error>(_ body: () throws(Failure) -> Value)
    throws(Failure) -> Value
  {
    let suspended = calls.suspend()
    let updates = updatesUnderWay
    callsAtOnceDepth += 1
    updatesUnderWay = 0
    defer {
      callsAtOnceDepth -= 1
      updatesUnderWay = updates
      calls.resume(suspended)
    }
    return try body()
  }
}
