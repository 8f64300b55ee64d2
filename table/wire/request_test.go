package wire

import (
	"strings"
	"testing"
)

// A page's requests are read strictly: known types with the fields they
// need, nothing unknown, nothing over the bounds.
func TestDecode_TakesOnlyWellFormedRequests(t *testing.T) {
	good := []string{
		`{"type":"hello","name":"Ana"}`,
		`{"type":"act","act":"x1"}`,
		`{"type":"pass"}`,
		`{"type":"answer","decision":"d","option":0}`,
		`{"type":"answer","decision":"d","roll":true}`,
		`{"type":"answer","decision":"d","dice":"34"}`,
		`{"type":"answer","decision":"d","spread":[{"location":"torso","count":2}]}`,
		`{"type":"answer","decision":"d","noItems":true}`,
		`{"type":"withdraw","decision":"d"}`,
		`{"type":"ping","area":"a"}`,
	}
	for _, s := range good {
		if _, err := Decode([]byte(s)); err != nil {
			t.Errorf("%s refused: %v", s, err)
		}
	}
	bad := []string{
		``, `null`, `[]`, `{"type":"act"}`, `{"type":"nuke"}`, `{"type":"pass","area":"a"}`,
		`{"type":"answer","decision":"d"}`, `{"type":"answer","decision":"d","roll":true,"option":1}`,
		`{"type":"act","act":"x","extra":1}`, `{"type":"ping","area":"a"}{"type":"pass"}`,
		`{"type":"hello","name":"` + strings.Repeat("n", MaxName+1) + `"}`,
		`{"type":"act","act":"` + strings.Repeat("x", MaxID+1) + `"}`,
		`{"type":"answer","decision":"d","dice":"123"}`,
		`{"type":"hello","name":"` + strings.Repeat("é", MaxRequest) + `"}`,
		"{\"type\":\"hello\",\"name\":\"\xff\"}",
	}
	for _, s := range bad {
		if r, err := Decode([]byte(s)); err == nil {
			t.Errorf("%.60s taken as %+v", s, r)
		}
	}
}

// The decoder takes anything a browser (or anyone) may send without
// panicking, and what it takes passes its own checks again.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{"type":"hello","name":"Ana"}`, `{"type":"answer","decision":"d","items":[0,1]}`,
		`{"type":"ping","area":"a"}`, `{"type":"act","act":"x"}`, `{}`, `{"type":1}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := Decode(data)
		if err != nil {
			return
		}
		if len(data) > MaxRequest {
			t.Fatalf("%d bytes taken", len(data))
		}
		if err := r.check(); err != nil {
			t.Fatalf("taken but fails its check: %v", err)
		}
	})
}
