import Foundation
import ListBinding

// The variants of an image UIKit code asks for (a template, a tinted copy, a symbol at a size):
// an image is its name here, drawn as `:name:` by a text renderer, so each variant is the image
// itself.

extension Image {
  /// How an image draws its colours, as `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Hashable, Sendable {
    /// As the image's context decides (symbols as templates).
    case automatic
    /// Its own colours.
    case alwaysOriginal
    /// As a template, in the tint colour.
    case alwaysTemplate
  }

  /// The image drawn with a rendering mode, as `UIImage.withRenderingMode(_:)`: the same
  /// image here, since a text renderer draws an image as its name, whatever its colours.
  ///
  /// - Parameter renderingMode: The rendering mode.
  /// - Returns: The image.
  /// - Complexity: O(1).
  public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
    self
  }

  /// The image tinted with a colour, as `UIImage.withTintColor(_:)`: the same image here.
  ///
  /// - Parameter color: The tint colour.
  /// - Returns: The image.
  /// - Complexity: O(1).
  public func withTintColor(_ color: UIColor) -> Image {
    self
  }

  /// The image tinted with a colour and drawn with a rendering mode, as
  /// `UIImage.withTintColor(_:renderingMode:)`: the same image here.
  ///
  /// - Parameters:
  ///   - color: The tint colour.
  ///   - renderingMode: The rendering mode.
  /// - Returns: The image.
  /// - Complexity: O(1).
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> Image {
    self
  }

  /// The size of a symbol relative to the font it goes with, as
  /// `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Hashable, Sendable {
    /// The scale the context decides.
    case `default` = -1
    /// Unspecified.
    case unspecified
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large.
    case large
  }

  /// How a symbol image is drawn (its size, weight and scale), as
  /// `UIImage.SymbolConfiguration`. Recorded only: a symbol is drawn as its name.
  public struct SymbolConfiguration: Hashable, Sendable {
    /// The point size, or `nil` when the configuration gives none.
    let pointSize: CGFloat?
    /// The weight, or `nil`.
    let weight: Font.Weight?
    /// The scale, or `nil`.
    let scale: SymbolScale?
    /// The text style, or `nil`.
    let textStyle: Font.TextStyle?

    /// A configuration of a point size, as `UIImage.SymbolConfiguration(pointSize:)`.
    ///
    /// - Parameter pointSize: The point size.
    /// - Complexity: O(1).
    public init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: nil, scale: nil, textStyle: nil)
    }

    /// A configuration of a point size and weight, as
    /// `UIImage.SymbolConfiguration(pointSize:weight:)`.
    ///
    /// - Parameters:
    ///   - pointSize: The point size.
    ///   - weight: The weight.
    /// - Complexity: O(1).
    public init(pointSize: CGFloat, weight: Font.Weight) {
      self.init(pointSize: pointSize, weight: weight, scale: nil, textStyle: nil)
    }

    /// A configuration of a weight, as `UIImage.SymbolConfiguration(weight:)`.
    ///
    /// - Parameter weight: The weight.
    /// - Complexity: O(1).
    public init(weight: Font.Weight) {
      self.init(pointSize: nil, weight: weight, scale: nil, textStyle: nil)
    }

    /// A configuration of a scale, as `UIImage.SymbolConfiguration(scale:)`.
    ///
    /// - Parameter scale: The scale.
    /// - Complexity: O(1).
    public init(scale: SymbolScale) {
      self.init(pointSize: nil, weight: nil, scale: scale, textStyle: nil)
    }

    /// A configuration of a text style, as `UIImage.SymbolConfiguration(textStyle:)`.
    ///
    /// - Parameter textStyle: The text style.
    /// - Complexity: O(1).
    public init(textStyle: Font.TextStyle) {
      self.init(pointSize: nil, weight: nil, scale: nil, textStyle: textStyle)
    }

    private init(
      pointSize: CGFloat?, weight: Font.Weight?, scale: SymbolScale?, textStyle: Font.TextStyle?
    ) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
    }
  }

  /// A symbol image drawn with a configuration, as `UIImage(systemName:withConfiguration:)`:
  /// the symbol of that name; the configuration is not kept.
  ///
  /// - Parameters:
  ///   - name: The symbol's name.
  ///   - configuration: How to draw it.
  /// - Complexity: O(*n*), where *n* is the length of the name.
  public init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
    self.init(systemName: name)
  }
}
