#ifndef SWIFTDRILL_CSTEMMER_SHIM_H
#define SWIFTDRILL_CSTEMMER_SHIM_H

// The Snowball stemmers (Debian libstemmer-dev, Homebrew snowball): the key-point
// matcher stems the words of answers and key points with the English algorithm.
#include <libstemmer.h>

#endif
