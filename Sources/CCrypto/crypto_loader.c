// libcrypto, opened on the first SHA-1 digest (CLibraryLoader.h says why).
#include "CLibraryLoader.h"
#include "shim.h"

#define CRYPTO_FUNCTIONS(X) \
  X(SHA1_Init) X(SHA1_Update) X(SHA1_Final)

SWIFTDRILL_LAZY_LIBRARY(crypto, "libcrypto.so.3", "libssl3", CRYPTO_FUNCTIONS)

int SHA1_Init(SHA_CTX *context) { return crypto_library()->SHA1_Init(context); }
int SHA1_Update(SHA_CTX *context, const void *data, size_t count) {
  return crypto_library()->SHA1_Update(context, data, count);
}
int SHA1_Final(unsigned char *digest, SHA_CTX *context) { return crypto_library()->SHA1_Final(digest, context); }
