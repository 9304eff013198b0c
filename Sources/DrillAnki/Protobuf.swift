import Foundation

/// The few protobuf fields SwiftDrill reads from Anki's schema-18 settings blobs and its
/// media map: top-level varints, strings and repeated messages. A damaged message reads as
/// empty from the damage on.
struct Protobuf {
  private(set) var fields: [(number: Int, varint: UInt64?, bytes: [UInt8]?)] = []

  init(hex: String) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(hex.utf8.count / 2)
    var high: UInt8?
    for character in hex.utf8 {
      let value: UInt8
      switch character {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = character - UInt8(ascii: "0")
      case UInt8(ascii: "A")...UInt8(ascii: "F"): value = character - UInt8(ascii: "A") + 10
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = character - UInt8(ascii: "a") + 10
      default: continue
      }
      if let first = high {
        bytes.append(first << 4 | value)
        high = nil
      } else {
        high = value
      }
    }
    self.init(bytes)
  }

  init<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    let data = Array(bytes)
    var index = 0
    func varint() -> UInt64? {
      var result: UInt64 = 0
      var shift: UInt64 = 0
      while index < data.count, shift < 64 {
        let byte = data[index]
        index += 1
        result |= UInt64(byte & 0x7F) << shift
        if byte & 0x80 == 0 { return result }
        shift += 7
      }
      return nil
    }
    while index < data.count {
      guard let key = varint() else { return }
      let number = Int(key >> 3)
      switch key & 7 {
      case 0:
        guard let value = varint() else { return }
        fields.append((number, value, nil))
      case 1:
        guard index + 8 <= data.count else { return }
        index += 8
      case 2:
        guard let length = varint(), length <= UInt64(data.count - index) else { return }
        fields.append((number, nil, Array(data[index..<index + Int(length)])))
        index += Int(length)
      case 5:
        guard index + 4 <= data.count else { return }
        index += 4
      default:
        return
      }
    }
  }

  func varint(_ number: Int) -> UInt64? {
    fields.last { $0.number == number && $0.varint != nil }?.varint
  }

  func string(_ number: Int) -> String? {
    fields.last { $0.number == number && $0.bytes != nil }?.bytes.map { String(decoding: $0, as: UTF8.self) }
  }

  func messages(_ number: Int) -> [Protobuf] {
    fields.filter { $0.number == number }.compactMap(\.bytes).map { Protobuf($0) }
  }
}
