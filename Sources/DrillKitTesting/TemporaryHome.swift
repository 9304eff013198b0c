import Foundation

/// A fresh, empty folder for `SWIFTDRILL_HOME` or scratch files.
public enum TemporaryHome {
  public static func make() -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftdrill-test-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
