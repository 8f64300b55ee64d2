package excalidraw

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

func TestImport_HostileDrawingsGetAClearErrorQuickly(t *testing.T) {
	many := func(n int, el string) string {
		return `{"type":"excalidraw","elements":[` + strings.TrimSuffix(strings.Repeat(el+",", n), ",") + `]}`
	}
	longLine := `{"type":"line","x":0,"y":0,"points":[` + strings.TrimSuffix(strings.Repeat("[1,2],", MaxLinePoints+1), ",") + `]}`
	for name, c := range map[string]struct{ data, want string }{
		"not JSON":           {"hello", "does not start with a JSON object"},
		"a .unhex file":      {`{"format":"unhex","version":1}`, "not an excalidraw drawing"},
		"wrong field type":   {`{"type":"excalidraw","elements":[{"type":"text","x":"left"}]}`, "not a readable excalidraw file"},
		"huge coordinate":    {`{"type":"excalidraw","elements":[{"type":"rectangle","x":1e300}]}`, "out of range"},
		"too many elements":  {many(MaxElements+1, `{"type":"text","text":"a"}`), "over the limit of 10000"},
		"too many points":    {`{"type":"excalidraw","elements":[` + longLine + `]}`, "points, over the limit"},
		"a one-number point": {`{"type":"excalidraw","elements":[{"type":"arrow","points":[[0,0],[5]]}]}`, "point 2 has 1 coordinates"},
		"too long a text":    {`{"type":"excalidraw","elements":[{"type":"text","text":"` + strings.Repeat("a", MaxTextBytes+1) + `"}]}`, "over the limit"},
		"no areas":           {`{"type":"excalidraw","elements":[{"type":"freedraw","points":[[0,0],[1,1]]}]}`, "no areas found"},
		"not UTF-8":          {"{\"type\":\"excalidraw\xff\"}", "not UTF-8"},
	} {
		start := time.Now()
		_, _, err := Import([]byte(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error saying %q", name, err, c.want)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("%s: took %v", name, d)
		}
	}
}

func TestImport_ThousandsOfCrossingLinesImportQuickly(t *testing.T) {
	// The worst case the limits allow is every line against every line:
	// 400 names and 2,000 lines criss-crossing them.
	var els []string
	for i := 0; i < 400; i++ {
		els = append(els, fmt.Sprintf(`{"type":"text","id":"t%d","text":"A%d","x":%d,"y":%d,"width":40,"height":25}`, i, i, (i%20)*150, (i/20)*100))
	}
	for i := 0; i < 2000; i++ {
		els = append(els, fmt.Sprintf(`{"type":"line","id":"l%d","x":%d,"y":%d,"points":[[0,0],[%d,%d]]}`, i, (i%20)*150+40, (i/100)*100+12, 110-(i%7)*30, (i%5)*40))
	}
	start := time.Now()
	if _, _, err := Import([]byte(`{"type":"excalidraw","elements":[` + strings.Join(els, ",") + `]}`)); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("took %v", d)
	}
}
