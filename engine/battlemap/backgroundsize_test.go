package battlemap

import (
	"strings"
	"testing"
)

// A picture a byte over the limit is said to be over it: it read "8.0 MB,
// over the limit of 8 MB".
func TestCheckBackgroundImage_APictureJustOverTheLimitReadsAsOver(t *testing.T) {
	_, _, _, err := CheckBackgroundImage(make([]byte, MaxBackgroundBytes+1))
	if err == nil {
		t.Fatal("a picture over the limit passes")
	}
	if want := "the background image is 8 MB and 1 byte, over the limit of 8 MB"; !strings.HasPrefix(err.Error(), want) {
		t.Errorf("err %q, want it to start %q", err, want)
	}
}
