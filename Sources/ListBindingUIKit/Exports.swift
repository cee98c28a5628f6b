// `import UIKit` brings Foundation with it; so does `import ListBindingUIKit`. ListBinding itself
// is not re-exported: a file that imports only this module sees UIKit's names, not `View`,
// `Label` or `Button` beside them.
@_exported import Foundation

// ...but it sees ListBinding's members, as `import UIKit` shows UIKit's: with the upcoming
// feature `MemberImportVisibility` (SE-0444) on, `label.text` needs the module declaring `text`
// imported. A scoped `@_exported import` of one declaration counts as that import (the compiler
// asks whether the module is imported through any access path: `ImportCache::isImportedBy`) and
// brings only that name; the name is SPI of ListBinding, which no UIKit file imports, so it
// brings none. Diffing (`IndexPath.row`) comes along, re-exported by ListBinding.
// `Scripts/check-uikit-import-surface` checks both sides. `@_exported` is underscored, as for
// Foundation above; no supported spelling re-exports a module.
@_spi(UIKitFace) @_exported import enum ListBinding.UIKitFaceImport
