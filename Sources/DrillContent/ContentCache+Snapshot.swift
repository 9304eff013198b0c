import DrillSupport
import Foundation

/// The snapshot file (format 2), laid out so a study session reads only what it needs:
///
///     "SDCC"  header length (8 bytes, little-endian)  header  question records  rest
///
/// - header (`BinaryWriter`): the fingerprint; the packs without their questions, each
///   with its question count; the diagnostics; one entry per question (pack id, local
///   id, level, kind and type as positions in their `allCases`, tags, record length);
///   the length of the rest.
/// - question records: each question in `ContentLibrary+Binary`'s form, in library order.
/// - rest: the lessons and the code snippets.
///
/// Opening reads the header only; the file is mapped, not read, so untouched records
/// cost no memory. The lengths must add up to the file's size exactly, so a truncated
/// file or one with bytes appended is a miss.
extension ContentCache {
  /// A snapshot whose header was read and checked.
  package struct Snapshot: Sendable {
    var packs: [Pack]
    var questionCounts: [Int]
    var diagnostics: [Diagnostic]
    var entries: [QuestionCatalog.Entry]
    package var records: SnapshotRecords
    var rest: Range<Int>

    /// Every question decoded, in pack order: the whole library.
    package func library() throws(BinaryReader.Corrupt) -> ContentLibrary {
      var packs = packs
      var index = 0
      for packIndex in packs.indices {
        var questions: [Question] = []
        questions.reserveCapacity(questionCounts[packIndex])
        for _ in 0..<questionCounts[packIndex] {
          guard let question = records.question(at: index) else { throw BinaryReader.Corrupt() }
          questions.append(question)
          index += 1
        }
        packs[packIndex].questions = questions
      }
      var reader = BinaryReader([UInt8](records.data[rest]))
      let lessons = try reader.readArray { reader throws(BinaryReader.Corrupt) in try reader.readLesson() }
      let snippets = try reader.readArray { reader throws(BinaryReader.Corrupt) in try reader.readSnippet() }
      guard reader.isAtEnd else { throw BinaryReader.Corrupt() }
      return ContentLibrary(packs: packs, lessons: lessons, snippets: snippets, diagnostics: diagnostics)
    }

    /// The packs without their questions, the lessons and the diagnostics: what is judged
    /// across files (`ContentCrossCheck`), with no question record decoded.
    package func outline() throws(BinaryReader.Corrupt) -> ContentLibrary {
      var reader = BinaryReader([UInt8](records.data[rest]))
      let lessons = try reader.readArray { reader throws(BinaryReader.Corrupt) in try reader.readLesson() }
      return ContentLibrary(packs: packs, lessons: lessons, snippets: [], diagnostics: diagnostics)
    }
  }

  static let headerLengthSize = 8

  /// The snapshot's bytes.
  static func encode(_ library: ContentLibrary, fingerprint: String) -> Data {
    let spool = RecordSpool(folder: nil)
    let records = library.packs.map { QuestionRecords($0.questions, into: spool) }
    var data = Data()
    write(library, records: records, spool: spool, fingerprint: fingerprint) { data.append(contentsOf: $0) }
    return data
  }

  /// Hands the snapshot to `write` in the order of the file, piece by piece: magic,
  /// header length and header; each pack's question records, read back from `spool`
  /// one pack at a time; the rest. `library` may be in outline (the header reads only
  /// ids and attributes) when `records` holds its packs' questions whole.
  static func write(
    _ library: ContentLibrary, records: [QuestionRecords], spool: RecordSpool, fingerprint: String,
    to write: ([UInt8]) throws -> Void
  ) rethrows {
    var header = BinaryWriter(capacity: 1 << 12)
    header.write(fingerprint)
    header.write(library.packs) { writer, pack in
      var shell = pack
      shell.questions = []
      writer.write(shell)
      writer.write(pack.questions.count)
    }
    header.write(library.diagnostics) { $0.write($1) }
    header.write(library.packs.reduce(0) { $0 + $1.questions.count })
    for (pack, encoded) in zip(library.packs, records) {
      for (question, length) in zip(pack.questions, encoded.lengths) {
        let entry = QuestionCatalog.Entry(question)
        header.write(entry.packID)
        header.write(entry.localID)
        header.write(case: entry.level, of: IndexCases.levels)
        header.write(case: entry.kind, of: IndexCases.kinds)
        header.write(case: entry.type, of: IndexCases.types)
        header.write(entry.tags)
        header.write(length)
      }
    }
    var rest = BinaryWriter(capacity: 1 << 12)
    rest.write(library.lessons) { $0.write($1) }
    rest.write(library.snippets) { $0.write($1) }
    header.write(rest.bytes.count)

    var prefix = magic
    withUnsafeBytes(of: UInt64(header.bytes.count).littleEndian) { prefix.append(contentsOf: $0) }
    try write(prefix)
    try write(header.bytes)
    for encoded in records { try write(spool.read(encoded.range)) }
    try write(rest.bytes)
  }

