import DrillKitTesting
import Foundation
import Testing

/// `{sanitize=thread}` and `{sanitize=address}` blocks through the built binary, as an
/// unprivileged user under bubblewrap and under the forced Landlock+seccomp fallback, and
/// as root (the program then runs as `nobody`): a sanitizer run has no address-space limit
/// (it could not start under one), and keeps every other guarantee: the hostile program
/// built with ThreadSanitizer is confined like any other, and its resident memory is
/// still bounded.
@Suite(.ownThreads, .serialized) struct SanitizerSandboxEndToEndTests {
  static let modes: [SandboxEndToEndTests.Mode] = [.bubblewrap, .fallback, .root, .rootFallback]

  static let race = """
    import Foundation

    final class Tally: @unchecked Sendable { var count = 0 }
    let tally = Tally()
    let done = DispatchSemaphore(value: 0)
    let worker = Thread {
      tally.count += 1
      done.signal()
    }
    worker.start()
    tally.count += 1
    done.wait()
    print(tally.count)
    """

  static let overflow = """
    let buffer = UnsafeMutablePointer<Int>.allocate(capacity: 3)
    buffer.initialize(repeating: 0, count: 3)
    buffer[3] = 42
    print("wrote past the end")
    """

  /// A pack of one question per block, each `fence` its fence line.
  static func pack(_ blocks: [(fence: String, code: String)]) -> String {
    var text = "---\nid: sanitizers-\(UUID().uuidString.prefix(8).lowercased())\ntitle: Sanitizers\n---\n"
    for (index, block) in blocks.enumerated() {
      text +=
        "\n## Block \(index + 1)\nid: block-\(index + 1)\n\nWhat happens?\n\n\(block.fence)\n\(block.code)\n```\n"
      text += "\n### Answer\nSee the code.\n"
    }
    return text
  }

  @Test(arguments: modes)
  func sanitizerClaimsAreProvenAndTheProgramStaysConfined(mode: SandboxEndToEndTests.Mode) throws {
    let setup = try SandboxEndToEndTests.Setup(mode)
    defer { setup.cleanUp() }
    let listener = try LoopbackListener()
    let marker = "4747.\(Int.random(in: 100_000...999_999))"
    let leak = "/tmp/swiftdrill-leak-\(UUID().uuidString)"
    let attack = SandboxEndToEndTests.attack(
      home: setup.home.path, port: listener.port, marker: marker, leak: leak)
    let pack = try setup.pack(
      Self.pack([
        ("```swift {traps} {sanitize=thread}", Self.race),
        ("```swift {traps} {sanitize=address}", Self.overflow),
        ("```swift {sanitize=thread}", attack + "\nprecondition(breaches.isEmpty, breaches.joined())"),
      ]))
    let result = try setup.start(["check", "--run", pack.path]).finish()
    let output = result.stdout + result.stderr
    expectEqual(result.status, 0, "\(output)")
    expectContains(output, "ran 3 code claims with swiftc", "\(output)")
    expectContains(output, "0 errors", "\(output)")
    try expectEqual(
      String(contentsOf: setup.home.appendingPathComponent(".bashrc"), encoding: .utf8), "echo canary\n"
    )
    expectNotContains(output, setup.secret)
    expectTrue(!FileManager.default.fileExists(atPath: leak))
    expectTrue(!listener.hasPendingConnection())
    expectTrue(ProcessList.matching(marker).isEmpty, "a daemon outlived the run")
  }

  /// The claims can fail: a race under a plain `{sanitize=thread}` block, and a clean program
  /// claimed to be reported, are errors that name what the sanitizer said (or that it said
  /// nothing).
  @Test(arguments: [SandboxEndToEndTests.Mode.bubblewrap, .fallback])
  func aWrongSanitizerClaimIsReported(mode: SandboxEndToEndTests.Mode) throws {
    let setup = try SandboxEndToEndTests.Setup(mode)
    defer { setup.cleanUp() }
    let pack = try setup.pack(
      Self.pack([
        ("```swift {sanitize=thread}", Self.race),
        ("```swift {traps} {sanitize=address}", "print(\"clean\")"),
      ]))
    let result = try setup.start(["check", "--run", pack.path]).finish()
    let output = result.stdout + result.stderr
    expectEqual(result.status, 1, "\(output)")
    expectContains(output, "failed (exit status 66: ThreadSanitizer: ", "\(output)")
    expectContains(output, "ran with no AddressSanitizer report (exit status 0)", "\(output)")
  }

  /// Without an address-space limit, the resident memory of a sanitizer run is what stops
  /// a program that fills memory: here 600 MB against a 256 MB budget.
  @Test(arguments: modes)
  func aSanitizerRunIsStillBoundedInMemory(mode: SandboxEndToEndTests.Mode) throws {
    let setup = try SandboxEndToEndTests.Setup(mode)
    defer { setup.cleanUp() }
    let fill = """
      let size = 600 << 20
      let block = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
      block.initialize(repeating: 1, count: size)
      print(block[size - 1])
      """
    let pack = try setup.pack(Self.pack([("```swift {sanitize=address}", fill)]))
    let result = try setup.start(["check", "--run", pack.path], ["SWIFTDRILL_RUN_MEMORY_MB": "256"]).finish()
    let output = result.stdout + result.stderr
    expectEqual(result.status, 1, "\(output)")
    expectContains(output, "memory limit", "\(output)")
  }
}
