import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillMarkdown
@testable import DrillSupport

/// The driver's jobs, learned from `swiftc -###` and run directly (`DriverPlan`).
@Suite(.ownThreads) struct DriverPlanTests {
  static let frontend = "/opt/swift/usr/bin/swift-frontend"
  static let temporary = "/tmp/swiftdrill-plan-Ab12Cd"

  /// What `swiftc -###` printed for an answer, its tests and the harness (shortened).
  static let plan = """
    \(frontend) -frontend -c answer.swift main.swift harness.swift -supplementary-output-file-map \
    \(temporary)/TemporaryDirectory.9zHP2t/supplementaryOutputs-1 -target x86_64-unknown-linux-gnu \
    -module-cache-path /swiftdrill-module-cache -swift-version 6 -module-name Learner \
    -o \(temporary)/TemporaryDirectory.9zHP2t/Learner-1.o
    /opt/swift/usr/bin/swift-autolink-extract \(temporary)/TemporaryDirectory.9zHP2t/Learner-1.o \
    -o \(temporary)/TemporaryDirectory.9zHP2t/Learner-2.autolink
    /opt/swift/usr/bin/clang -fuse-ld=lld -pie \(temporary)/TemporaryDirectory.9zHP2t/Learner-1.o \
    @\(temporary)/TemporaryDirectory.9zHP2t/Learner-2.autolink -L /opt/swift/usr/lib/swift/linux -lm -o program

    """

  @Test func theTemporaryFilesMoveToTheWorkFolderAndTheEmptyMapGoes() throws {
    let plan = try #require(DriverPlan.parse(Self.plan, temporary: Self.temporary, frontend: Self.frontend))
    expectEqual(
      plan.jobs.map(\.executable),
      [
        Self.frontend, "/opt/swift/usr/bin/swift-autolink-extract", "/opt/swift/usr/bin/clang",
      ])
    expectEqual(
      plan.jobs[0].arguments.prefix(5), ["-frontend", "-c", "answer.swift", "main.swift", "harness.swift"])
    expectNotContains(plan.jobs[0].arguments, "-supplementary-output-file-map")
    expectEqual(plan.jobs[0].arguments.suffix(2), ["-o", "swiftdrill-Learner-1.o"])
    expectEqual(plan.jobs[1].arguments, ["swiftdrill-Learner-1.o", "-o", "swiftdrill-Learner-2.autolink"])
    expectContains(plan.jobs[2].arguments, "@swiftdrill-Learner-2.autolink")
    expectEqual(plan.intermediates, ["swiftdrill-Learner-1.o", "swiftdrill-Learner-2.autolink"])
    let jobs = plan.jobs(moduleCache: "/home/me/.cache/swiftdrill/module-cache")
    expectContains(jobs[0].arguments, "/home/me/.cache/swiftdrill/module-cache")
    expectNotContains(jobs[0].arguments, DriverPlan.moduleCachePlaceholder)
  }

  @Test(arguments: [
    ("quoted", plan.replacingOccurrences(of: "-module-name Learner", with: "-module-name \"Learner\"")),
    ("two jobs", plan.split(separator: "\n").prefix(2).joined(separator: "\n")),
    (
      "another frontend",
      plan.replacingOccurrences(of: frontend + " -frontend", with: "/usr/bin/swift-frontend -frontend")
    ),
    ("not compiling", plan.replacingOccurrences(of: "-frontend -c", with: "-frontend -emit-module")),
    ("the folder named otherwise", plan.replacingOccurrences(of: "-lm", with: "-L\(temporary)/x")),
    ("another output", plan.replacingOccurrences(of: "-o program", with: "-o other")),
  ])
  func anyOtherShapeIsLeftToTheDriver(name: String, output: String) {
    expectTrue(DriverPlan.parse(output, temporary: Self.temporary, frontend: Self.frontend) == nil, "\(name)")
  }

  @Test func aKeptPlanReadsBackOnlyWhileItsProgramsExist() throws {
    let plan = DriverPlan(jobs: [
      .init(executable: "/bin/true", arguments: ["-frontend", "-c", "main.swift"]),
      .init(executable: "/bin/true", arguments: ["a.o", "-o", "a.autolink"]),
      .init(executable: "/bin/true", arguments: ["-o", "program"]),
    ])
    expectEqual(DriverPlan.decode(plan.encoded), plan)
    var gone = plan
    gone.jobs[2].executable = "/nonexistent/clang"
    expectTrue(DriverPlan.decode(gone.encoded) == nil)
    expectTrue(DriverPlan.decode("plan-0\n\n/bin/true\n") == nil)
  }

