#ifndef SWIFTDRILL_CZIP_SHIM_H
#define SWIFTDRILL_CZIP_SHIM_H

#include <zip.h>

#endif
