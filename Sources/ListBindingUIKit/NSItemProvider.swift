import Foundation
import ListBinding

#if !canImport(Darwin)
  // Foundation's item provider, which the Foundation on Linux lacks: what a table's drag
  // and drop handlers use to carry strings and data. On Apple platforms, Foundation's own
  // `NSItemProvider` is used.

  /// What an item provider makes of an object's data, as Foundation's
  /// `NSItemProviderRepresentationVisibility`, with its raw values. Recorded: every
  /// representation is visible here.
  public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Visible to every process.
    case all = 0
    /// Visible to the apps of the same team.
    case team = 1
    /// Visible to the apps of the same group.
    case group = 2
    /// Visible only to the process that registered it.
    case ownProcess = 3
  }

  /// A class whose objects an item provider can hand out as data, as Foundation's
  /// `NSItemProviderWriting`. `NSString` adopts it.
  public protocol NSItemProviderWriting: AnyObject, SendableMetatype {
    /// The uniform type identifiers of the data the class writes, best first, as
    /// `NSItemProviderWriting.writableTypeIdentifiersForItemProvider`.
    static var writableTypeIdentifiersForItemProvider: [String] { get }

    /// Hands out the object's data of `typeIdentifier`, as
    /// `NSItemProviderWriting.loadData(withTypeIdentifier:forItemProviderCompletionHandler:)`.
    ///
    /// - Parameters:
    ///   - typeIdentifier: One of ``writableTypeIdentifiersForItemProvider``.
    ///   - completionHandler: Receives the data, or an error.
    /// - Returns: The load's progress, or `nil`.
    func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
  }

  /// A class whose objects an item provider can make from data, as Foundation's
  /// `NSItemProviderReading`. `NSString` adopts it.
  public protocol NSItemProviderReading: AnyObject, SendableMetatype {
    /// The uniform type identifiers of the data the class reads, best first, as
    /// `NSItemProviderReading.readableTypeIdentifiersForItemProvider`.
    static var readableTypeIdentifiersForItemProvider: [String] { get }

    /// Makes an object from `data` of `typeIdentifier`, as
    /// `NSItemProviderReading.object(withItemProviderData:typeIdentifier:)`.
    ///
    /// - Parameters:
    ///   - data: The data.
    ///   - typeIdentifier: The data's uniform type identifier.
    /// - Returns: The object.
    /// - Throws: An error when the data makes no object of the class.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
  }

  /// An item's data, in the uniform types it can be had as, as Foundation's `NSItemProvider`
  /// (which the Foundation on Linux lacks).
  ///
  /// A provider holds an object (``init(object:)``) and representations registered with
  /// ``registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)``, and loads
  /// them as objects or data. Apple's Foundation calls the completion handlers on a queue of
  /// its own ("The system uses an internal queue when calling the completion blocks", Apple's
  /// `NSItemProvider` page), so code that updates the interface dispatches to the main queue;
  /// here they run on the main queue when it next turns (*assumed*, so that such code and a
  /// test that drains the main queue see the same order). A type conforms to another as in
  /// Apple's type tree for the common text, data and image types (`public.utf8-plain-text`
  /// conforms to `public.plain-text`, `public.text`, `public.data`, `public.content` and
  /// `public.item`); other types conform only to themselves.
  open class NSItemProvider {
    /// The code that hands out the data of one registered type.
    public typealias LoadHandler =
      @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?

    /// The error domain of the provider's errors, as `NSItemProvider.errorDomain`.
    public static let errorDomain = "NSItemProviderErrorDomain"

    /// The codes of the provider's errors, as `NSItemProvider.ErrorCode`, with Foundation's
    /// raw values.
    public enum ErrorCode: Int, Sendable {
      /// An unknown error.
      case unknownError = -1
      /// The provider has no data of the type asked for.
      case itemUnavailableError = -1000
      /// The data makes no object of the class asked for.
      case unexpectedValueClassError = -1100
      /// The data cannot be turned into the type asked for.
      case unavailableCoercionError = -1200
    }

    /// Where a representation's data comes from.
    private enum Source {
      /// The object the provider was made with.
      case object
      /// A registered load handler.
      case handler(LoadHandler)
    }

    /// The object the provider was made with, or `nil`.
    private let object: (any NSItemProviderWriting)?
    /// The representations, in the order they were registered, the object's first.
    private var representations: [(typeIdentifier: String, source: Source)] = []

    /// Makes an empty provider, as `NSItemProvider()`.
    ///
    /// - Complexity: O(1).
    public init() {
      object = nil
    }

    /// Makes a provider of `object`'s data, in each type its class writes, as
    /// `NSItemProvider(object:)`.
    ///
    /// - Parameter object: The object, an `NSString` for text.
    /// - Complexity: O(*t*) for the *t* types the class writes.
    public init(object: any NSItemProviderWriting) {
      self.object = object
      representations = type(of: object).writableTypeIdentifiersForItemProvider.map {
        ($0, .object)
      }
    }

    /// The uniform type identifiers the provider has data for, in the order they were
    /// registered, as `NSItemProvider.registeredTypeIdentifiers`.
    ///
    /// - Complexity: O(*r*) for *r* representations.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Registers the data of `typeIdentifier`, handed out by `loadHandler` when asked, as
    /// `NSItemProvider.registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`.
    ///
    /// - Parameters:
    ///   - typeIdentifier: The data's uniform type identifier.
    ///   - visibility: Who may see the data; recorded only.
    ///   - loadHandler: The code that hands out the data, once for each load.
    /// - Complexity: O(1) amortized.
    open func registerDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      visibility: NSItemProviderRepresentationVisibility,
      loadHandler: @escaping LoadHandler
    ) {
      representations.append((typeIdentifier, .handler(loadHandler)))
    }

    /// Whether the provider has data of a type that conforms to `typeIdentifier`, as
    /// `NSItemProvider.hasItemConformingToTypeIdentifier(_:)`.
    ///
    /// - Parameter typeIdentifier: A uniform type identifier.
    /// - Returns: Whether a representation's type conforms to it.
    /// - Complexity: O(*r*) for *r* representations.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
      representations.contains {
        UniformTypeTree.conforms($0.typeIdentifier, to: typeIdentifier)
      }
    }

    /// Whether the provider can make an object of `aClass`, as
    /// `NSItemProvider.canLoadObject(ofClass:)`.
    ///
    /// - Parameter aClass: The class, `NSString.self` for text.
    /// - Returns: Whether the provider has data of a type the class reads.
    /// - Complexity: O(*r* · *t*) for *r* representations and *t* types the class reads.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
      representation(readableBy: aClass) != nil
    }

    /// Loads the data of the first representation that conforms to `typeIdentifier`, as
    /// `NSItemProvider.loadDataRepresentation(forTypeIdentifier:completionHandler:)`.
    ///
    /// The handler runs on the main queue when it next turns (Apple's runs on a queue of its
    /// own), with the data, or with an error of ``errorDomain`` and
    /// ``ErrorCode/itemUnavailableError`` when the provider has no such data.
    ///
    /// - Parameters:
    ///   - typeIdentifier: A uniform type identifier.
    ///   - completionHandler: Receives the data, or an error.
    /// - Returns: The load's progress.
    /// - Complexity: O(*r*) for *r* representations, besides the load handler.
    @discardableResult
    open func loadDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
      let progress = Progress(totalUnitCount: 1)
      guard
        let index = representations.firstIndex(where: {
          UniformTypeTree.conforms($0.typeIdentifier, to: typeIdentifier)
        })
      else {
        let error = Self.error(.itemUnavailableError)
        DispatchQueue.main.async { completionHandler(nil, error) }
        return progress
      }
      load(at: index) { data, error in
        DispatchQueue.main.async { completionHandler(data, error) }
      }
      progress.completedUnitCount = 1
      return progress
    }

    /// Loads an object of `aClass` from the first representation of a type the class reads,
    /// as `NSItemProvider.loadObject(ofClass:completionHandler:)`.
    ///
    /// The handler runs on the main queue when it next turns (Apple's runs on a queue of its
    /// own), with the object, or with an error: ``ErrorCode/itemUnavailableError`` when the
    /// provider has no data the class reads, or what the class's
    /// `object(withItemProviderData:typeIdentifier:)` throws.
    ///
    /// - Parameters:
    ///   - aClass: The class, `NSString.self` for text.
    ///   - completionHandler: Receives the object, or an error.
    /// - Returns: The load's progress.
    /// - Complexity: O(*r* · *t*) for *r* representations and *t* types the class reads,
    ///   besides the load handler.
    @discardableResult
    open func loadObject(
      ofClass aClass: any NSItemProviderReading.Type,
      completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
      let progress = Progress(totalUnitCount: 1)
      guard let (index, readType) = representation(readableBy: aClass) else {
        let error = Self.error(.itemUnavailableError)
        DispatchQueue.main.async { completionHandler(nil, error) }
        return progress
      }
      load(at: index) { data, error in
        DispatchQueue.main.async {
          guard let data else {
            completionHandler(nil, error ?? Self.error(.itemUnavailableError))
            return
          }
          do {
            completionHandler(
              try aClass.object(withItemProviderData: data, typeIdentifier: readType), nil)
          } catch {
            completionHandler(nil, error)
          }
        }
      }
      progress.completedUnitCount = 1
      return progress
    }

    /// The first representation whose type a type `aClass` reads conforms to, and that type.
    private func representation(readableBy aClass: any NSItemProviderReading.Type) -> (
      index: Int, typeIdentifier: String
    )? {
      for (index, representation) in representations.enumerated() {
        for readable in aClass.readableTypeIdentifiersForItemProvider
        where UniformTypeTree.conforms(representation.typeIdentifier, to: readable) {
          return (index, representation.typeIdentifier)
        }
      }
      return nil
    }

    /// Hands the data of the representation at `index` to `completion`.
    private func load(
      at index: Int, _ completion: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) {
      let representation = representations[index]
      switch representation.source {
      case .handler(let handler):
        _ = handler(completion)
      case .object:
        guard let object else {
          completion(nil, Self.error(.itemUnavailableError))
          return
        }
        _ = object.loadData(
          withTypeIdentifier: representation.typeIdentifier,
          forItemProviderCompletionHandler: completion)
      }
    }

    /// An error of the provider's domain.
    private static func error(_ code: ErrorCode) -> NSError {
      NSError(domain: errorDomain, code: code.rawValue)
    }
  }

  extension NSItemProvider {
    /// Whether the provider can make a value of `T`, as the Swift overlay's
    /// `NSItemProvider.canLoadObject(ofClass:)` for `String.self`.
    ///
    /// - Parameter ofClass: The value's type, `String.self` for text.
    /// - Returns: Whether the provider has data of a type `T`'s class reads.
    /// - Complexity: O(*r* · *t*) for *r* representations and *t* types the class reads.
    public func canLoadObject<T>(ofClass: T.Type) -> Bool
    where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
      canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Loads a value of `T`, as the Swift overlay's
    /// `NSItemProvider.loadObject(ofClass:completionHandler:)` for `String.self`; see
    /// ``loadObject(ofClass:completionHandler:)-(NSItemProviderReading.Type,_)``.
    ///
    /// - Parameters:
    ///   - ofClass: The value's type, `String.self` for text.
    ///   - completionHandler: Receives the value, or an error, on the main queue.
    /// - Returns: The load's progress.
    /// - Complexity: O(*r* · *t*) for *r* representations and *t* types the class reads,
    ///   besides the load handler.
    @discardableResult
    public func loadObject<T>(
      ofClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress
    where
      T: _ObjectiveCBridgeable & SendableMetatype, T._ObjectiveCType: NSItemProviderReading
    {
      loadObject(ofClass: T._ObjectiveCType.self) { object, error in
        guard let object = object as? T._ObjectiveCType else {
          completionHandler(nil, error)
          return
        }
        completionHandler(T._unconditionallyBridgeFromObjectiveC(object), nil)
      }
    }
  }

  extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// The types a string writes: UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] {
      ["public.utf8-plain-text"]
    }

    /// The types a string reads: UTF-8 plain text, and plain text and text taken as UTF-8.
    public static var readableTypeIdentifiersForItemProvider: [String] {
      ["public.utf8-plain-text", "public.plain-text", "public.text"]
    }

    /// Hands out the string as UTF-8 data, at once.
    ///
    /// - Parameters:
    ///   - typeIdentifier: The type asked for; any gives UTF-8 text.
    ///   - completionHandler: Receives the data.
    /// - Returns: `nil`.
    /// - Complexity: O(*n*) for a string of *n* bytes.
    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
      completionHandler(Data(String._unconditionallyBridgeFromObjectiveC(self).utf8), nil)
      return nil
    }

    /// Makes a string from UTF-8 data.
    ///
    /// - Parameters:
    ///   - data: The data.
    ///   - typeIdentifier: The data's type.
    /// - Returns: The string.
    /// - Throws: An error of `NSItemProvider.errorDomain`, code
    ///   `unexpectedValueClassError`, when the data is not UTF-8 or `Self` is a subclass.
    /// - Complexity: O(*n*) for *n* bytes.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
      -> Self
    {
      guard let text = String(data: data, encoding: .utf8),
        let string = NSString(string: text) as? Self
      else {
        throw NSError(
          domain: NSItemProvider.errorDomain,
          code: NSItemProvider.ErrorCode.unexpectedValueClassError.rawValue)
      }
      return string
    }
  }

  /// The part of Apple's uniform type tree the provider knows.
  private enum UniformTypeTree {
    /// Each known type's parents.
    private static let parents: [String: [String]] = [
      "public.utf8-plain-text": ["public.plain-text"],
      "public.utf16-plain-text": ["public.plain-text"],
      "public.plain-text": ["public.text"],
      "public.json": ["public.text"],
      "public.url": ["public.data"],
      "public.text": ["public.data", "public.content"],
      "public.png": ["public.image"],
      "public.jpeg": ["public.image"],
      "public.image": ["public.data", "public.content"],
      "public.data": ["public.item"],
      "public.content": [],
      "public.item": [],
    ]

    /// Whether `type` is `other` or one of its ancestors is.
    ///
    /// - Complexity: O(*d*) for the depth *d* of the tree.
    static func conforms(_ type: String, to other: String) -> Bool {
      if type == other { return true }
      return (parents[type] ?? []).contains { conforms($0, to: other) }
    }
  }
#endif
