import DrillSupport
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
  /// Bumped whenever the layout (`ContentCache+Snapshot.swift`, `ContentLibrary+Binary.swift`) changes.
  public static let formatVersion = 12
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
  ///
  /// From a snapshot only the header is decoded: `catalog` lists the questions and
  /// decodes each when asked; `library` decodes everything (when a command needs all).
  public struct Loaded: Sendable {
    enum Contents: Sendable {
      case parsed(ContentLibrary)
      case snapshot(Snapshot, reparse: @Sendable () -> ContentLibrary)
    }

    let contents: Contents
    public let catalog: QuestionCatalog
    public var fromCache: Bool

    init(parsed library: ContentLibrary) {
      contents = .parsed(library)
      catalog = QuestionCatalog(library)
      fromCache = false
    }

    /// `fromCache` is false for a snapshot made by this load from a fresh parse.
    init(snapshot: Snapshot, fromCache: Bool = true, reparse: @escaping @Sendable () -> ContentLibrary) {
      contents = .snapshot(snapshot, reparse: reparse)
      catalog = QuestionCatalog(
        entries: QuestionCatalog.Entries(snapshot.index), packIDs: snapshot.packIDs,
        errorCount: snapshot.errorCount, storage: .records(snapshot.records, recover: Self.recovery(snapshot))
      )
      self.fromCache = fromCache
    }

    /// Everything loaded: decoded from the snapshot (parsed again if a record is damaged).
    public var library: ContentLibrary {
      switch contents {
      case .parsed(let library): return library
      case .snapshot(let snapshot, let reparse): return (try? snapshot.library()) ?? reparse()
      }
    }

    /// The packs in outline (no questions), the lessons and the diagnostics, without
    /// decoding a question: what `check FILE` judges the checked files against.
    public var outline: ContentLibrary {
      switch contents {
      case .parsed(let library): return library
      case .snapshot(let snapshot, let reparse): return (try? snapshot.outline()) ?? reparse()
      }
    }

    /// Re-reads a question whose record is damaged from its pack's file (the packs are
    /// decoded then, not before).
    private static func recovery(_ snapshot: Snapshot) -> @Sendable (QuestionCatalog.Entry) -> Question? {
      { entry in
        guard let packs = try? snapshot.packs().packs,
          let path = packs.first(where: { $0.id == entry.packID })?.path
        else { return nil }
        let source = ContentSource(URL(fileURLWithPath: path), role: .questions)
        return ContentLoader().load([source]).questions.first { $0.id == entry.id }
      }
    }
  }

  /// The library of `sources`: from the snapshot when every file is as it was
  /// when the snapshot was made, else parsed by `loader` (and a new snapshot written).
  public func load(_ sources: [ContentSource], loader: ContentLoader = ContentLoader()) -> Loaded {
    load(sources, stamps: ContentStamps(sources), loader: loader)
  }

  /// The same, keyed by `stamps`, which must have been taken of these `sources` just
  /// now (the caller keeps them to notice later changes): the folders are searched once.
  public func load(
    _ sources: [ContentSource], stamps contentStamps: ContentStamps, loader: ContentLoader = ContentLoader()
  ) -> Loaded {
    // Stamp the files before reading them: a change after this point makes the
    // next run's stamps differ from the ones stored, so it cannot be served stale.
    let stamps = contentStamps.contentFiles
    let fingerprint = Self.fingerprint(
      build: build, stamps: stamps, diagnostics: contentStamps.findingDiagnostics)
    let url = snapshotURL(for: sources)
    if let snapshot = readSnapshot(at: url, fingerprint: fingerprint) {
      return Loaded(snapshot: snapshot, reparse: { loader.load(sources) })
    }
    // The packs are parsed in outline, each pack's questions encoded whole by the worker
    // that parsed it into a spool file, so the text is held neither as strings nor as
    // records: a large bank's first load costs little more memory than a snapshot's.
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let spool = RecordSpool(folder: directory)
    let (outline, records) = loader.loadEncoded(sources, into: spool)
    let newest = stamps.map(\.newestChange).max() ?? 0
    if newest < Date().timeIntervalSince1970 - racyWindow {
      // Readers see the old snapshot or the new one, never half of one.
      let written: Void? = try? AtomicFile.write(
        to: url,
        pieces: { write in
          try Self.write(outline, records: records, spool: spool, fingerprint: fingerprint, to: write)
        })
      if written != nil, !spool.failed, let snapshot = readSnapshot(at: url, fingerprint: fingerprint) {
        removeLegacySnapshots()
        return Loaded(snapshot: snapshot, fromCache: false, reparse: { loader.load(sources) })
      }
    }
    // Not written (a file changed just now, or the cache cannot be written): served from memory.
    var data = Data()
    Self.write(outline, records: records, spool: spool, fingerprint: fingerprint) {
      data.append(contentsOf: $0)
    }
    if !spool.failed, let snapshot = Self.decode(data, fingerprint: fingerprint) {
      return Loaded(snapshot: snapshot, fromCache: false, reparse: { loader.load(sources) })
    }
    return Loaded(parsed: loader.load(sources))
  }

  /// A build's identity: its version and the size and modification time of its executable,
  /// so a rebuilt binary (with a changed parser) never reads an older build's snapshot.
  public static func buildIdentity(version: String, executable: URL?) -> String {
    guard let executable else { return version }
    let stamp = FileStamp(path: executable.resolvingSymlinksInPath().path, role: .pack)
    return "\(version) \(stamp.size) \(stamp.modified)"
  }

  func snapshotURL(for sources: [ContentSource]) -> URL {
    // Each source's path and role, a line each (joined by hand: the generic `joined` is not
    // specialised for a start and made its metadata at run time, a tenth of the content's load).
    var names = ""
    for source in sources {
      if !names.isEmpty { names += "\n" }
      names += source.url.standardizedFileURL.path
      names += "|"
      names += source.role.name
    }
    // A stable hash, not SHA-256: the name is all it makes, and a start from the cache
    // does not load libcrypto for it (the header's fingerprint decides whether a snapshot serves).
    return directory.appendingPathComponent(Self.namePrefix + StableHash.hex(names) + ".snapshot")
  }

  /// Names since StableHash became XXH3-128 start with this; the builds before named a snapshot
  /// by 32 hex digits alone (another hash), so no name of theirs is one of ours.
  static let namePrefix = "x3-"

  /// Removes the snapshots the builds before XXH3 left (32 hex digits and `.snapshot`): this
  /// build never reads them, and each held a whole parsed library. A build of that kind still
  /// running loses its snapshot and parses again; nothing else is lost.
  func removeLegacySnapshots() {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
    for name in names where Self.isLegacySnapshotName(name) {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }

  static func isLegacySnapshotName(_ name: String) -> Bool {
    let utf8 = Array(name.utf8)
    let suffix = Array(".snapshot".utf8)
    guard utf8.count == 32 + suffix.count, utf8.suffix(suffix.count).elementsEqual(suffix) else {
      return false
    }
    return utf8.prefix(32).allSatisfy {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
    }
  }

  static func fingerprint(build: String, stamps: [FileStamp], diagnostics: [Diagnostic]) -> String {
    // The lines "format N", "build B", each stamp's description and each diagnostic's,
    // joined by newlines; written as bytes (it is made at every start).
    var bytes = Array("format \(formatVersion)\nbuild \(build)".utf8)
    bytes.reserveCapacity(bytes.count + stamps.reduce(0) { $0 + $1.path.utf8.count + 80 })
    for stamp in stamps {
      bytes.append(UInt8(ascii: "\n"))
      stamp.append(to: &bytes)
    }
    for diagnostic in diagnostics {
      bytes.append(UInt8(ascii: "\n"))
      bytes += diagnostic.description.utf8
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The snapshot at `url`, mapped, when its header is whole and matches `fingerprint`.
  private func readSnapshot(at url: URL, fingerprint: String) -> Snapshot? {
    guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return nil }
    return Self.decode(data, fingerprint: fingerprint)
  }

}
