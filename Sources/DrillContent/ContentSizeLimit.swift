import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Caps on content size: a hostile or broken pack must not exhaust memory.
/// Sizes are checked with `stat` before anything is read, and reads stop at
/// the cap even if a file grows in between.
public struct ContentSizeLimit: Sendable, Hashable {
  /// Largest single content file, in bytes.
  public var perFile: Int
  /// Largest total of all content files of one load, in bytes.
  public var total: Int

  public init(perFile: Int = 8 << 20, total: Int = 256 << 20) {
    self.perFile = perFile
    self.total = total
  }

  public static let standard = ContentSizeLimit()

  /// Why a file is refused: nil when it may be read.
  struct Refusal: Error {
    var message: String
  }

  /// The files whose sizes fit, in order, and one message per refused file.
  func admit(_ paths: [String]) -> (admitted: Set<String>, refused: [String: String]) {
    var admitted: Set<String> = []
    var refused: [String: String] = [:]
    var sum = 0
    for path in paths {
      var info = stat()
      guard stat(path, &info) == 0 else {
        admitted.insert(path)  // the read reports it
        continue
      }
      let size = Int(info.st_size)
      if size > perFile {
        refused[path] =
          "this file is \(Self.megabytes(size)); content files may be at most \(Self.megabytes(perFile))"
      } else if sum + size > total {
        refused[path] =
          "not loaded: content would exceed \(Self.megabytes(total)) in all (this file is \(Self.megabytes(size)))"
      } else {
        sum += size
        admitted.insert(path)
      }
    }
    return (admitted, refused)
  }

  /// Reads at most `perFile` bytes of `path`; nil when it cannot be read or is bigger.
  func read(_ path: String) -> Result<[UInt8], Refusal> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(Refusal(message: "cannot read this file")) }
    defer { close(descriptor) }
    // The bytes as the loader keeps them (`SourceText`), not a `Data` to copy again: read
    // straight into the array, sized by `fstat` (one byte over, to see the end); a file
    // that outgrows it (or whose size is unknown) goes on through a buffer.
    var info = stat()
    let expected = fstat(descriptor, &info) == 0 ? min(max(Int(info.st_size), 0), perFile) : 0
    var failed = false
    var data = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
      while count < buffer.count {
        let read = Self.systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
        if read < 0 && errno == EINTR { continue }
        if read <= 0 {
          failed = read < 0
          return
        }
        count += read
      }
    }
    if failed { return .failure(Refusal(message: "cannot read this file")) }
    if data.count <= expected { return .success(data) }
    if data.count > perFile { return .failure(Self.grew(perFile)) }
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { Self.systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Refusal(message: "cannot read this file"))
      }
      if count == 0 { return .success(data) }
      data.append(contentsOf: buffer[0..<count])
      if data.count > perFile {
        return .failure(Self.grew(perFile))
      }
    }
  }

  private static func grew(_ perFile: Int) -> Refusal {
    Refusal(message: "this file grew past \(megabytes(perFile)) while being read")
  }

  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  static func megabytes(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\((bytes + (1 << 19)) >> 20) MB" : "\(bytes) bytes"
  }
}
