import ListBinding

// The views a UIKit file names, as ListBinding's own classes: a `UILabel` a screen creates is
// the `Label` a cell shows, so the objects a table hands back are the user's own. See the
// article "The object model" for each choice and for what the native classes still lack.

/// An object that manages the content of a rectangular area, as UIKit's `UIView`: ListBinding's
/// `View`.
public typealias UIView = View

/// A view that shows one or more lines of text, as UIKit's `UILabel`: ListBinding's `Label`.
public typealias UILabel = Label

/// A control that runs code when the user taps it, as UIKit's `UIButton`: ListBinding's
/// `Button`.
public typealias UIButton = Button

/// A control that offers a binary choice, as UIKit's `UISwitch`: ListBinding's `Switch`.
public typealias UISwitch = Switch

/// A view that shows an image, as UIKit's `UIImageView`: ListBinding's `ImageView`.
public typealias UIImageView = ImageView

/// An image, as UIKit's `UIImage` (`UIImage(systemName:)`, `UIImage(named:)`): ListBinding's
/// `Image`.
public typealias UIImage = Image

/// How text lines up, as `NSTextAlignment` (`.natural`, `.left`, `.center`, `.right`,
/// `.justified`): ListBinding's `TextAlignment`, the type of `UILabel.textAlignment`.
public typealias NSTextAlignment = TextAlignment

/// What a cell, header or footer shows, as UIKit's `UIContentConfiguration`: ListBinding's
/// `ContentConfiguration`, the type of `contentConfiguration`.
public typealias UIContentConfiguration = ContentConfiguration

/// The traits of the environment a view is shown in, as UIKit's `UITraitCollection`:
/// ListBinding's `TraitCollection`, the type of `traitCollection`.
public typealias UITraitCollection = TraitCollection

/// Light or dark, as UIKit's `UIUserInterfaceStyle`: ListBinding's `UserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle

/// A size class, as UIKit's `UIUserInterfaceSizeClass`: ListBinding's `UserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass

/// The text size the user chose, as UIKit's `UIContentSizeCategory`: ListBinding's
/// `ContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
