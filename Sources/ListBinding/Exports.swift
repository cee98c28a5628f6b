// ListBinding re-exports Diffing: `import ListBinding` brings `Changeset`, `SectionedChangeset`
// and UIKit's `IndexPath(row:section:)`, `row` and `section` with it, so users import one module.
@_exported import Diffing
