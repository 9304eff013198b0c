#ifndef SWIFTDRILL_CYAML_SHIM_H
#define SWIFTDRILL_CYAML_SHIM_H

#include <yaml.h>

#endif
