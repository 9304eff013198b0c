// libzstd, opened when an Anki package's collection is first decompressed
// (CLibraryLoader.h says why).
#include "CLibraryLoader.h"
#include "shim.h"

#define ZSTD_FUNCTIONS(X)                                                                     \
  X(ZSTD_DStreamOutSize) X(ZSTD_createDStream) X(ZSTD_decompressStream) X(ZSTD_freeDStream) \
  X(ZSTD_getErrorName) X(ZSTD_initDStream) X(ZSTD_isError)

SWIFTDRILL_LAZY_LIBRARY(zstd, "libzstd.so.1", "libzstd1", ZSTD_FUNCTIONS)

size_t ZSTD_DStreamOutSize(void) { return zstd_library()->ZSTD_DStreamOutSize(); }
ZSTD_DStream *ZSTD_createDStream(void) { return zstd_library()->ZSTD_createDStream(); }
size_t ZSTD_decompressStream(ZSTD_DStream *stream, ZSTD_outBuffer *output, ZSTD_inBuffer *input) {
  return zstd_library()->ZSTD_decompressStream(stream, output, input);
}
size_t ZSTD_freeDStream(ZSTD_DStream *stream) { return zstd_library()->ZSTD_freeDStream(stream); }
const char *ZSTD_getErrorName(size_t code) { return zstd_library()->ZSTD_getErrorName(code); }
size_t ZSTD_initDStream(ZSTD_DStream *stream) { return zstd_library()->ZSTD_initDStream(stream); }
unsigned ZSTD_isError(size_t code) { return zstd_library()->ZSTD_isError(code); }
