import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

@Suite struct ContentSizeLimitTests {
  static func folder(files: [String: Int]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdrill-size-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, size) in files {
      let header = "---\nid: \(name.prefix(while: { $0 != "." }))\ntitle: T\n---\n"
      try Data((header + String(repeating: " ", count: max(0, size - header.utf8.count))).utf8)
        .write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  @Test func aFileOverTheCapIsRefusedByName() throws {
    let folder = try Self.folder(files: ["big.md": 5000, "small.md": 100])
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = ContentLoader(sizeLimit: ContentSizeLimit(perFile: 4096, total: 1 << 20))
      .load([ContentSource(folder, role: .questions)])
    let big = library.diagnostics.filter { $0.location.path.hasSuffix("big.md") }
    expectEqual(big.count, 1)
    expectEqual(big.first?.message.contains("at most 4096 bytes"), true, "\(big)")
    expectTrue(
      !library.diagnostics.contains {
        $0.location.path.hasSuffix("small.md") && $0.message.contains("at most")
      })
  }

  @Test func contentOverTheTotalIsRefused() throws {
    let folder = try Self.folder(files: ["a.md": 3000, "b.md": 3000])
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = ContentLoader(sizeLimit: ContentSizeLimit(perFile: 4096, total: 4000))
      .load([ContentSource(folder, role: .questions)])
    let refused = library.diagnostics.filter { $0.message.contains("would exceed") }
    expectEqual(refused.count, 1, "\(library.diagnostics)")
  }

  @Test func readsStopAtTheCap() throws {
    let folder = try Self.folder(files: ["grow.md": 9000])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = ContentSizeLimit(perFile: 4096).read(folder.appendingPathComponent("grow.md").path)
    guard case .failure = result else {
      Issue.record("read past the cap")
      return
    }
  }
}
