package campaign

import (
	"bytes"
	"encoding/base64"
	"path/filepath"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// A PC's picture travels with the sheet: kept in the campaign file,
// brought onto a map, saved in the map, and sent back home.
func TestPicture_APCsPictureMakesTheRoundTripBetweenCampaignAndMap(t *testing.T) {
	path := newTable(t)
	c, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	pic := sheet.Picture(enginetest.Picture(40, 40))
	c.Member("rook").Picture = pic
	c = saveAndReopen(t, path, c)
	if !bytes.Equal(c.Member("rook").Picture, pic) {
		t.Fatal("the campaign file lost Rook's picture")
	}
	doc := loadMap(t, path, "nightclub.unhex")
	roster, away, err := Bring(c, "nightclub.unhex", doc, "Bar")
	if err != nil {
		t.Fatal(err)
	}
	doc.Characters = roster
	doc = saveAndReopenMap(t, filepath.Join(filepath.Dir(path), "nightclub.unhex"), doc)
	onMap := &sheet.Roster{Characters: doc.Characters}
	if !bytes.Equal(onMap.Find("rook").Picture, pic) {
		t.Fatal("the map lost Rook's picture")
	}
	vexPic := sheet.Picture(enginetest.Picture(24, 24))
	onMap.Find("vex").Picture = vexPic // given on the map
	ret, err := SendBack(away, "nightclub.unhex", doc.Characters, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(ret.Campaign.Member("rook").Picture, pic) || !bytes.Equal(ret.Campaign.Member("vex").Picture, vexPic) {
		t.Fatal("the pictures did not come back to the campaign")
	}
	if got := strings.Join(ret.Changes[1].Lines(), "; "); !strings.Contains(got, "picture changed") {
		t.Errorf("Vex's change reads %q", got)
	}
	saveAndReopen(t, path, ret.Campaign)
}

func TestPicture_ACampaignNamesAPartyMembersUndecodablePicture(t *testing.T) {
	pic := enginetest.Picture(40, 40)
	url := "data:image/png;base64," + base64.StdEncoding.EncodeToString(pic[:len(pic)-40])
	_, err := Parse([]byte(withParty(`{"id":"rook","kind":"pc","team":"crew","level":50,"maxLevel":50,"picture":"` + url + `"}`)))
	if err == nil || !strings.Contains(err.Error(), `party: character 1 ("rook"): picture: the image (a PNG of 40 × 40 pixels) cannot be read`) {
		t.Fatalf("err = %v", err)
	}
}
