import DrillSupport
import Foundation

/// The snapshot file (format 8), laid out so a study session reads only what it needs:
///
///     "SDCC"  header length (8 bytes, little-endian)  header  question records  rest
///
/// - header (`BinaryWriter`): the fingerprint; the pack ids and the number of errors among
///   the diagnostics; the packs without their questions, each with its question count, and
///   the diagnostics, each a block of bytes passed over at opening; the question index, a
///   block (`SnapshotIndex`: a checksummed table of fixed-width rows and the questions' ids
///   and tags); the length of the rest.
/// - question records: each question in `ContentLibrary+Binary`'s form, in library order.
/// - rest: the lessons and the code snippets.
///
/// Opening reads the header only, and of it decodes the pack ids alone: the index's rows are
/// checked and each question's strings are made when a session asks for them
/// (`SnapshotIndex`); the packs and the diagnostics when the whole library or its outline
/// is asked for (a damaged block then means parsing again, as a damaged record does). The
/// file is mapped, not read, so untouched records cost no memory. The lengths must add up to
/// the file's size exactly, so a truncated file or one with bytes appended is a miss.
extension ContentCache {
  /// A snapshot whose header was read and checked.
  package struct Snapshot: Sendable {
    /// Where the packs' block and the diagnostics' block lie in the file.
    var packsBlock: Range<Int>
    var diagnosticsBlock: Range<Int>
    var packIDs: [String]
    var errorCount: Int
    var index: SnapshotIndex
    package var records: SnapshotRecords
    var rest: Range<Int>

    /// The packs without their questions, and each one's question count.
    func packs() throws(BinaryReader.Corrupt) -> (packs: [Pack], counts: [Int]) {
      var reader = BinaryReader(records.bytes(in: packsBlock))
      var counts: [Int] = []
      let packs = try reader.readArray { reader throws(BinaryReader.Corrupt) in
        let pack = try reader.readPack()
        // A count of questions, not of bytes left in the block.
        counts.append(try reader.readNonNegative())
        return pack
      }
      guard reader.isAtEnd, packs.map(\.id) == packIDs,
        counts.reduce(0, +) == index.count
      else { throw BinaryReader.Corrupt() }
      return (packs, counts)
    }

    func diagnostics() throws(BinaryReader.Corrupt) -> [Diagnostic] {
      var reader = BinaryReader(records.bytes(in: diagnosticsBlock))
      let diagnostics = try reader.readArray { reader throws(BinaryReader.Corrupt) in
        try reader.readDiagnostic()
      }
      guard reader.isAtEnd else { throw BinaryReader.Corrupt() }
      return diagnostics
    }

    /// Every question decoded, in pack order: the whole library.
    package func library() throws(BinaryReader.Corrupt) -> ContentLibrary {
      var (packs, counts) = try packs()
      var index = 0
      for packIndex in packs.indices {
        var questions: [Question] = []
        questions.reserveCapacity(counts[packIndex])
        for _ in 0..<counts[packIndex] {
          guard let question = records.question(at: index) else { throw BinaryReader.Corrupt() }
          questions.append(question)
          index += 1
        }
        packs[packIndex].questions = questions
      }
      var reader = BinaryReader(records.bytes(in: rest))
      let lessons = try reader.readArray { reader throws(BinaryReader.Corrupt) in try reader.readLesson() }
      let snippets = try reader.readArray { reader throws(BinaryReader.Corrupt) in try reader.readSnippet() }
      guard reader.isAtEnd else { throw BinaryReader.Corrupt() }
      return ContentLibrary(
        packs: packs, lessons: lessons, snippets: snippets, diagnostics: try diagnostics())
    }

    /// The packs without their questions, the lessons and the diagnostics: what is judged
    /// across files (`ContentCrossCheck`), with no question record decoded.
    package func outline() throws(BinaryReader.Corrupt) -> ContentLibrary {
      var reader = BinaryReader(records.bytes(in: rest))
      let lessons = try reader.readArray { reader throws(BinaryReader.Corrupt) in try reader.readLesson() }
      return ContentLibrary(
        packs: try packs().packs, lessons: lessons, snippets: [], diagnostics: try diagnostics())
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
    header.write(library.packs.map(\.id))
    header.write(library.errorCount)
    var packs = BinaryWriter(capacity: 1 << 12)
    packs.write(library.packs) { writer, pack in
      var shell = pack
      shell.questions = []
      writer.write(shell)
      writer.write(pack.questions.count)
    }
    header.write(bytes: packs.bytes)
    var diagnostics = BinaryWriter()
    diagnostics.write(library.diagnostics) { $0.write($1) }
    header.write(bytes: diagnostics.bytes)
    header.write(
      bytes: SnapshotIndex.encode(
        library.packs.flatMap { $0.questions.map(QuestionCatalog.Entry.init) },
        recordLengths: records.flatMap(\.lengths)))
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
  /// nil) and its lengths add up; nil otherwise. The header is read where it lies.
  package static func decode(_ data: Data, fingerprint: String?) -> Snapshot? {
    // Offsets below count from the file's first byte.
    let data = data.startIndex == 0 ? data : Data(data)
    return data.withUnsafeBytes { bytes in decode(data, bytes, fingerprint: fingerprint) }
  }

  private static func decode(_ data: Data, _ bytes: UnsafeRawBufferPointer, fingerprint: String?) -> Snapshot?
  {
    let prefix = magic.count + headerLengthSize
    guard bytes.count > prefix, (0..<magic.count).allSatisfy({ bytes[$0] == magic[$0] }) else { return nil }
    var length: UInt64 = 0
    for shift in 0..<headerLengthSize { length |= UInt64(bytes[magic.count + shift]) << UInt64(8 * shift) }
    guard length <= UInt64(bytes.count - prefix) else { return nil }
    let headerEnd = prefix + Int(length)
    var reader = MappedReader(bytes, from: prefix, to: headerEnd)
    do {
      let stored = try reader.skipString()
      if var fingerprint {
        // Compared as bytes: the stored one is never made a string.
        let matches = fingerprint.withUTF8 { given in
          given.count == stored.count
            && (given.isEmpty
              || memcmp(bytes.baseAddress! + stored.lowerBound, given.baseAddress!, given.count) == 0)
        }
        guard matches else { return nil }
      }
      let packIDs = try reader.readStrings()
      let errorCount = try reader.readInt()
      guard errorCount >= 0 else { return nil }
      let packsBlock = try reader.skipString()
      let diagnosticsBlock = try reader.skipString()
      let indexBlock = try reader.skipString()
      let index = try SnapshotIndex(data, bytes, block: indexBlock, recordSpace: bytes.count - headerEnd)
      let restLength = try reader.readInt()
      let recordsEnd = headerEnd + (index.count > 0 ? index.recordEnd(at: index.count - 1) : 0)
      guard reader.isAtEnd, restLength >= 0, bytes.count - recordsEnd == restLength else { return nil }
      return Snapshot(
        packsBlock: packsBlock, diagnosticsBlock: diagnosticsBlock, packIDs: packIDs, errorCount: errorCount,
        index: index, records: SnapshotRecords(data: data, start: headerEnd, index: index),
        rest: recordsEnd..<bytes.count)
    } catch {
      return nil
    }
  }
}

/// The question records of a mapped snapshot: they start at `start` (the end of the header)
/// and each ends where its row of the index says.
package struct SnapshotRecords: Sendable {
  let data: Data
  let start: Int
  let index: SnapshotIndex

  /// Question `position` decoded, or nil when its record is damaged.
  package func question(at position: Int) -> Question? {
    guard position >= 0, position < index.count else { return nil }
    let from = start + (position > 0 ? index.recordEnd(at: position - 1) : 0)
    var reader = BinaryReader(bytes(in: from..<start + index.recordEnd(at: position)))
    guard let question = try? reader.readQuestion(), reader.isAtEnd else { return nil }
    return question
  }

  /// A copy of the mapped bytes at `range` (offsets from the file's start), made at once.
  func bytes(in range: Range<Int>) -> [UInt8] {
    data.withUnsafeBytes { file in
      guard range.lowerBound >= 0, range.upperBound <= file.count else { return [] }
      return [UInt8](unsafeUninitializedCapacity: range.count) { buffer, count in
        if let base = file.baseAddress, range.count > 0 {
          buffer.baseAddress?.initialize(
            from: base.advanced(by: range.lowerBound).assumingMemoryBound(to: UInt8.self), count: range.count)
        }
        count = range.count
      }
    }
  }
}
