// glibc's heap statistics (mallinfo2), which Swift's Glibc module leaves out.
// Only the test probe reads them, so that `swift build` of every product needs
// nothing beyond libc (CVTerm, which also has them, needs libvterm-dev).
#include <malloc.h>
