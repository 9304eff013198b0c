import DrillSupport
import Foundation
import Synchronization

/// What `swift-autolink-extract` wrote for given objects, kept: its output (the libraries
/// to link, one per line) depends only on the objects' `.swift1_autolink_entries`
/// sections, in order, which are the same for every program that imports the same
/// modules. The sections are read from the objects here; the tool runs once per
/// distinct set (≈ 0.04 s of CPU and a sandboxed process saved on every other link).
enum AutolinkCache {
  /// The section the frontend lists a module's libraries in (ELF).
  static let sectionName = ".swift1_autolink_entries"

  /// What was learned in this process, by folder and key.
  private static let learned = Mutex([String: String]())

  /// The key of `objects` (paths) for the tool at `tool`; nil when one is not a
  /// readable 64-bit little-endian ELF object (the tool then runs).
  static func key(objects: [String], tool: String, toolchain: Toolchain) -> String? {
    var parts = ["autolink-1", tool, toolchain.version]
    for object in objects {
      guard let data = FileManager.default.contents(atPath: object),
        let entries = ELFSections.contents(named: sectionName, in: data)
      else { return nil }
      parts.append("\(entries.count):" + entries.map { $0.base64EncodedString() }.joined(separator: ","))
    }
    return StableHash.hex(parts.joined(separator: "\n"))
  }

  /// The tool's output for `key`, from this process or `folder`.
  static func output(key: String, folder: URL?) -> String? {
    let memory = (folder?.path ?? "") + "\n" + key
    if let known = learned.withLock({ $0[memory] }) { return known }
    guard let file = folder?.appendingPathComponent("autolink-\(key).txt"),
      let data = FileManager.default.contents(atPath: file.path),
      let text = String(data: data, encoding: .utf8), text.hasPrefix("ok\n")
    else { return nil }
    let output = String(text.dropFirst(3))
    learned.withLock { $0[memory] = output }
    return output
  }

  /// Keeps what the tool wrote for `key`.
  static func keep(_ output: String, key: String, folder: URL?) {
    learned.withLock { $0[(folder?.path ?? "") + "\n" + key] = output }
    guard let folder else { return }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? AtomicFile.write("ok\n" + output, to: folder.appendingPathComponent("autolink-\(key).txt"))
  }
}

/// Reads sections of an ELF object file (64-bit, little-endian), every offset checked.
enum ELFSections {
  /// The bytes of every section named `name`, in the file's order; nil when `data` is not
  /// such a file or its section table does not fit in it.
  static func contents(named name: String, in data: Data) -> [Data]? {
    let bytes = [UInt8](data)
    func unsigned(_ offset: Int, _ size: Int) -> Int? {
      guard offset >= 0, size <= 8, offset <= bytes.count - size else { return nil }
      var value: UInt64 = 0
      for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
      return value > UInt64(Int.max) ? nil : Int(value)
    }
    // The magic, ELFCLASS64, ELFDATA2LSB.
    guard bytes.count >= 64, bytes[0..<4] == [0x7F, 0x45, 0x4C, 0x46], bytes[4] == 2, bytes[5] == 1,
      let tableOffset = unsigned(0x28, 8), let entrySize = unsigned(0x3A, 2), let count = unsigned(0x3C, 2),
      let namesIndex = unsigned(0x3E, 2), entrySize >= 64, count > 0, namesIndex < count,
      tableOffset <= bytes.count, count <= (bytes.count - tableOffset) / entrySize
    else { return nil }
    /// Offset and size of section `index`'s bytes (none for SHT_NOBITS).
    func section(_ index: Int) -> (name: Int, offset: Int, size: Int)? {
      let header = tableOffset + index * entrySize
      guard let nameOffset = unsigned(header, 4), let type = unsigned(header + 4, 4),
        let offset = unsigned(header + 24, 8), let size = unsigned(header + 32, 8)
      else { return nil }
      if type == 8 { return (nameOffset, offset, 0) }
      guard offset <= bytes.count, size <= bytes.count - offset else { return nil }
      return (nameOffset, offset, size)
    }
    guard let names = section(namesIndex) else { return nil }
    let wanted = Array(name.utf8)
    var found: [Data] = []
    for index in 0..<count {
      guard let current = section(index) else { return nil }
      let start = names.offset + current.name
      guard current.name < names.size, wanted.count < names.size - current.name else { continue }
      if bytes[start..<start + wanted.count].elementsEqual(wanted), bytes[start + wanted.count] == 0 {
        found.append(Data(bytes[current.offset..<current.offset + current.size]))
      }
    }
    return found
  }
}
