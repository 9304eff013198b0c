#ifndef SWIFTDRILL_CZSTD_SHIM_H
#define SWIFTDRILL_CZSTD_SHIM_H

#include <zstd.h>

#endif
