// glibc's heap statistics (mallinfo2), which Swift's Glibc module leaves out.
// Test-only: the memory soak and the live probe read them. Kept apart from
// CVTerm so that building every product needs nothing beyond libc.
#include <malloc.h>
