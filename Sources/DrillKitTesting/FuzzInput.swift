import DrillContent
import DrillSupport
import Foundation

/// One input of the content fuzzer (Benchmarks/fuzz.sh) and of its regression
/// tests: a selector byte, then the bytes of a file. Invalid UTF-8 is read the
/// way the app would show it (replacement characters), never rejected here.
public enum FuzzInput {
  public static func read(selector: UInt8, body: [UInt8]) {
    let text = String(decoding: body, as: UTF8.self)
    switch selector % 4 {
    case 0: _ = ContentLoader().loadPack(text: text, path: "fuzz.md")
    case 1: _ = ContentLoader().loadPack(text: text, path: "fuzz.json")
    case 2: _ = ContentLoader().loadLesson(text: text, path: "lessons/fuzz.md")
    default:
      var reader = BinaryReader(body)
      _ = try? ContentLibrary(from: &reader)
      if let snapshot = ContentCache.decode(Data(body), fingerprint: nil) {
        _ = try? snapshot.library()
        _ = snapshot.records.question(at: 0)
      }
    }
  }
}
