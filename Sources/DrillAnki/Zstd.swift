import CZstd
import DrillSupport
import Foundation

/// zstd decompression through libzstd, streamed so a hostile frame is stopped at the
/// package limits (the most bytes one entry may expand to, and the ratio past 1 MB)
/// whatever size its header claims. Anki 2.1.50+ compresses `collection.anki21b` and the
/// media map this way.
enum Zstd {
  enum Failure: Error, Equatable {
    case corrupt(String)
    case tooLarge(limit: Int64)
    case suspiciousRatio(Int)
  }

  /// Whether `data` starts with a zstd frame's magic number.
  static func isCompressed(_ data: Data) -> Bool {
    data.prefix(4).elementsEqual([0x28, 0xB5, 0x2F, 0xFD])
  }

  static func decompress(_ input: Data, limits: ZipReader.Limits) throws(Failure) -> Data {
    guard let stream = ZSTD_createDStream() else { throw .corrupt("libzstd could not start") }
    defer { ZSTD_freeDStream(stream) }
    ZSTD_initDStream(stream)
    let source = [UInt8](input)
    var output = Data()
    var chunk = [UInt8](repeating: 0, count: ZSTD_DStreamOutSize())
    var consumed = 0
    while true {
      var produced = 0
      var result = 0
      source.withUnsafeBytes { raw in
        chunk.withUnsafeMutableBytes { buffer in
          var inBuffer = ZSTD_inBuffer(src: raw.baseAddress, size: raw.count, pos: consumed)
          var outBuffer = ZSTD_outBuffer(dst: buffer.baseAddress, size: buffer.count, pos: 0)
          result = ZSTD_decompressStream(stream, &outBuffer, &inBuffer)
          consumed = inBuffer.pos
          produced = outBuffer.pos
        }
      }
      if ZSTD_isError(result) != 0 { throw .corrupt(String(cString: ZSTD_getErrorName(result))) }
      output.append(contentsOf: chunk[0..<produced])
      if Int64(output.count) > limits.maximumEntrySize { throw .tooLarge(limit: limits.maximumEntrySize) }
      if output.count > 1_048_576, output.count / max(input.count, 1) > limits.maximumRatio {
        throw .suspiciousRatio(output.count / max(input.count, 1))
      }
      if consumed == source.count && produced < chunk.count {
        // Every frame ends with a result of 0; anything else is data cut short.
        guard result == 0 else { throw .corrupt("the compressed data ends early") }
        return output
      }
    }
  }
}
