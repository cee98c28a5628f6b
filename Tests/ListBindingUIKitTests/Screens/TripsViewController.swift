// A storyboard-era list of trips in a tab, in plain UIKit code: a segue to the detail, a
// toolbar with a share button, and rows that stack their detail under the title at the
// accessibility text sizes.
//
// Modelled on iv-mexx/uisplitviewcontroller-memoryleak,
// SplitViewControllerTest/MasterViewController.swift (commit
// 97ac3a8a9270d5aa37f6d22fa82a0721434d83d6): `tableView(_:didSelectRowAt:)` calling
// `performSegue(withIdentifier: "showDetail", sender: indexPath)` and `prepare(for:sender:)`
// casting `segue.destination` and reading the index path from `sender`; and on
// patrickpahl/popoversSizeClassesS3, popoversSizeClasses/TableViewController.swift (commit
// f6c309141f98b689f6af070f2aa7b845b0b1b6d0): `prepare(for:sender:)` checking
// `segue.identifier` before passing the row's text to the detail. Xcode's master–detail
// template adds the `awakeFromNib()` that looks at `UIDevice.current.userInterfaceIdiom`.
// Patterns carry over, code does not: the trips, the toolbar, the share sheet, the badge and
// the text-size rule are this screen's own.

#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

final class TripsViewController: UITableViewController {
  static let showTripSegue = "showTrip"

  private(set) var trips = ["Lisbon", "Kyoto", "Oaxaca"]
  private let nights = ["Lisbon": 4, "Kyoto": 6, "Oaxaca": 3]
  private(set) var lastShared: [String] = []

  override func awakeFromNib() {
    super.awakeFromNib()
    tabBarItem = UITabBarItem(
      title: "Trips", image: UIImage(systemName: "airplane"), selectedImage: nil)
    if UIDevice.current.userInterfaceIdiom == .pad {
      clearsSelectionOnViewWillAppear = false
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Trips"
    tabBarItem.badgeValue = "\(trips.count)"
    let share = UIBarButtonItem(
      systemItem: .action,
      primaryAction: UIAction { [unowned self] _ in self.shareTrips() })
    toolbarItems = [.flexibleSpace(), share, .flexibleSpace()]
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setToolbarHidden(false, animated: animated)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.preferredContentSizeCategory
      != traitCollection.preferredContentSizeCategory
    {
      tableView.reloadData()
    }
  }

  func shareTrips() {
    var summary = ""
    for trip in trips {
      summary += summary.isEmpty ? "" : ", "
      summary += "\(trip) (\(nights[trip] ?? 0) nights)"
    }
    let sheet = UIActivityViewController(activityItems: [summary], applicationActivities: nil)
    sheet.excludedActivityTypes = [.assignToContact, .saveToCameraRoll]
    sheet.completionWithItemsHandler = { [weak self] _, completed, _, _ in
      if completed { self?.lastShared = [summary] }
    }
    present(sheet, animated: true)
  }

  // MARK: - Table view data source

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    trips.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let large = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
    let identifier = large ? "TripStacked" : "Trip"
    let cell =
      tableView.dequeueReusableCell(withIdentifier: identifier)
      ?? UITableViewCell(style: large ? .subtitle : .value1, reuseIdentifier: identifier)
    let trip = trips[indexPath.row]
    cell.textLabel?.text = trip
    cell.detailTextLabel?.text = "\(nights[trip] ?? 0) nights"
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  // MARK: - Navigation

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    performSegue(withIdentifier: Self.showTripSegue, sender: indexPath)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    guard segue.identifier == Self.showTripSegue,
      let detail = segue.destination as? TripDetailViewController,
      let indexPath = sender as? IndexPath
    else { return }
    detail.trip = trips[indexPath.row]
  }
}

final class TripDetailViewController: UIViewController {
  var trip: String?
  let nameLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = trip
    nameLabel.text = trip
    view.addSubview(nameLabel)
  }
}
