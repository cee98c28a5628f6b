import Foundation
import ListBinding

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a picker looks and where it runs: everything but the question and the items, each with
/// a default.
///
/// ```swift
/// var options = PromptOptions()
/// options.display = .fullScreen
/// options.theme = .monochrome
/// options.leavesSummary = false
/// ```
public struct PromptOptions: Hashable, Sendable {
  /// Where the picker draws: by default inline below the cursor for a short list, on the
  /// whole screen for a long one.
  public var display: TerminalConfiguration.Display = .automatic
  /// The picker's symbols and colours, or `nil` for the default that matches ``symbols``.
  public var theme: TerminalTheme?
  /// The markers the rows are drawn with (the selection marker among them).
  public var symbols: PlainTextRenderer.Symbols = .unicode
  /// Whether the picker leaves a line saying what was chosen (or that it was cancelled) on the
  /// terminal when it ends; otherwise the terminal is given back as it was.
  public var leavesSummary = true
  /// Whether `/` filters the items by their titles.
  public var isFilterable = true
  /// What the terminal draws, or `nil` to ask the environment (`TERM`, `NO_COLOR`).
  public var capabilities: TerminalCapabilities?
  /// The descriptor keys are read from.
  public var input: Int32 = STDIN_FILENO
  /// The descriptor the picker draws on.
  public var output: Int32 = STDOUT_FILENO
  /// The environment the terminal's name and options are read from.
  public var environment: [String: String] = ProcessInfo.processInfo.environment

  /// Options with every default.
  public init() {}
}
