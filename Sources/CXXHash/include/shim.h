#ifndef SWIFTDRILL_CXXHASH_SHIM_H
#define SWIFTDRILL_CXXHASH_SHIM_H

// libxxhash's XXH3-128 (xxHash 0.8, Debian libxxhash-dev): StableHash, the 128-bit
// non-cryptographic hash that names the content cache's snapshot, stamps the moves files
// keys the key-point audit cache and, with a secret of the learner's, the run cache. Opened on the first hash (xxhash_loader.c,
// CLibraryLoader.h), like the other libraries; only the one-shot function is called.
#include <xxhash.h>

#endif
