#ifndef SWIFTDRILL_CMARKGFM_SHIM_H
#define SWIFTDRILL_CMARKGFM_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>

#endif
