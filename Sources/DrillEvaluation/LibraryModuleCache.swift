import DrillMarkdown
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Library modules compiled in this process, kept: what the compiler wrote for a module
/// (`Name.swiftmodule`, `Name.o`, …) and the warnings it gave. A project's check compiles
/// the learner's library for its tests and again for the program; with this the second
/// compile of the same sources with the same flags and toolchain copies the first one's
/// files instead (≈ 0.4 s of CPU and a sandboxed `swiftc` saved each time), as does any
/// later compile of it in the same process. A module that did not compile is not kept.
enum LibraryModuleCache {
  /// Everything the compile of `modules[index]` depends on: the modules of the request (those
  /// before it may be imported; every module's files name the warnings' files), the compiler
  /// and its environment.
  struct Key: Hashable {
    var modules: [LibraryModule]
    var index: Int
    var swiftc: String
    var version: String
    var environment: [String: String]
    var lineTables = false
  }

  /// What one compile left: its files by name, and its warnings.
  struct Entry {
    var files: [String: Data]
    var warnings: [CompilerMessage]
  }

  /// The most modules kept (the oldest goes first); a game's library is tens of kilobytes.
  static let capacity = 8

  private static let kept = Mutex([(key: Key, entry: Entry)]())

  static func entry(_ key: Key) -> Entry? {
    kept.withLock { entries in entries.last { $0.key == key }?.entry }
  }

  static func keep(_ entry: Entry, key: Key) {
    kept.withLock { entries in
      entries.removeAll { $0.key == key }
      entries.append((key, entry))
      if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }
  }

  /// The names of the regular files in `folder`.
  static func fileNames(in folder: String) -> Set<String> {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return Set(
      names.filter { name in
        var info = stat()
        return lstat(folder + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
      })
  }
}

extension CodeRunner {
  /// Compiles the library modules of `request` in `workspace`, one after the other, each from
  /// `LibraryModuleCache` when the same module was compiled before: the warnings they gave, or
  /// the first failure.
  func compileModules(_ request: CodeRunRequest, compiler: Compiler, workspace: Workspace)
    throws(CodeRunnerError) -> Compiler.Outcome
  {
    let moduleSources = request.modules.flatMap(\.sources)
    var warnings: [CompilerMessage] = []
    for (index, module) in request.modules.enumerated() {
      let key = LibraryModuleCache.Key(
        modules: request.modules, index: index, swiftc: toolchain.swiftc,
        version: toolchain.version, environment: compilerEnvironment, lineTables: request.lineTables)
      if let entry = LibraryModuleCache.entry(key) {
        for (name, data) in entry.files {
          do {
            try data.write(to: URL(fileURLWithPath: workspace.path + "/" + name))
          } catch {
            throw .workspaceFailed(path: workspace.path + "/" + name, reason: error.localizedDescription)
          }
        }
        warnings += entry.warnings
        continue
      }
      for source in module.sources { try workspace.write(source.code, to: source.name) }
      let before = LibraryModuleCache.fileNames(in: workspace.path)
      let arguments = module.compilerArguments + (request.lineTables ? [CodeRunner.lineTablesFlag] : [])
      switch try compiler.compile(arguments, files: moduleSources) {
      case .failed(var failure):
        failure.module = module.name
        return .failed(failure)
      case .compiled(let found):
        warnings += found
        var files: [String: Data] = [:]
        for name in LibraryModuleCache.fileNames(in: workspace.path).subtracting(before) {
          files[name] = FileManager.default.contents(atPath: workspace.path + "/" + name)
        }
        LibraryModuleCache.keep(.init(files: files, warnings: found), key: key)
      }
    }
    return .compiled(warnings: warnings)
  }
}
