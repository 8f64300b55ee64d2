package process

import (
	"strings"
	"testing"
)

func TestRanOutOfMemory_KnowsTheRuntimesWordsForIt(t *testing.T) {
	for _, stderr := range []string{
		"runtime: out of memory: cannot allocate 192937984-byte block (213352448 in use)\nfatal error: out of memory\n",
		"runtime: failed to create new OS thread (have 7 already; errno=11)\nfatal error: newosproc\n",
		"fatal error: too many address space collisions for -race mode\n",
		"runtime/cgo: pthread_create failed: Resource temporarily unavailable\nSIGABRT: abort\n",
		"runtime: cannot map pages in arena address space\nfatal error: out of memory\n",
	} {
		if !RanOutOfMemory(stderr) {
			t.Errorf("%q is not taken for running out of memory", stderr)
		}
	}
	if RanOutOfMemory("unhexboard: the page would be 10200x13200 pixels, over the limit\n") {
		t.Error("a message of the program's own is taken for running out of memory")
	}
}

func TestTailBuffer_KeepsTheLast64kB(t *testing.T) {
	var b TailBuffer
	b.Write([]byte(strings.Repeat("x", 100<<10)))
	b.Write([]byte("the end"))
	if s := b.String(); len(s) != tailBufferSize || !strings.HasSuffix(s, "the end") {
		t.Errorf("kept %d bytes ending %q", len(s), s[len(s)-10:])
	}
}

func TestOutOfMemoryError_SaysTheLimitAsAPersonWould(t *testing.T) {
	for mb, want := range map[int]string{512: "512 MB", 2048: "2 GB"} {
		if got := (&OutOfMemoryError{LimitMB: mb}).Error(); got != "ran out of memory (its limit is "+want+") and was stopped" {
			t.Errorf("%d: %q", mb, got)
		}
	}
}
