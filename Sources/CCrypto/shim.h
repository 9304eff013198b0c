#ifndef SWIFTDRILL_CCRYPTO_SHIM_H
#define SWIFTDRILL_CCRYPTO_SHIM_H

// libcrypto's digests (OpenSSL 3): SHA-1 for Anki's checksums and GUIDs, SHA-256 for the
// run cache's and the content cache's keys. Through the direct SHA1_* and SHA256_*
// functions, not EVP: EVP's first digest loads the configuration and the default
// provider (about 6 million instructions, 1.5-2 ms at every start); the direct ones
// run the same implementation at once. OpenSSL 3 marks them deprecated (not removed).
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/sha.h>

#endif
