import CSandbox
import DrillEvaluation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The binary's hidden `--sandbox-exec` mode (`SandboxLauncher` in DrillEvaluation has its
/// words): the process becomes the `CSandbox` supervisor of the confined program. It never
/// returns, so `main.swift` hands over to it before anything else.
enum SandboxExec {
  /// Runs the internal mode with the process's arguments; never returns.
  static func main(_ arguments: [String]) -> Never {
    let options: SandboxLauncher.Options
    do {
      options = try SandboxLauncher.Options(validating: arguments.dropFirst(2))
    } catch {
      let message = "swiftdrill: \(SandboxLauncher.flag) is internal: bad arguments: \(error.message)\n"
      _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
      exit(125)
    }
    let command = options.command.isEmpty ? ["/bin/true"] : options.command
    let argv = command.map { strdup($0) } + [nil]
    let reads = options.readPaths.map { UnsafePointer(strdup($0)) }
    let writes = options.writePaths.map { UnsafePointer(strdup($0)) }
    let probe = options.selfTestPath.map { strdup($0) } ?? nil
    return reads.withUnsafeBufferPointer { readBuffer -> Never in
      writes.withUnsafeBufferPointer { writeBuffer -> Never in
        var policy = csb_policy(
          read_paths: readBuffer.baseAddress, read_count: Int32(reads.count),
          write_paths: writeBuffer.baseAddress, write_count: Int32(writes.count),
          landlock: options.landlock ? 1 : 0, seccomp: options.seccomp ? 1 : 0, uid: options.uid,
          gid: options.gid, memory_limit: options.memory, file_size_limit: options.fileSize,
          process_limit: options.processes, open_files_limit: options.openFiles)
        csb_supervise(&policy, argv, nil, options.selfTestPath == nil ? -1 : 0, probe)
      }
    }
  }
}
