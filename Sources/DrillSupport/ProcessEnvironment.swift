#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's environment as a dictionary, as `ProcessInfo.processInfo.environment` gives
/// it (each `NAME=value` entry split at its first `=`, entries without one left out, a later
/// duplicate winning), read once at start. Foundation found each `=` character by character
/// and copied every entry first: 0.9 million instructions of a first prompt.
package enum ProcessEnvironment {
  package static func current() -> [String: String] {
    #if canImport(Darwin)
      guard let entries = _NSGetEnviron().pointee else { return [:] }
    #else
      guard let entries = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else { return [:] }
    #endif
    var result: [String: String] = [:]
    var index = 0
    while let entry = entries[index] {
      index += 1
      let bytes = UnsafeRawBufferPointer(start: entry, count: strlen(entry))
      if let (name, value) = split(bytes) { result[name] = value }
    }
    return result
  }

  /// `NAME=value` split at its first `=`. On bytes when the name is ASCII and an ASCII byte
  /// (or nothing) follows the `=`: then that `=` is a character of its own. Otherwise as
  /// Foundation does, by characters (a combining mark after it makes another character).
  static func split(_ bytes: UnsafeRawBufferPointer) -> (String, String)? {
    let equals = UInt8(ascii: "=")
    if let at = bytes.firstIndex(of: equals), bytes[..<at].allSatisfy({ $0 < 0x80 }),
      at + 1 == bytes.count || bytes[at + 1] < 0x80
    {
      return (
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[..<at]), as: UTF8.self),
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(at + 1)...]), as: UTF8.self)
      )
    }
    let text = String(decoding: bytes, as: UTF8.self)
    guard let delimiter = text.firstIndex(of: "=") else { return nil }
    return (String(text[..<delimiter]), String(text[text.index(after: delimiter)...]))
  }
}
