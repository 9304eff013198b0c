import DrillMarkdown
import DrillSupport
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The test harness (`TestHarness.source`) compiled once per toolchain, so an answer's
/// compile does not compile `expect` and its report again (about a third of the
/// frontend's time for a small answer). The program imports it implicitly
/// (`-testable-import-module`, built with `-enable-testing`: its source is the harness's,
/// byte for byte, with nothing made `public`), so no line of the answer or its Tests
/// moves, and a note that points into the harness names the same line and column.
///
/// It lives in the module cache folder, which every stage of the sandbox already sees
/// (the compile stage writable, an immediate run read-only); its source stays beside it
/// (the frontend quotes the harness's lines in notes from there).
struct HarnessModule: Sendable, Hashable {
  /// The folder holding the module, its object file, its shared library and its source.
  let folder: String

  static let moduleName = "DrillHarness"
  static let objectName = "DrillHarness.o"
  static let libraryName = "DrillHarness"
  static let sourceName = "harness.swift"
  /// Written last: the folder is complete.
  static let readyName = "ready"

  /// The flags the driver (`swiftc`) passes on to compile and link a program with it.
  var driverArguments: [String] {
    ["-I", folder, "-Xfrontend", "-testable-import-module", "-Xfrontend", Self.moduleName, objectPath]
  }

  /// The frontend's flags for an immediate run: the module, and its library to load.
  var immediateArguments: [String] {
    ["-I", folder, "-testable-import-module", Self.moduleName, "-L", folder, "-l" + Self.libraryName]
  }

  var objectPath: String { folder + "/" + Self.objectName }
  /// The harness's source as the compiler names it in messages (beside the module).
  var sourcePath: String { folder + "/" + Self.sourceName }

  /// The module's source: the harness's, then the function that prints the completion token.
  static let source = TestHarness.source + TestHarness.finishSource

  /// Whether `request` may take the prebuilt harness and lose nothing: its harness is
  /// `TestHarness.file` as it is, it is run (not only compiled), it has no library modules,
  /// sanitizer or setting but the language version (each would compile the harness
  /// differently), and no file but the harness names `expect`'s helpers or this module,
  /// and none but the Tests (`main.swift`) says `expect` at all: a declaration of the
  /// learner's would shadow the imported one where, compiled together, it is an error.
  static func fits(_ request: CodeRunRequest) -> Bool {
    guard request.mode == .run, request.modules.isEmpty,
      request.files.contains(where: { $0.name == "main.swift" }),
      request.compilerSettings.allSatisfy({ $0.name == .swiftVersion }),
      request.files.contains(where: { $0.name == TestHarness.file.name && $0.code == TestHarness.source })
    else { return false }
    for file in request.files where file.name != TestHarness.file.name {
      if file.code.contains("harnessReport") || file.code.contains(TestHarness.finishFunction)
        || file.code.contains(moduleName)
      {
        return false
      }
      if file.name != "main.swift" {
        if file.code.contains("expect") { return false }
      } else if file.code.contains("expect"),
        file.code.contains(
          #/(?:func|var|let|case|struct|class|enum|actor|protocol|typealias|macro|associatedtype)\s+`?expect(?!\w)/#
        )
      {
        // A declaration named `expect` in the Tests.
        return false
      }
    }
    return true
  }

  /// Built harnesses by folder, in this process (nil: the build failed).
  private static let built = Mutex([String: HarnessModule?]())

  /// The harness built by `toolchain` into `moduleCache` (reused while the harness and the
  /// toolchain are the same); nil when it cannot be built (then the harness is compiled with
  /// each program, as before). `shared`: others must be able to read it (a run as `nobody`).
  static func prepare(
    toolchain: Toolchain, moduleCache: String, shared: Bool, environment: [String: String]
  ) -> HarnessModule? {
    let key = StableHash.hex(
      ["harness-module-1", source, toolchain.swiftc, toolchain.version].joined(
        separator: "\n")
    ).prefix(16)
    let folder = "\(moduleCache)/swiftdrill-harness-\(key)"
    let module = HarnessModule(folder: folder)
    if let known = built.withLock({ $0[folder] }) { return known }
    return built.withLock { cache -> HarnessModule? in
      if let known = cache[folder] { return known }
      guard
        module.isReady
          || module.build(toolchain: toolchain, moduleCache: moduleCache, environment: environment)
      else {
        // Not tried again in this process: each compile takes the harness as a file.
        cache.updateValue(nil, forKey: folder)
        return nil
      }
      if shared {
        FileMode.set(folder, to: 0o755)
        ModuleCache.share(folder)
      }
      cache[folder] = module
      return module
    }
  }

