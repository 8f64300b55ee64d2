/* A test-only stand-in for Windows' bcryptprimitives.dll, which Debian's
 * Wine 8 lacks and Go's runtime loads for ProcessPrng. It fills the buffer
 * from RtlGenRandom (advapi32's SystemFunction036). Never shipped. */
#include <windows.h>
#include <ntsecapi.h>

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {
	while (len > 0) {
		ULONG chunk = len > 0x10000000 ? 0x10000000 : (ULONG)len;
		if (!RtlGenRandom(data, chunk)) return FALSE;
		data += chunk;
		len -= chunk;
	}
	return TRUE;
}
