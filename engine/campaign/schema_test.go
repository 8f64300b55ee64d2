package campaign

import (
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

type schemaNode struct {
	Required   []string              `json:"required"`
	Properties map[string]schemaNode `json:"properties"`
	Additional *bool                 `json:"additionalProperties"`
	MaxItems   int                   `json:"maxItems"`
	MaxLength  int                   `json:"maxLength"`
	Maximum    int                   `json:"maximum"`
}

// The campaign schema and the loader agree: every object lists exactly
// the fields the loader reads (and refuses others), the required ones
// are the ones the loader always writes, and the limits are the
// loader's.
func TestSchema_AgreesWithTheLoader(t *testing.T) {
	data, err := os.ReadFile("../../docs/unhexcampaign.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var root struct {
		schemaNode
		Defs map[string]schemaNode `json:"$defs"`
	}
	if err := json.Unmarshal(data, &root); err != nil {
		t.Fatal(err)
	}
	objects := map[string]struct {
		node  schemaNode
		typ   any
		extra []string
	}{
		"root":     {root.schemaNode, Campaign{}, []string{"format", "version"}},
		"mapRef":   {root.Defs["mapRef"], MapRef{}, nil},
		"npcGroup": {root.Defs["npcGroup"], NPCGroup{}, nil},
		"away":     {root.Defs["away"], Away{}, nil},
		"session":  {root.Defs["session"], Session{}, nil},
		"fight":    {root.Defs["fight"], Fight{}, nil},
		"advance":  {root.Defs["advance"], Advance{}, nil},
		"pick":     {root.Defs["advance"].Properties["pick"], sheet.AbilityPick{}, nil},
	}
	for name, o := range objects {
		all, required := jsonFields(reflect.TypeOf(o.typ))
		all = append(all, o.extra...)
		required = append(required, o.extra...)
		if got, want := keys(o.node.Properties), sorted(all); got != want {
			t.Errorf("%s: the schema lists %s, the loader reads %s", name, got, want)
		}
		if got, want := sorted(o.node.Required), sorted(required); got != want {
			t.Errorf("%s: the schema requires %s, the loader always writes %s", name, got, want)
		}
		if o.node.Additional == nil || *o.node.Additional {
			t.Errorf("%s: the schema allows fields the loader refuses", name)
		}
	}
	p := root.Properties
	limits := map[string][2]int{
		"version":                {p["version"].Maximum, FormatVersion},
		"maps":                   {p["maps"].MaxItems, MaxMaps},
		"npcs":                   {p["npcs"].MaxItems, MaxNPCGroups},
		"sessions":               {p["sessions"].MaxItems, MaxSessions},
		"party":                  {p["party"].MaxItems, sheet.MaxCharacters},
		"session.fights":         {root.Defs["session"].Properties["fights"].MaxItems, MaxFightsInSession},
		"mapPath":                {root.Defs["mapPath"].MaxLength, MaxPathLen},
		"advance.to (any rules)": {root.Defs["advance"].Properties["to"].Maximum, sheet.HighestMaxLevel},
	}
	for name, l := range limits {
		if l[0] != l[1] {
			t.Errorf("%s: the schema says %d, the loader %d", name, l[0], l[1])
		}
	}
}

// jsonFields lists a struct's JSON field names (embedded structs'
// included) and those written always (no omitempty).
func jsonFields(t reflect.Type) (all, required []string) {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		name, opts, _ := strings.Cut(tag, ",")
		if name == "-" || !f.IsExported() {
			continue
		}
		all = append(all, name)
		if !strings.Contains(opts, "omitempty") {
			required = append(required, name)
		}
	}
	return all, required
}

func keys(m map[string]schemaNode) string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return sorted(out)
}

func sorted(s []string) string {
	s = append([]string(nil), s...)
	sort.Strings(s)
	return strings.Join(s, ",")
}
