// `import UIKit` brings `URLSession` and `URLRequest` with Foundation; on Linux they live in
// FoundationNetworking, so `import ListBindingUIKit` brings that too, and a screen that loads
// its rows with `URLSession.shared.dataTask(with:)` compiles unchanged.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
