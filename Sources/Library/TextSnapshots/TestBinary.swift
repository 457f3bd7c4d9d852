import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// The test binary this process runs.
package enum TestBinary {
  /// Why the running test binary cannot be told.
  package enum Unknown: Error, Equatable {
    case unreadableExecutable
    case noBundle
    case bundles(Int)
    case unsupportedPlatform

    /// Why, as one phrase.
    package var reason: String {
      switch self {
      case .unreadableExecutable: "/proc/self/exe cannot be read"
      case .noBundle: "no .xctest bundle is loaded"
      case .bundles(let count): "\(count) .xctest bundles are loaded"
      case .unsupportedPlatform: "this platform does not say which binary runs"
      }
    }
  }

  /// The path of the running test binary: on Linux the process's executable, on Apple
  /// platforms the one loaded `.xctest` bundle's.
  package static func running() -> Result<String, Unknown> {
    #if os(Linux)
      guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
      else { return .failure(.unreadableExecutable) }
      return .success(path)
    #elseif canImport(Darwin)
      var bundles: [String] = []
      for index in 0..<_dyld_image_count() {
        guard let name = _dyld_get_image_name(index) else { continue }
        let path = String(cString: name)
        if path.contains(".xctest/") { bundles.append(path) }
      }
      guard bundles.count == 1, let bundle = bundles.first else {
        return .failure(bundles.isEmpty ? .noBundle : .bundles(bundles.count))
      }
      return .success(bundle)
    #else
      return .failure(.unsupportedPlatform)
    #endif
  }
}
