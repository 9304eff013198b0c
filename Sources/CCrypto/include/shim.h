#ifndef SWIFTDRILL_CCRYPTO_SHIM_H
#define SWIFTDRILL_CCRYPTO_SHIM_H

// libcrypto's SHA-1 (OpenSSL 3), for Anki's checksums and GUIDs (the run cache and the
// compiler's caches are StableHashes, docs/security.md). Through the direct SHA1_*
// functions, not EVP: EVP's first digest loads the configuration and the default
// provider (about 6 million instructions, 1.5-2 ms); the direct ones run the same
// implementation at once. OpenSSL 3 marks them deprecated (not removed).
//
// libcrypto is opened on the first digest (crypto_loader.c, CLibraryLoader.h): loading
// and relocating it cost every start about 4.5 million instructions, and a quiz's first
// prompt computes no SHA digest (the content cache is keyed by StableHash).
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/sha.h>

#endif
