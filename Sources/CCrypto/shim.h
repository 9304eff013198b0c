#ifndef SWIFTDRILL_CCRYPTO_SHIM_H
#define SWIFTDRILL_CCRYPTO_SHIM_H

// libcrypto's EVP digests (OpenSSL 3): SHA-1 for Anki's checksums and GUIDs, SHA-256 for
// the run cache's and the content cache's keys.
#include <openssl/evp.h>

#endif