  /// The snapshot in `data` when it has the right magic and `fingerprint` (any, when
  /// nil) and its lengths add up; nil otherwise.
  package static func decode(_ data: Data, fingerprint: String?) -> Snapshot? {
    let prefix = magic.count + headerLengthSize
    guard data.count > prefix, data.prefix(magic.count).elementsEqual(magic) else { return nil }
    var length: UInt64 = 0
    for (shift, byte) in data[magic.count..<prefix].enumerated() {
      length |= UInt64(byte) << UInt64(8 * shift)
    }
    guard length <= UInt64(data.count - prefix) else { return nil }
    let headerEnd = prefix + Int(length)
    var reader = BinaryReader([UInt8](data[prefix..<headerEnd]))
    do {
      let stored = try reader.readString()
      if let fingerprint, stored != fingerprint { return nil }
      var counts: [Int] = []
      let packs = try reader.readArray { reader throws(BinaryReader.Corrupt) in
        let pack = try reader.readPack()
        counts.append(try reader.readCount())
        return pack
      }
      let diagnostics = try reader.readArray { reader throws(BinaryReader.Corrupt) in
        try reader.readDiagnostic()
      }
      var bounds = [headerEnd]
      var packID: (range: Range<Int>, value: String)?
      let entries = try reader.readArray { reader throws(BinaryReader.Corrupt) in
        let entry = QuestionCatalog.Entry(
          packID: try reader.readString(repeating: &packID), localID: try reader.readString(),
          level: IndexCases.levels[try reader.readPosition(below: IndexCases.levels.count)],
          kind: IndexCases.kinds[try reader.readPosition(below: IndexCases.kinds.count)],
          type: IndexCases.types[try reader.readPosition(below: IndexCases.types.count)],
          tags: try reader.readStrings())
        let (end, overflow) = (bounds.last ?? headerEnd).addingReportingOverflow(try reader.readInt())
        guard !overflow, end <= data.count else { throw BinaryReader.Corrupt() }
        bounds.append(end)
        return entry
      }
      let restLength = try reader.readInt()
      let recordsEnd = bounds.last ?? headerEnd
      guard reader.isAtEnd, entries.count == counts.reduce(0, +), restLength >= 0,
        recordsEnd <= data.count, data.count - recordsEnd == restLength,
        zip(bounds, bounds.dropFirst()).allSatisfy({ $0 <= $1 })
      else { return nil }
      return Snapshot(
        packs: packs, questionCounts: counts, diagnostics: diagnostics, entries: entries,
        records: SnapshotRecords(data: data, bounds: bounds), rest: recordsEnd..<data.count)
    } catch {
      return nil
    }
  }
}

/// The index's attributes, each written as its position in these lists (made once).
private enum IndexCases {
  static let levels = Level.allCases
  static let kinds = QuestionKind.allCases
  static let types = QuestionType.allCases
}

/// The question records of a mapped snapshot: record `i` lies at `bounds[i]..<bounds[i + 1]`.
package struct SnapshotRecords: Sendable {
  let data: Data
  let bounds: [Int]

  /// Question `index` decoded, or nil when its record is damaged.
  package func question(at index: Int) -> Question? {
    guard index >= 0, index + 1 < bounds.count else { return nil }
    var reader = BinaryReader([UInt8](data[bounds[index]..<bounds[index + 1]]))
    guard let question = try? reader.readQuestion(), reader.isAtEnd else { return nil }
    return question
  }
}
