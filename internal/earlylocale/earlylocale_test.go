package earlylocale

import "testing"

func TestApply_CWithACodesetIsReplacedAndRealLocalesAreKept(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want map[string]string // what is set
	}{
		{map[string]string{"LANG": "C.UTF-8"}, map[string]string{"LANG": "en_US.UTF-8"}},
		{map[string]string{"LANG": "POSIX.UTF-8"}, map[string]string{"LANG": "en_US.UTF-8"}},
		{map[string]string{"LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"}, map[string]string{"LC_ALL": "en_US.UTF-8"}},
		{map[string]string{"LC_ALL": "fr_FR.UTF-8", "LANG": "C.UTF-8"}, map[string]string{}},
		{map[string]string{"LANG": "C"}, map[string]string{}},
		{map[string]string{"LANG": "en_GB.UTF-8"}, map[string]string{}},
		{map[string]string{}, map[string]string{}},
	} {
		got := map[string]string{}
		Apply(func(k string) string { return tc.env[k] }, func(k, v string) error { got[k] = v; return nil })
		if len(got) != len(tc.want) {
			t.Errorf("%v: set %v, want %v", tc.env, got, tc.want)
			continue
		}
		for k, v := range tc.want {
			if got[k] != v {
				t.Errorf("%v: set %v, want %v", tc.env, got, tc.want)
			}
		}
	}
}
