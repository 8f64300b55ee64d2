package engine

import (
	"reflect"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// zonesRuin is a small Year Zero map: a blocked wall, an obscured border
// and traits from the profile's vocabulary.
const zonesRuin = `{"format":"unhex","version":1,"rules":"yze-forbidden-lands","title":"Ruin",
"areas":[{"id":"gate","name":"Gate","x":0,"y":0,"traits":["open"]},
{"id":"hall","name":"Hall","x":100,"y":0,"traits":["dark","cramped"]},
{"id":"yard","name":"Yard","x":200,"y":0,"traits":["rough"]},
{"id":"tower","name":"Tower","x":100,"y":100}],
"links":[{"a":"gate","b":"hall","kind":"obscured"},{"a":"hall","b":"yard"},{"a":"gate","b":"tower","kind":"blocked"},{"a":"tower","b":"yard","kind":"dashed"}],
"characters":[{"id":"rat","name":"Rat","kind":"npc","team":"beasts","level":50,"maxLevel":50,"area":"hall","engaged":true,"body":{}}]}`

func TestZonesFile_TheProfileTraitsObscuredBorderAndEngagedTokenRoundTrip(t *testing.T) {
	doc, err := Parse([]byte(zonesRuin))
	if err != nil {
		t.Fatal(err)
	}
	if doc.Map.Profile != battlemap.ProfileForbiddenLands || doc.Rules != "" {
		t.Errorf("profile %q, edition %q: the rules field should be read as a zones profile", doc.Map.Profile, doc.Rules)
	}
	if got := doc.Map.Area("hall").Traits; !reflect.DeepEqual(got, []string{"dark", "cramped"}) {
		t.Errorf("hall's traits %v", got)
	}
	if doc.Map.Links[0].Kind != battlemap.Obscured || !doc.Characters[0].Engaged {
		t.Errorf("link %+v, token %+v", doc.Map.Links[0], doc.Characters[0])
	}
	data, err := Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"rules": "yze-forbidden-lands"`, `"kind": "obscured"`, `"engaged": true`, `"traits": [`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the saved file lacks %s", want)
		}
	}
	again, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(again, doc) {
		t.Errorf("the round trip changed the document")
	}
}

func TestZonesFile_TheCustomBandTableRoundTrips(t *testing.T) {
	file := `{"format":"unhex","version":1,"rules":"custom","bands":[{"name":"Here","from":0},{"name":"Near","from":1},{"name":"Far","from":3}],"areas":[{"id":"a","name":"A","traits":["Burning wreck"]}],"links":[]}`
	doc, err := Parse([]byte(file))
	if err != nil {
		t.Fatal(err)
	}
	want := []battlemap.Band{{Name: "Here", From: 0}, {Name: "Near", From: 1}, {Name: "Far", From: 3}}
	if !reflect.DeepEqual(doc.Map.Bands, want) || doc.Map.Zones().Band(2) != "Near" {
		t.Errorf("bands %v, range 2 is %q", doc.Map.Bands, doc.Map.Zones().Band(2))
	}
	data, err := Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	if again, err := Parse(data); err != nil || !reflect.DeepEqual(again.Map.Bands, want) {
		t.Errorf("round trip: %v, %v", err, again)
	}
}

func TestZonesFile_AnUnhexMapHasNoBandsTraitsObscuredBordersOrEngagedTokens(t *testing.T) {
	data, err := Marshal(NewDocument("plain"))
	if err != nil {
		t.Fatal(err)
	}
	for _, field := range []string{"bands", "traits", "obscured", "engaged"} {
		if strings.Contains(string(data), field) {
			t.Errorf("a new Unhex map's file mentions %s:\n%s", field, data)
		}
	}
}

func TestZonesFile_TheLoaderNamesWhatIsWrong(t *testing.T) {
	zone := func(rules, extra, area, links string) string {
		return `{"format":"unhex","version":1` + rules + extra + `,"areas":[{"id":"a","name":"A"` + area + `},{"id":"b","name":"B"}],"links":[` + links + `]}`
	}
	const yze = `,"rules":"yze-alien"`
	cases := []struct{ name, file, want string }{
		{"an unknown rules value", zone(`,"rules":"yze-mutant"`, "", "", ""),
			`unknown rules "yze-mutant" (Unhex editions: 2020-09-06, 2020-09-07, 2020-09-12; zones profiles: yze-forbidden-lands, yze-alien, 2d20, fate, custom)`},
		{"an obscured border on an Unhex map", zone("", "", "", `{"a":"a","b":"b","kind":"obscured"}`),
			`link 1 (a-b): the kind obscured is a border of the zones profiles; an Unhex map has solid, dashed or blocked links`},
		{"an unknown kind on a zones map", zone(yze, "", "", `{"a":"a","b":"b","kind":"misty"}`),
			`the kind "misty" is unknown (use solid, dashed, blocked or obscured)`},
		{"a one-way dashed link on a zones map", zone(yze, "", "", `{"a":"a","b":"b","kind":"dashed","oneWay":true}`),
			`only a solid or obscured link can be one-way, this one is dashed`},
		{"a door on an obscured border", zone(yze, "", "", `{"a":"a","b":"b","kind":"obscured","door":"open"}`),
			`only a solid link can have a door, this one is obscured`},
		{"traits on an Unhex map", zone("", "", `,"traits":["dark"]`, ""),
			`area 1 ("a"): traits belong to a zones profile; this map plays Unhex`},
		{"a trait outside the vocabulary", zone(yze, "", `,"traits":["dark","slippery"]`, ""),
			`area 1 ("a"): the trait "slippery" is not a trait of Year Zero Engine: Alien (its traits: cramped, rough, open, dark)`},
		{"a 2d20 trait on a Year Zero map", zone(yze, "", `,"traits":["difficult-terrain"]`, ""),
			`the trait "difficult-terrain" is not a trait of Year Zero Engine: Alien (`},
		{"a trait twice", zone(yze, "", `,"traits":["dark","dark"]`, ""), `the trait "dark" is there twice`},
		{"a blank aspect", zone(`,"rules":"fate"`, "", `,"traits":[" "]`, ""), `area 1 ("a"): trait 1 is blank`},
		{"an aspect of two lines", zone(`,"rules":"fate"`, "", `,"traits":["On\nfire"]`, ""), `trait 1 holds a line break`},
		{"too many traits", zone(`,"rules":"fate"`, "", `,"traits":["1","2","3","4","5","6","7","8","9","10","11","12","13","14","15","16","17"]`, ""),
			`area 1 ("a"): 17 traits, over the limit of 16`},
		{"a band table on a preset", zone(`,"rules":"2d20"`, `,"bands":[{"name":"Here","from":0}]`, "", ""),
			`bands: a band table belongs to the custom profile only; this map plays 2d20`},
		{"custom without a table", zone(`,"rules":"custom"`, "", "", ""), `bands: the custom profile needs a band table`},
		{"a table not from 0", zone(`,"rules":"custom"`, `,"bands":[{"name":"Near","from":1}]`, "", ""),
			`bands: band 1 starts at 1 links; the first band starts at 0 (the same zone)`},
		{"counts that do not rise", zone(`,"rules":"custom"`, `,"bands":[{"name":"Here","from":0},{"name":"Near","from":2},{"name":"Far","from":2}]`, "", ""),
			`bands: band 3 starts at 2 links, not after band 2 (2 links): the counts must rise`},
		{"a band without a name", zone(`,"rules":"custom"`, `,"bands":[{"name":"Here","from":0},{"name":" ","from":1}]`, "", ""),
			`bands: band 2 has no name`},
		{"two bands of one name", zone(`,"rules":"custom"`, `,"bands":[{"name":"Here","from":0},{"name":"here","from":1}]`, "", ""),
			`bands: band 2: the name "here" is already band 1's`},
		{"a band too far", zone(`,"rules":"custom"`, `,"bands":[{"name":"Here","from":0},{"name":"Moon","from":5000}]`, "", ""),
			`bands: band 2 starts at 5000 links, outside 0 to 999`},
		{"a long band name", zone(`,"rules":"custom"`, `,"bands":[{"name":"`+strings.Repeat("n", 41)+`","from":0}]`, "", ""),
			`bands: band 1: the name is 41 bytes, over the limit of 40`},
		{"too many bands", zone(`,"rules":"custom"`, `,"bands":[`+manyBands(13)+`]`, "", ""), `bands: 13 bands, over the limit of 12`},
		{"a saved combat on a zones map", zone(yze, `,"combat":{"log":[]}`, "", ""),
			`combat: a saved Unhex combat on a map of the zones profile Year Zero Engine: Alien, which has no Unhex combat`},
		{"house rules on a zones map", zone(yze, `,"houseRules":{"delay":true}`, "", ""),
			`houseRules: Unhex house rules on a map of the zones profile Year Zero Engine: Alien, which plays none`},
		{"an engaged token on an Unhex map", zone("", `,"characters":[{"id":"c","name":"C","kind":"pc","team":"x","level":50,"maxLevel":50,"area":"a","engaged":true,"body":{}}]`, "", ""),
			`character 1 ("c"): engaged is a token toggle of the zones profiles; this map plays Unhex`},
		{"an engaged token where the game has no engaged band", zone(`,"rules":"fate"`, `,"characters":[{"id":"c","name":"C","kind":"pc","team":"x","level":50,"maxLevel":50,"area":"a","engaged":true,"body":{}}]`, "", ""),
			`character 1 ("c"): engaged, but Fate has no engaged band`},
		{"an engaged token off the map", zone(yze, `,"characters":[{"id":"c","name":"C","kind":"pc","team":"x","level":50,"maxLevel":50,"engaged":true,"body":{}}]`, "", ""),
			`character 1 ("c"): engaged, but not on the map`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc, err := Parse([]byte(c.file))
			if err == nil {
				t.Fatalf("loaded %+v, want an error", doc.Map)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q does not say %q", err, c.want)
			}
		})
	}
}

func manyBands(n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = `{"name":"B` + strings.Repeat("x", i) + `","from":` + itoa(i) + `}`
	}
	return strings.Join(parts, ",")
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return string(rune('0'+i/10)) + string(rune('0'+i%10))
}

func TestZonesFile_ASheetCommandOnAZonesMapIsRefusedNamingTheProfile(t *testing.T) {
	doc, err := Parse([]byte(zonesRuin))
	if err != nil {
		t.Fatal(err)
	}
	err = doc.Map.UnhexCombat()
	if err == nil || !strings.Contains(err.Error(), "the zones profile Year Zero Engine: Forbidden Lands (yze-forbidden-lands), which has no Unhex combat") {
		t.Errorf("got %v", err)
	}
	if err := NewDocument("x").Map.UnhexCombat(); err != nil {
		t.Errorf("an Unhex map refused: %v", err)
	}
}
