import Foundation

/// Says why a system call failed, in the system's own words.
package enum SystemReason {
  /// The `errno` behind a Foundation error, when it has one.
  package static func code(of error: any Error) -> Int32? {
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
    guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    else { return nil }
    return Int32(underlying.code)
  }

  /// The text for an `errno`: `No space left on device`.
  package static func describe(code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// The text for a failed read or write: the `errno`'s text when there is one.
  package static func describe(_ error: any Error) -> String {
    code(of: error).map(describe(code:)) ?? (error as NSError).localizedDescription
  }
}
