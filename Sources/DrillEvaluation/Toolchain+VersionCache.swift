import DrillContent
import DrillSupport
import Foundation

extension Toolchain {
  /// The name of the file remembering `swiftc --version` in the cache folder.
  static let versionCacheName = "swiftc-version"

  /// `swiftc --version` costs a process start (≈ 0.1–0.2 s), paid before every
  /// study session. The answer is kept beside the stamp of the compiler's real
  /// file (symlinks resolved): a reinstalled or upgraded compiler has another
  /// stamp and is asked again.
  static func cachedVersion(of swiftc: String, in folder: URL) throws(CodeRunnerError) -> String {
    let resolved = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path
    let key = "\(swiftc)\t\(FileStamp(path: resolved, role: .pack))"
    let file = folder.appendingPathComponent(versionCacheName)
    if let data = FileManager.default.contents(atPath: file.path) {
      let lines = String(decoding: data, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false)
      if lines.count >= 2, lines[0] == key, !lines[1].isEmpty { return String(lines[1]) }
    }
    let found = try version(of: swiftc)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? AtomicFile.write("\(key)\n\(found)\n", to: file)
    return found
  }
}
