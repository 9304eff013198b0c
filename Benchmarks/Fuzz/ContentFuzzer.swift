// The libFuzzer entry point for the content loader, compiled into the DrillKit
// module by Benchmarks/fuzz.sh (`swiftc -sanitize=fuzzer,address`). It is not
// part of any SwiftPM target.

/// Reads one fuzzer input. The first byte picks what the rest is read as:
/// 0 a Markdown pack, 1 a JSON pack, 2 a lesson, 3 a parsed-content snapshot.
/// Any crash, trap or sanitizer report is a bug; diagnostics are fine.
@_cdecl("LLVMFuzzerTestOneInput")
public func contentFuzzerInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size > 0 else { return 0 }
  let bytes = UnsafeBufferPointer(start: data, count: size)
  FuzzInput.read(selector: bytes[0], body: Array(bytes.dropFirst()))
  return 0
}
