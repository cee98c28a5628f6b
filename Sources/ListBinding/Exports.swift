// ListBinding re-exports Diffing: `import ListBinding` brings `Changeset`, `SectionedChangeset`
// and UIKit's `IndexPath(row:section:)`, `row` and `section` with it, so users import one module.
@_exported import Diffing

/// The declaration `ListBindingUIKit` re-exports so that its importers see ListBinding's members.
///
/// With the upcoming feature `MemberImportVisibility` (SE-0444) on, a file sees a member only
/// when it imports the module that declares it, directly or through an `@_exported import`. The
/// UIKit face's names stand for ListBinding's classes (`UILabel` is `Label`), so
/// `ListBindingUIKit` re-exports this one declaration: a scoped import of it counts as an import
/// of ListBinding (and of Diffing, which ListBinding re-exports) for member lookup, yet brings no
/// name of ListBinding into scope, since the declaration is SPI and a UIKit file does not import
/// that SPI. It has no cases and no members; nothing else uses it.
@_spi(UIKitFace)
public enum UIKitFaceImport {}