  /// `swiftc -###` makes a `TemporaryDirectory.X` in its `TMPDIR` and never removes it: each
  /// plan (the immediate mode's job, the driver's jobs) is asked in a folder of its own that
  /// goes after, so a learner's temporary folder does not fill with them.
  @Test func planningLeavesNothingInTheTemporaryFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdrill-tmp-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.path
    let toolchain = try Toolchain.locate(environment: environment)
    // The runner's flags and one no other test plans with, so this process has not learned the job yet.
    let condition = "SWIFTDRILL_PLAN_\(UUID().uuidString.prefix(8))"
    let flags = CodeRunner.compilerFlags(with: []) + toolchain.linkerFlags + ["-D", condition]
    let job = try #require(
      FrontendJob.job(flags: flags, toolchain: toolchain, folder: nil, environment: environment))
    expectContains(job.arguments, condition)
    let plan = DriverPlan.plan(
      arguments: flags + ["-o", "program", "main.swift"], toolchain: toolchain, folder: nil,
      environment: environment)
    expectTrue(plan != nil)
    expectEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
  }

  /// Two real compiles each way: a learner sees the same messages with or without the driver.
  @Test func theDirectJobsSayWhatTheDriverSays() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdrill-plan-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    var direct = try CodeRunner(
      environment: ProcessInfo.processInfo.environment,
      paths: AppPaths(dataDirectory: folder, stateDirectory: folder, cacheDirectory: folder))
    direct.cache = nil
    // Programs compiled, linked and run (the immediate mode would link nothing).
    direct.immediateMode = false
    var driver = direct
    driver.directJobs = false
    // A SIL-stage error (definite initialisation), and a program with a warning that runs.
    let failing = CodeRunRequest.program(
      "func f() -> Int {\n  let x: Int\n  if Bool.random() { x = 1 }\n  return x\n}\nprint(f())\n")
    let warning = CodeRunRequest.program("func g() -> Int {\n  let unused = 3\n  return 4\n}\nprint(g())\n")
    var results: [CodeRunResult] = []
    for request in [failing, warning] {
      let viaPlan = try direct.run(request).result
      expectEqual(viaPlan, (try driver.run(request).result))
      results.append(viaPlan)
    }
    let plans = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("toolchain").path)
    expectTrue(plans.contains { $0.hasPrefix("plan-") }, "the plan was learned and kept")
    guard case .compileFailed(let failure) = results[0] else {
      Issue.record("expected a compile failure: \(results[0])")
      return
    }
    let error = failure.messages.first { $0.severity == .error }
    expectTrue(error?.line == 4 && error?.column == 10, "\(failure.output)")
    expectEqual(error?.message.contains("used before being initialized"), true, "\(failure.output)")
    expectEqual(results[1].execution?.warnings.first?.line, 2, "\(results[1])")
    expectEqual(results[1].execution?.stdout, "4\n")
    // The libraries to link were extracted once; another program importing the same takes them.
    let kept = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("toolchain").path)
    expectTrue(kept.contains { $0.hasPrefix("autolink-") }, "\(kept)")
    try expectEqual(direct.run(.program("print(6 * 7)")).result.execution?.stdout, "42\n")
  }

  /// A little-endian ELF64 file whose sections are `sections` (names and bytes), after the
  /// null section and the section names.
  static func elf(_ sections: [(String, [UInt8])]) -> [UInt8] {
    var names: [UInt8] = [0]
    var nameOffsets: [Int] = []
    for (name, _) in sections + [(".shstrtab", [])] {
      nameOffsets.append(names.count)
      names += Array(name.utf8) + [0]
    }
    var body: [UInt8] = []
    var offsets: [Int] = []
    for (_, bytes) in sections {
      offsets.append(64 + body.count)
      body += bytes
    }
    let namesOffset = 64 + body.count
    body += names
    let table = 64 + body.count
    func le(_ value: Int, _ size: Int) -> [UInt8] {
      (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    var header: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1] + [UInt8](repeating: 0, count: 9)
    header += le(1, 2) + le(62, 2) + le(1, 4) + le(0, 8) + le(0, 8) + le(table, 8) + le(0, 4)
    header +=
      le(64, 2) + le(0, 2) + le(0, 2) + le(64, 2) + le(sections.count + 2, 2) + le(sections.count + 1, 2)
    func entry(name: Int, type: Int, offset: Int, size: Int) -> [UInt8] {
      le(name, 4) + le(type, 4) + le(0, 8) + le(0, 8) + le(offset, 8) + le(size, 8) + le(0, 4) + le(0, 4)
        + le(1, 8)
        + le(0, 8)
    }
    var entries = [UInt8](repeating: 0, count: 64)
    for (index, (_, bytes)) in sections.enumerated() {
      entries += entry(name: nameOffsets[index], type: 1, offset: offsets[index], size: bytes.count)
    }
    entries += entry(name: nameOffsets[sections.count], type: 3, offset: namesOffset, size: names.count)
    return header + body + entries
  }

  @Test func theAutolinkSectionIsReadFromAnObjectAndNothingElseIs() {
    let entries = Array("-lswiftCore\0-lswift_Concurrency\0".utf8)
    let file = Self.elf([(".text", [0x90, 0xC3]), (".swift1_autolink_entries", entries)])
    expectEqual(ELFSections.contents(named: AutolinkCache.sectionName, in: Data(file)), [Data(entries)])
    expectEqual(ELFSections.contents(named: ".swift1_autolink", in: Data(file)), [])
    expectTrue(ELFSections.contents(named: AutolinkCache.sectionName, in: Data(file.prefix(100))) == nil)
    expectTrue(ELFSections.contents(named: AutolinkCache.sectionName, in: Data("#!/bin/sh\n".utf8)) == nil)
    var wrongClass = file
    wrongClass[4] = 1
    expectTrue(ELFSections.contents(named: AutolinkCache.sectionName, in: Data(wrongClass)) == nil)
    // A section that claims more bytes than the file has.
    var overlong = file
    let table = file.count - 4 * 64
    overlong[table + 2 * 64 + 39] = 0x7F
    expectTrue(ELFSections.contents(named: AutolinkCache.sectionName, in: Data(overlong)) == nil)
  }
}
