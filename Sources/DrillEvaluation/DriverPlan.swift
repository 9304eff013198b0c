import DrillContent
import DrillSupport
import Foundation
import Synchronization

/// The jobs the driver (`swiftc`) runs to compile and link a program, learned once
/// from `swiftc -###` (which only plans them) and kept: the frontend, then
/// `swift-autolink-extract`, then `clang` linking. Running them directly gives the
/// same diagnostics (the driver relays the frontend's output as it is) and the same
/// program, without the driver's own start and its `swift-frontend
/// -print-target-info` on every compile (≈ 0.1–0.15 s of CPU each).
struct DriverPlan: Sendable, Hashable {
  struct Job: Sendable, Hashable {
    var executable: String
    var arguments: [String]
  }

  /// Frontend, autolink extraction, link; paths of the driver's temporary folder are
  /// relative (the compile runs in its work folder), the module cache is `moduleCachePlaceholder`.
  var jobs: [Job]

  /// The files the jobs hand on (the object file, the libraries to link), in the work folder.
  var intermediates: Set<String> {
    Set(
      jobs.flatMap { $0.arguments.map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 } }.filter {
        $0.hasPrefix(Self.intermediatePrefix)
      })
  }

  /// How the driver's temporary files are named in the work folder.
  static let intermediatePrefix = "swiftdrill-"

  /// Stands for the module cache in a learned plan; replaced in each compile.
  static let moduleCachePlaceholder = "/swiftdrill-module-cache"

  /// The jobs of a compile with `moduleCache` as the module cache.
  func jobs(moduleCache: String) -> [Job] {
    jobs.map { job in
      Job(
        executable: job.executable,
        arguments: job.arguments.map { $0 == Self.moduleCachePlaceholder ? moduleCache : $0 })
    }
  }

  /// What was learned in this process, by folder and key.
  private static let learned = Mutex([String: DriverPlan]())

  /// The plan for `swiftc arguments` (files included, no module cache): from this
  /// process's memory, the file in `folder`, or a `swiftc -###` run; nil when the
  /// driver plans anything but frontend, autolink extraction and link, or a path
  /// needs quoting.
  static func plan(
    arguments: [String], toolchain: Toolchain, folder: URL?, environment: [String: String]
  ) -> DriverPlan? {
    let resolved = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath().path
    let key = StableHash.hex(
      (["driver-plan-1", toolchain.swiftc, toolchain.version, "\(FileStamp(path: resolved, role: .pack))"]
        + arguments).joined(separator: "\n"))
    // Remembered per folder: each cache folder keeps its own file.
    let memory = (folder?.path ?? "") + "\n" + key
    if let known = learned.withLock({ $0[memory] }) { return known }
    let file = folder?.appendingPathComponent("plan-\(key).txt")
    if let file, let data = FileManager.default.contents(atPath: file.path),
      let plan = decode(String(decoding: data, as: UTF8.self))
    {
      learned.withLock { $0[memory] = plan }
      return plan
    }
    guard let plan = ask(arguments: arguments, toolchain: toolchain, environment: environment) else {
      return nil
    }
    learned.withLock { $0[memory] = plan }
    if let folder, let file {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? AtomicFile.write(plan.encoded, to: file)
    }
    return plan
  }

  /// Runs `swiftc -###` with a temporary folder of its own (the driver makes its
  /// folders there even when it only plans), then removes it.
  private static func ask(arguments: [String], toolchain: Toolchain, environment: [String: String])
    -> DriverPlan?
  {
    askDriver(
      arguments + ["-module-cache-path", moduleCachePlaceholder], toolchain: toolchain,
      environment: environment
    ) { plan, temporary in
      parse(plan, temporary: temporary, frontend: toolchain.frontend)
    }
  }

  /// Runs `swiftc -### arguments` in a temporary folder of its own, which is also
  /// its `TMPDIR`: the driver makes a `TemporaryDirectory.X` there even when it only
  /// plans, and never removes it. `read` gets the plan and the folder's path; the
  /// folder is removed after. Nil when the driver fails.
  static func askDriver<Plan>(
    _ arguments: [String], toolchain: Toolchain, environment: [String: String],
    read: (_ plan: String, _ temporary: String) -> Plan?
  ) -> Plan? {
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/swiftdrill-plan-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { return nil }
    let temporary = String(cString: made)
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    var environment = environment
    environment["TMPDIR"] = temporary
    guard
      let result = try? ChildProcess.run(
        executable: toolchain.swiftc, arguments: ["-###"] + arguments,
        environment: environment, currentDirectory: temporary, timeout: .seconds(60), outputLimit: 1 << 20),
      result.exitStatus == 0
    else { return nil }
    return read(result.stdout, temporary)
  }

  /// The plan in `-###` output: exactly `FRONTEND -frontend -c …`, `…/swift-autolink-extract …`
  /// and a link ending in `-o program`, unquoted; the temporary folder's paths made relative.
  static func parse(_ output: String, temporary: String, frontend: String?) -> DriverPlan? {
    let lines = output.split(separator: "\n")
    guard let frontend, lines.count == 3,
      !output.contains("\""), !output.contains("'"), !output.contains("\\")
    else { return nil }
    var jobs: [Job] = []
    for line in lines {
      var words = line.split(separator: " ").map(String.init)
      guard words.count > 1 else { return nil }
      for index in words.indices {
        guard let relative = relative(words[index], temporary: temporary) else { return nil }
        words[index] = relative
      }
      jobs.append(Job(executable: words[0], arguments: Array(words.dropFirst())))
    }
    guard jobs[0].executable == frontend, jobs[0].arguments.prefix(2) == ["-frontend", "-c"],
      (jobs[1].executable as NSString).lastPathComponent == "swift-autolink-extract",
      jobs[2].arguments.suffix(2) == ["-o", "program"]
    else { return nil }
    // The frontend's map of supplementary outputs asks for none in a whole-module compile.
    if let index = jobs[0].arguments.firstIndex(of: "-supplementary-output-file-map") {
      jobs[0].arguments.removeSubrange(index...index + 1)
    }
    return DriverPlan(jobs: jobs)
  }

  /// `word` with a path into `temporary` (the driver's `TemporaryDirectory.X/` inside it)
  /// made relative, `@` kept; nil when it names the folder any other way.
  private static func relative(_ word: String, temporary: String) -> String? {
    let at = word.hasPrefix("@") ? "@" : ""
    let path = word.dropFirst(at.count)
    guard path.contains(temporary) else { return word }
    guard path.hasPrefix(temporary + "/") else { return nil }
    let name = (String(path) as NSString).lastPathComponent
    return name.isEmpty || name.hasPrefix(".") ? nil : at + intermediatePrefix + name
  }

  /// One line per word, a job after an empty line.
  var encoded: String {
    (["plan-1\n"] + jobs.map { ([$0.executable] + $0.arguments).joined(separator: "\n") + "\n" })
      .joined(separator: "\n")
  }

  static func decode(_ text: String) -> DriverPlan? {
    let blocks = text.components(separatedBy: "\n\n").filter { !$0.isEmpty }
    guard blocks.first == "plan-1", blocks.count == 4 else { return nil }
    let jobs = blocks.dropFirst().map { block -> Job in
      let words = block.split(separator: "\n").map(String.init)
      return Job(executable: words.first ?? "", arguments: Array(words.dropFirst()))
    }
    guard jobs.allSatisfy({ FileManager.default.isExecutableFile(atPath: $0.executable) }) else { return nil }
    return DriverPlan(jobs: jobs)
  }
}
