import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A parsed-content cache: a binary snapshot of the `ContentLibrary` loaded
/// from a set of sources, served instead of parsing every Markdown file again
/// when nothing changed.
///
/// The snapshot is keyed by the build and by every content file's path, size,
/// modification and change times, inode and device (`FileStamp`). Any
/// difference — a file edited, added, removed or replaced, another build —
/// means a full parse and a new snapshot. A snapshot is never written while a
/// file was changed within `racyWindow`, so an edit in the same clock tick as
/// the snapshot cannot go unnoticed. A damaged snapshot is a cache miss.
public struct ContentCache: Sendable {
  /// Bumped whenever the binary layout in `ContentLibrary+Binary.swift` changes.
  public static let formatVersion = 1
  static let magic: [UInt8] = Array("SDCC".utf8)

  /// The folder holding `<key>.snapshot` files.
  public var directory: URL
  /// What identifies the running build (see `buildIdentity(version:executable:)`).
  public var build: String
  /// Files changed more recently than this are not trusted to a snapshot.
  public var racyWindow: TimeInterval

  public init(directory: URL, build: String, racyWindow: TimeInterval = 2) {
    self.directory = directory
    self.build = build
    self.racyWindow = racyWindow
  }

  /// The cache under `paths.cacheDirectory/content`.
  public init(paths: AppPaths, build: String) {
    self.init(
      directory: paths.cacheDirectory.appendingPathComponent("content", isDirectory: true), build: build)
  }

  /// A library and whether it came from a snapshot.
  public struct Loaded: Sendable {
    public var library: ContentLibrary
    public var fromCache: Bool
  }

  /// The library of `sources`: from the snapshot when every file is as it was
  /// when the snapshot was made, else parsed by `loader` (and a new snapshot written).
  public func load(_ sources: [ContentSource], loader: ContentLoader = ContentLoader()) -> Loaded {
    // Stamp the files before reading them: a change after this point makes the
    // next run's stamps differ from the ones stored, so it cannot be served stale.
    var finder = ContentFileFinder()
    for source in sources { finder.add(source) }
    let stamps = finder.files.map { FileStamp(path: $0.path, role: $0.role) }
    let fingerprint = Self.fingerprint(build: build, stamps: stamps, diagnostics: finder.diagnostics)
    let url = snapshotURL(for: sources)
    if let library = readSnapshot(at: url, fingerprint: fingerprint) {
      return Loaded(library: library, fromCache: true)
    }
    let library = loader.load(sources)
    let newest = stamps.map(\.newestChange).max() ?? 0
    if newest < Date().timeIntervalSince1970 - racyWindow {
      writeSnapshot(library, fingerprint: fingerprint, to: url)
    }
    return Loaded(library: library, fromCache: false)
  }

  /// A build's identity: its version and the size and modification time of its executable,
  /// so a rebuilt binary (with a changed parser) never reads an older build's snapshot.
  public static func buildIdentity(version: String, executable: URL?) -> String {
    guard let executable else { return version }
    let stamp = FileStamp(path: executable.resolvingSymlinksInPath().path, role: .pack)
    return "\(version) \(stamp.size) \(stamp.modified)"
  }

  func snapshotURL(for sources: [ContentSource]) -> URL {
    let names = sources.map { "\($0.url.standardizedFileURL.path)|\($0.role)" }
    return directory.appendingPathComponent(SHA256.hex(names.joined(separator: "\n")) + ".snapshot")
  }

  static func fingerprint(build: String, stamps: [FileStamp], diagnostics: [Diagnostic]) -> String {
    var lines = ["format \(formatVersion)", "build \(build)"]
    lines += stamps.map(\.description)
    lines += diagnostics.map(\.description)
    return lines.joined(separator: "\n")
  }

  private func readSnapshot(at url: URL, fingerprint: String) -> ContentLibrary? {
    guard let data = FileManager.default.contents(atPath: url.path), data.count > Self.magic.count else {
      return nil
    }
    let bytes = [UInt8](data)
    guard Array(bytes.prefix(Self.magic.count)) == Self.magic else { return nil }
    var reader = BinaryReader(Array(bytes.dropFirst(Self.magic.count)))
    do {
      guard try reader.readString() == fingerprint else { return nil }
      let library = try ContentLibrary(from: &reader)
      return reader.isAtEnd ? library : nil
    } catch {
      return nil
    }
  }

  /// Writes the snapshot atomically; a cache that cannot be written is skipped.
  private func writeSnapshot(_ library: ContentLibrary, fingerprint: String, to url: URL) {
    var writer = BinaryWriter(capacity: 1 << 16)
    writer.write(fingerprint)
    library.encode(to: &writer)
    var data = Data(Self.magic)
    data.append(contentsOf: writer.bytes)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // A temporary file, then rename(2): readers see the old snapshot or the new one.
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    guard (try? data.write(to: temporary)) != nil else { return }
    if rename(temporary.path, url.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
  }
}
