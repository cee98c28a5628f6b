// `import UIKit` brings Foundation with it; so does `import ListBindingUIKit`. ListBinding itself
// is not re-exported: a file that imports only this module sees UIKit's names, not `View`,
// `Label` or `Button` beside them.
@_exported import Foundation
