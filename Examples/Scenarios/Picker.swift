import ListBinding
import ListBindingTerminal

// The picker of `swift run examples pick`, driven by keys without a terminal: the screens a
// person sees while picking files from 2,000 names in 3 sections, with a rule each (at least
// one source, at most three documents), and the files chosen.

@MainActor
func runPicker() throws -> String {
  let transcript = Transcript()
  let (sources, tests, docs) = demoFiles()
  let picker = try Picker(
    "Pick files",
    choosingManyFrom: [
      PromptSection("Sources", sources, minimum: 1),
      PromptSection("Tests", tests),
      PromptSection("Docs", docs, maximum: 3),
    ])
  let session = TerminalSession(
    tableView: picker.tableView, configuration: picker.configuration,
    size: TerminalSize(rows: 9, columns: 72), environment: [:])
  func show(_ keys: String) {
    transcript.print("after \(keys):")
    for line in session.screen { transcript.print("| " + line) }
  }
  show("no key")
  session.handle(.end)
  session.handle(.enter)  // refused: no source is chosen yet
  show("End, Enter")
  session.handle(.character("/"))
  for character in "Article7" { session.handle(.character(character)) }
  session.handle(.enter)  // keeps the filter
  session.handle(.character(" "))
  show("/Article7, Enter, Space")
  session.handle(.escape)  // clears the filter: the Sources are back
  session.handle(.home)
  session.handle(.character(" "))
  let response = session.handle(.enter)
  show("Esc, Home, Space, Enter")
  transcript.print("Enter: \(response)")
  try session.end()
  transcript.print("chosen: \(picker.chosenItems.joined(separator: ", "))")
  return transcript.text
}
