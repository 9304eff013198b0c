// libxxhash, opened on the first StableHash (CLibraryLoader.h says why; a start that
// serves the content cache hashes its snapshot's name, so a quiz opens it too).
#include "CLibraryLoader.h"
#include "shim.h"

#define XXHASH_FUNCTIONS(X) X(XXH3_128bits) X(XXH3_128bits_withSecret)

SWIFTDRILL_LAZY_LIBRARY(xxhash, "libxxhash.so.0", "libxxhash0", XXHASH_FUNCTIONS)

XXH128_hash_t XXH3_128bits(const void *data, size_t length) {
  return xxhash_library()->XXH3_128bits(data, length);
}

XXH128_hash_t XXH3_128bits_withSecret(const void *data, size_t length, const void *secret, size_t secretSize) {
  return xxhash_library()->XXH3_128bits_withSecret(data, length, secret, secretSize);
}
