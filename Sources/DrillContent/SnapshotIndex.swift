import DrillSupport
import Foundation

/// The question index of a content snapshot (format 8): one fixed-width row per question,
/// read where it lies in the mapped file, and each question's ids and tags made only when
/// a session asks for them.
///
/// The index is a block of its own in the header: its XXH3-128 (a damaged index is a miss,
/// whatever byte changed), then a table of 16-byte rows, then the rows' strings. A row
/// holds, little-endian: where the question's record ends (a `UInt32`, from the end of the
/// header), where its strings start in the strings block (`UInt32`), its pack id as a
/// position in `packIDs` (`UInt32`), and its level, kind and type as positions in their
/// `allCases` (a byte each, then one unused). The strings of a question are its local id and
/// its tags, in `BinaryWriter`'s form.
///
/// Opening checks the checksum and reads the rows once (ends in order and inside the file,
/// positions in their lists, strings in order and inside their block): about 160 instructions
/// a question with the checksum, where decoding every entry's strings was 2,200 (and reading
/// them through without making them 550), so a quiz over the bundled content makes no id
/// before its first prompt and a drill over 10,000 questions makes only the topics it orders by.
package final class SnapshotIndex: Sendable {
  /// The index's attributes, each written as its position in these lists (made once).
  static let levels = Level.allCases
  static let kinds = QuestionKind.allCases
  static let types = QuestionType.allCases

  static let rowSize = 16

  /// The table's rows, copied out of the mapping (16 bytes a question).
  private let rows: [UInt8]
  /// The snapshot file (mapped), and where the strings block lies in it.
  private let data: Data
  private let strings: Range<Int>
  /// The pack ids the rows point to.
  private let packIDs: [String]

  var count: Int { rows.count / Self.rowSize }

  /// The index in `block` (a range of `bytes`, the bytes of `data`), or a throw when its
  /// checksum, its table or its strings do not hold together; `recordSpace` is how many
  /// bytes follow the header (no record may end past it).
  init(_ data: Data, _ bytes: UnsafeRawBufferPointer, block: Range<Int>, recordSpace: Int) throws(BinaryReader
    .Corrupt)
  {
    var reader = MappedReader(bytes, from: block.lowerBound, to: block.upperBound)
    let checksum = try reader.skipString()
    let covered = reader.offset..<block.upperBound
    let actual = StableHash.digest(of: UnsafeRawBufferPointer(rebasing: bytes[covered]))
    guard checksum.count == actual.count, zip(bytes[checksum], actual).allSatisfy({ $0 == $1 }) else {
      throw BinaryReader.Corrupt()
    }
    let packIDs = try reader.readStrings()
    let table = try reader.skipString()
    let strings = try reader.skipString()
    guard reader.isAtEnd, table.count % Self.rowSize == 0 else { throw BinaryReader.Corrupt() }
    var lastEnd = 0
    var lastStart = 0
    for row in stride(from: table.lowerBound, to: table.upperBound, by: Self.rowSize) {
      let end = Int(bytes.loadUnaligned(fromByteOffset: row, as: UInt32.self).littleEndian)
      let start = Int(bytes.loadUnaligned(fromByteOffset: row + 4, as: UInt32.self).littleEndian)
      let pack = Int(bytes.loadUnaligned(fromByteOffset: row + 8, as: UInt32.self).littleEndian)
      guard end >= lastEnd, end <= recordSpace, start >= lastStart, start <= strings.count,
        pack < packIDs.count, Int(bytes[row + 12]) < Self.levels.count,
        Int(bytes[row + 13]) < Self.kinds.count,
        Int(bytes[row + 14]) < Self.types.count
      else { throw BinaryReader.Corrupt() }
      (lastEnd, lastStart) = (end, start)
    }
    self.rows = [UInt8](UnsafeRawBufferPointer(rebasing: bytes[table]))
    self.data = data
    self.strings = strings
    self.packIDs = packIDs
  }

  private func field(_ index: Int, _ offset: Int) -> Int {
    let at = index * Self.rowSize + offset
    return Int(rows[at]) | Int(rows[at + 1]) << 8 | Int(rows[at + 2]) << 16 | Int(rows[at + 3]) << 24
  }

  /// Where record `index` ends, from the end of the header.
  func recordEnd(at index: Int) -> Int { field(index, 0) }

  func level(at index: Int) -> Level { Self.levels[Int(rows[index * Self.rowSize + 12])] }
  func kind(at index: Int) -> QuestionKind { Self.kinds[Int(rows[index * Self.rowSize + 13])] }
  func type(at index: Int) -> QuestionType { Self.types[Int(rows[index * Self.rowSize + 14])] }
  func packID(at index: Int) -> String { packIDs[field(index, 8)] }

  func localID(at index: Int) -> String {
    read(at: index) { reader throws(BinaryReader.Corrupt) in try reader.readString() } ?? ""
  }

  /// The tags.
  func tags(at index: Int) -> [String] {
    read(at: index) { reader throws(BinaryReader.Corrupt) in
      try reader.skipString()
      return try reader.readStrings()
    } ?? []
  }

  /// The first tag (the topic), without making the others.
  func firstTag(at index: Int) -> String? {
    read(at: index) { reader throws(BinaryReader.Corrupt) -> String? in
      try reader.skipString()
      return try reader.readCount() > 0 ? try reader.readString() : nil
    } ?? nil
  }

  func entry(at index: Int) -> QuestionCatalog.Entry {
    QuestionCatalog.Entry(
      packID: packID(at: index), localID: localID(at: index), level: level(at: index), kind: kind(at: index),
      type: type(at: index), tags: tags(at: index))
  }

  /// `body` reading question `index`'s strings (its local id first); nil only if it throws,
  /// which the checksum rules out (a writer's bug aside). Inlined, so each caller's body is
  /// specialised into it (no generic closure per topic of a 10,000-question drill).
  @inline(__always)
  private func read<Value>(
    at index: Int, _ body: (inout MappedReader) throws(BinaryReader.Corrupt) -> Value
  ) -> Value? {
    let start = strings.lowerBound + field(index, 4)
    let end = index + 1 < count ? strings.lowerBound + field(index + 1, 4) : strings.upperBound
    return data.withUnsafeBytes { bytes in
      var reader = MappedReader(bytes, from: start, to: end)
      return try? body(&reader)
    }
  }

  /// The index of `entries` whose records have these lengths, as the header holds it.
  static func encode(_ entries: [QuestionCatalog.Entry], recordLengths: [Int]) -> [UInt8] {
    var packIDs: [String] = []
    var table: [UInt8] = []
    table.reserveCapacity(entries.count * rowSize)
    var strings = BinaryWriter(capacity: entries.count * 48)
    var end = 0
    for (entry, length) in zip(entries, recordLengths) {
      if packIDs.last != entry.packID { packIDs.append(entry.packID) }
      end += length
      for value in [end, strings.bytes.count, packIDs.count - 1] {
        withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { table.append(contentsOf: $0) }
      }
      table.append(UInt8(levels.firstIndex(of: entry.level) ?? levels.count))
      table.append(UInt8(kinds.firstIndex(of: entry.kind) ?? kinds.count))
      table.append(UInt8(types.firstIndex(of: entry.type) ?? types.count))
      table.append(0)
      strings.write(entry.localID)
      strings.write(entry.tags)
    }
    var covered = BinaryWriter()
    covered.write(packIDs)
    covered.write(bytes: table)
    covered.write(bytes: strings.bytes)
    var index = BinaryWriter()
    index.write(bytes: covered.bytes.withUnsafeBytes { StableHash.digest(of: $0) })
    var block = index.bytes
    block += covered.bytes
    return block
  }
}
