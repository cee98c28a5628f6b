import Foundation
import ListBinding
import ListBindingTesting
import Testing

// Ported from UIKit with only the `UI` prefixes renamed. The UIKit original stands in a comment
// above each piece. Layout is swift format's.

// struct Contact {
//     let name: String
//     let email: String
//     let isFavourite: Bool
// }
struct Contact {
  let name: String
  let email: String
  let isFavourite: Bool
}

// final class ContactsDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
//     let contacts: [Contact]
//
//     init(contacts: [Contact]) {
//         self.contacts = contacts
//     }
//
//     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
//         contacts.count
//     }
//
//     func tableView(
//         _ tableView: UITableView, cellForRowAt indexPath: IndexPath
//     ) -> UITableViewCell {
//         let cell = tableView.dequeueReusableCell(withIdentifier: "contact")
//             ?? UITableViewCell(style: .subtitle, reuseIdentifier: "contact")
//         let contact = contacts[indexPath.row]
//         cell.imageView?.image = UIImage(systemName: "person.crop.circle")
//         cell.textLabel?.text = contact.name
//         cell.textLabel?.font = .preferredFont(forTextStyle: .headline)
//         cell.detailTextLabel?.text = contact.email
//         cell.detailTextLabel?.textColor = .secondaryLabel
//         cell.accessoryType = contact.isFavourite ? .checkmark : .detailButton
//         return cell
//     }
// }
final class ContactsDataSource: NSObject, TableViewDataSource, TableViewDelegate {
  let contacts: [Contact]

  init(contacts: [Contact]) {
    self.contacts = contacts
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    contacts.count
  }

  func tableView(
    _ tableView: TableView, cellForRowAt indexPath: IndexPath
  ) -> TableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "contact")
      ?? TableViewCell(style: .subtitle, reuseIdentifier: "contact")
    let contact = contacts[indexPath.row]
    cell.imageView?.image = Image(systemName: "person.crop.circle")
    cell.textLabel?.text = contact.name
    cell.textLabel?.font = .preferredFont(forTextStyle: .headline)
    cell.detailTextLabel?.text = contact.email
    cell.detailTextLabel?.textColor = .secondaryLabel
    cell.accessoryType = contact.isFavourite ? .checkmark : .detailButton
    return cell
  }
}

@MainActor
@Suite("Port: contacts with images and subtitles")
struct ContactsPortTests {
  @Test("Each contact shows its image and name, with the email under them")
  func contacts() throws {
    let tableView = try TableView(style: .plain, viewportHeight: 2)
    let dataSource = ContactsDataSource(contacts: [
      Contact(name: "李雷", email: "lilei@example.com", isFavourite: true),
      Contact(name: "Han Meimei", email: "hanmeimei@example.com", isFavourite: false),
      Contact(name: "Jim Green", email: "jim@example.com", isFavourite: false),
    ])
    tableView.dataSource = dataSource
    tableView.delegate = dataSource
    try tableView.reloadData()
    expectRendered(
      tableView,
      matches: """
          :person.crop.circle: 李雷       ✓
          lilei@example.com
          :person.crop.circle: Han Meimei ⓘ
          hanmeimei@example.com
        ⋮ 1 row below
        """)
    try tableView.setContentOffset(1)
    expectRendered(
      tableView,
      matches: """
        ⋮ 1 row above
          :person.crop.circle: Han Meimei ⓘ
          hanmeimei@example.com
          :person.crop.circle: Jim Green  ⓘ
          jim@example.com
        """)
  }
}
