/// Whether bytes are well-formed UTF-8, the test `String(validating:as:)` makes, without
/// making the `String`: the loader keeps a file's bytes (`SourceText`) and never needs
/// the file as one `String`. ASCII is skipped eight bytes at a time; every other sequence
/// is checked against the Unicode Standard's table of well-formed UTF-8 (Table 3-7): no
/// overlong form, no surrogate, nothing past U+10FFFF, no lone or missing continuation.
public enum UTF8Validation {
  public static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let count = bytes.count
    var index = 0
    while index < count {
      // Sixteen bytes at a time, then eight: past them when all are ASCII, else to the first
      // that is not (issue 29 (a), session 32: the ASCII between two accents was read byte by
      // byte, in a bank of mostly ASCII text with an accent every twenty bytes).
      while index + 16 <= count,
        (bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          | bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)) & 0x8080_8080_8080_8080 == 0
      {
        index += 16
      }
      while index + 8 <= count {
        let high =
          UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
          & 0x8080_8080_8080_8080
        if high != 0 {
          index += high.trailingZeroBitCount / 8
          break
        }
        index += 8
      }
      guard index < count else { return true }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      // The second byte's range depends on the lead; the later ones are 0x80...0xBF.
      let length: Int
      let second: ClosedRange<UInt8>
      switch lead {
      case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
      case 0xE0: (length, second) = (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
      case 0xED: (length, second) = (3, 0x80...0x9F)
      case 0xF0: (length, second) = (4, 0x90...0xBF)
      case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
      case 0xF4: (length, second) = (4, 0x80...0x8F)
      default: return false
      }
      guard index + length <= count, second.contains(bytes[index + 1]) else { return false }
      var next = index + 2
      while next < index + length {
        guard bytes[next] & 0xC0 == 0x80 else { return false }
        next += 1
      }
      index += length
    }
    return true
  }
}

extension UTF8Validation {
  /// Where the first byte that is not UTF-8 lies: its line and column (in characters, both from 1)
  /// and the byte itself; nil when every byte is. Asked only of a file already refused, to say
  /// where to look (session 35's tryout: a pack saved as Latin-1 was refused at line 1).
  public static func firstProblem(in bytes: [UInt8]) -> (line: Int, column: Int, byte: UInt8)? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    var line = 1
    var column = 1
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar):
        offset += scalar.count
        if scalar.count == 1, scalar.first == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput:
        return nil
      case .error:
        return (line, column, bytes[offset])
      }
    }
  }
}
