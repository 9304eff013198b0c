// The fuzz targets of every reader of outside input (`FuzzInput.Target`), as one SwiftPM
// executable (`swiftdrill-fuzz`).
//
// Built by Benchmarks/fuzz.sh with `-sanitize=fuzzer,address -parse-as-library -D FUZZING`,
// it is a libFuzzer binary: `SWIFTDRILL_FUZZ_TARGET=anki-package` gives every input to that
// reader whole; without the variable the first byte picks the reader (`FuzzInput.read`).
// Built plainly (as `swift build` does), it replays saved inputs: `swiftdrill-fuzz FILE…`
// reads each file as the libFuzzer binary would (selector byte first, or whole for the reader
// `SWIFTDRILL_FUZZ_TARGET` names), prints the slowest and exits 0 when none crashed.

import DrillKitTesting
import Foundation

#if FUZZING
  /// The reader named by `SWIFTDRILL_FUZZ_TARGET`, looked up once; nil: the selector byte picks.
  let fixedTarget: FuzzInput.Target? = {
    guard let name = ProcessInfo.processInfo.environment["SWIFTDRILL_FUZZ_TARGET"], !name.isEmpty else {
      return nil
    }
    guard let target = FuzzInput.Target.allCases.first(where: { $0.name == name }) else {
      let names = FuzzInput.Target.allCases.map(\.name).joined(separator: ", ")
      FileHandle.standardError.write(Data("unknown SWIFTDRILL_FUZZ_TARGET \(name); one of \(names)\n".utf8))
      exit(2)
    }
    return target
  }()

  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let fixedTarget {
      FuzzInput.read(fixedTarget, body: bytes)
    } else if let selector = bytes.first {
      FuzzInput.read(selector: selector, body: Array(bytes.dropFirst()))
    }
    return 0
  }

  /// libFuzzer's driver (in every libFuzzer since LLVM 11).
  @_silgen_name("LLVMFuzzerRunDriver")
  func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
  ) -> Int32

  /// The entry point SwiftPM links an executable with (`main` is defined as
  /// `<module>_main`); a library-parsed file has none of its own, so it hands over to libFuzzer.
  @_cdecl("swiftdrill_fuzz_main")
  public func fuzzMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> Int32 {
    var count = argc
    var arguments = argv
    return runDriver(&count, &arguments) { data, size in fuzzerTestOneInput(data, size) }
  }
#else
  // A declaration, not statements: the libFuzzer build parses this file as a library
  // (`-parse-as-library`), where top-level statements are refused even in an inactive
  // branch. In main.swift a global is initialised as the file runs, so this replays.
  // With `SWIFTDRILL_FUZZ_TARGET` each file is that reader's input whole (a libFuzzer corpus),
  // as the libFuzzer binary reads it; the slowest input and its time are printed (over 1 s is a
  // finding: a learner waits on it).
  let replayed: Int = {
    let name = ProcessInfo.processInfo.environment["SWIFTDRILL_FUZZ_TARGET"] ?? ""
    let fixed = FuzzInput.Target.allCases.first { $0.name == name }
    if !name.isEmpty && fixed == nil {
      FileHandle.standardError.write(Data("unknown SWIFTDRILL_FUZZ_TARGET \(name)\n".utf8))
      exit(2)
    }
    var count = 0
    var slowest: (path: String, seconds: Double) = ("", 0)
    for path in CommandLine.arguments.dropFirst() {
      guard let data = FileManager.default.contents(atPath: path), fixed != nil || !data.isEmpty else {
        FileHandle.standardError.write(Data("swiftdrill-fuzz: cannot read \(path)\n".utf8))
        exit(1)
      }
      let start = DispatchTime.now().uptimeNanoseconds
      if let fixed {
        FuzzInput.read(fixed, body: Array(data))
      } else {
        FuzzInput.read(selector: data[data.startIndex], body: Array(data.dropFirst()))
      }
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      if seconds > slowest.seconds { slowest = (path, seconds) }
      count += 1
    }
    print("replayed \(count) inputs, no crash; slowest \(slowest.seconds) s: \(slowest.path)")
    return count
  }()
#endif
