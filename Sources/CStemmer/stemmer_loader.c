// libstemmer, opened when the first spoken answer or key point is stemmed
// (CLibraryLoader.h says why).
#include "CLibraryLoader.h"
#include "shim.h"

#define STEMMER_FUNCTIONS(X) X(sb_stemmer_delete) X(sb_stemmer_length) X(sb_stemmer_new) X(sb_stemmer_stem)

SWIFTDRILL_LAZY_LIBRARY(stemmer, "libstemmer.so.0d", "libstemmer0d", STEMMER_FUNCTIONS)

struct sb_stemmer *sb_stemmer_new(const char *algorithm, const char *encoding) {
  return stemmer_library()->sb_stemmer_new(algorithm, encoding);
}
void sb_stemmer_delete(struct sb_stemmer *stemmer) { stemmer_library()->sb_stemmer_delete(stemmer); }
const sb_symbol *sb_stemmer_stem(struct sb_stemmer *stemmer, const sb_symbol *word, int size) {
  return stemmer_library()->sb_stemmer_stem(stemmer, word, size);
}
int sb_stemmer_length(struct sb_stemmer *stemmer) { return stemmer_library()->sb_stemmer_length(stemmer); }