  /// Whether the folder is this user's and complete.
  private var isReady: Bool {
    owned(folder, directory: true) && owned(folder + "/" + Self.readyName)
      && owned(folder + "/" + Self.moduleName + ".swiftmodule") && owned(objectPath)
      && owned(folder + "/lib" + Self.libraryName + ".so") && owned(sourcePath)
  }

  /// Compiles the harness (trusted: swiftdrill's own source) with the toolchain, outside the
  /// sandbox: the object file and the module, then a shared library of the same object for
  /// immediate runs. Each output is written under a name of its own and renamed, so two
  /// processes building at once leave complete files.
  private func build(toolchain: Toolchain, moduleCache: String, environment: [String: String]) -> Bool {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    guard owned(folder, directory: true) else { return false }
    let scratch = "build-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let source = folder + "/" + scratch + ".swift"
    guard FileManager.default.createFile(atPath: source, contents: Data(Self.source.utf8)),
      rename(source, sourcePath) == 0
    else { return false }
    let module = folder + "/" + scratch + ".swiftmodule"
    let object = folder + "/" + scratch + ".o"
    let library = folder + "/" + scratch + ".so"
    defer {
      for file in [module, object, library] { unlink(file) }
      for suffix in [".swiftdoc", ".swiftsourceinfo", ".abi.json"] { unlink(folder + "/" + scratch + suffix) }
    }
    var environment = environment
    environment["TMPDIR"] = folder
    func swiftc(_ arguments: [String]) -> Bool {
      let result = try? ChildProcess.run(
        executable: toolchain.swiftc, arguments: arguments, environment: environment,
        currentDirectory: folder,
        timeout: .seconds(120), outputLimit: 1 << 16)
      return result?.exitStatus == 0
    }
    guard
      swiftc(
        CodeRunner.compilerFlags.filter { $0 != "Learner" && $0 != "-module-name" } + [
          "-module-name", Self.moduleName, "-parse-as-library", "-enable-testing", "-c", Self.sourceName,
          "-o", object, "-emit-module", "-emit-module-path", module, "-module-cache-path", moduleCache,
        ]),
      swiftc(
        ["-emit-library", "-module-name", Self.moduleName, object, "-o", library] + toolchain.linkerFlags),
      rename(object, objectPath) == 0,
      rename(library, folder + "/lib" + Self.libraryName + ".so") == 0,
      rename(module, folder + "/" + Self.moduleName + ".swiftmodule") == 0
    else { return false }
    for suffix in [".swiftdoc", ".swiftsourceinfo"] {
      rename(folder + "/" + scratch + suffix, folder + "/" + Self.moduleName + suffix)
    }
    return FileManager.default.createFile(atPath: folder + "/" + Self.readyName, contents: Data())
  }

  /// Whether `path` is this user's own (no one else could have planted it), and not a link.
  private func owned(_ path: String, directory: Bool = false) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_uid == geteuid() else { return false }
    return info.st_mode & S_IFMT == (directory ? S_IFDIR : S_IFREG)
  }
}

extension CodeRunner {
  /// The prebuilt harness for `request`, when it fits and can be had (in the module cache
  /// folder this runner's compiles use); nil: the harness is compiled with the program.
  func prebuiltHarness(for request: CodeRunRequest, sandbox: Sandbox) -> HarnessModule? {
    let shared = sandbox.dropsToNobody && immediateMode
    guard harnessModule, HarnessModule.fits(request),
      let moduleCache = ModuleCache.folder(
        in: moduleCacheRoot, named: moduleCacheFolder, readableByOthers: shared)
    else { return nil }
    return HarnessModule.prepare(
      toolchain: toolchain, moduleCache: moduleCache, shared: shared, environment: compilerEnvironment)
  }
}
