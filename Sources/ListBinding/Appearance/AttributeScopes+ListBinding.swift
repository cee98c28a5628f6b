import Foundation

// Attributed text is Foundation's `AttributedString`, which is a Sendable value on every
// platform; these are the attributes UIKit adds to it (`font`, `foregroundColor`), so that
// `text.font = .boldSystemFont(ofSize: 17)` reads as it does with UIKit.

extension AttributeScopes {
  /// The attributes ListBinding's labels and content configurations read from an
  /// `AttributedString`: UIKit's font and foreground colour, and Foundation's attributes.
  ///
  /// ```swift
  /// var name = AttributedString("排骨面")
  /// name.font = .boldSystemFont(ofSize: 17)
  /// name.foregroundColor = .systemRed
  /// label.attributedText = name
  /// ```
  public struct ListBindingAttributes: AttributeScope {
    /// The font of a run of text.
    public let font: FontAttribute
    /// The colour of a run of text.
    public let foregroundColor: ForegroundColorAttribute
    /// Foundation's attributes.
    public let foundation: FoundationAttributes

    /// The key of a run's ``Font``, as UIKit's `font` attribute.
    public enum FontAttribute: AttributedStringKey {
      /// A font.
      public typealias Value = Font
      /// The attribute's name: `ListBinding.font`.
      public static let name = "ListBinding.font"
    }

    /// The key of a run's text ``Color``, as UIKit's `foregroundColor` attribute.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// A colour.
      public typealias Value = Color
      /// The attribute's name: `ListBinding.foregroundColor`.
      public static let name = "ListBinding.foregroundColor"
    }
  }

  /// ListBinding's attributes: UIKit's font and foreground colour.
  public var listBinding: ListBindingAttributes.Type { ListBindingAttributes.self }
}

extension AttributeDynamicLookup {
  /// The attributes of ``FoundationEssentials/AttributeScopes/ListBindingAttributes`` as
  /// properties of an `AttributedString` and its runs: `text.font`, `text.foregroundColor`.
  ///
  /// - Complexity: O(1).
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.ListBindingAttributes, T>
  ) -> T {
    self[T.self]
  }
}
