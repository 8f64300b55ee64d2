package table_test

import (
	"bytes"
	"net/http"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table"
	"github.com/unhexboard/unhexboard/table/wire"
)

// A character's picture reaches the page through its token: the page is
// told where it is, and fetches it with the guest's key; the picture of
// a character the players may not know of is neither named nor served.
func TestTable_APictureIsServedOnlyForATokenThePlayersSee(t *testing.T) {
	doc, err := engine.LoadFile("testdata/secrets.unhex")
	if err != nil {
		t.Fatal(err)
	}
	rook := enginetest.PatternPNG(enginetest.PNGShape{W: 40, H: 40, ColourType: 2, Depth: 8})
	lurker := enginetest.PatternPNG(enginetest.PNGShape{W: 48, H: 48, ColourType: 2, Depth: 8})
	for i := range doc.Characters {
		switch doc.Characters[i].ID {
		case "rook":
			doc.Characters[i].Picture = sheet.Picture(rook)
		case "lurker-jkpz", "wraith-qvbn":
			doc.Characters[i].Picture = sheet.Picture(lurker)
		}
	}
	s, _, _, _ := openDoc(t, doc, table.Options{AdmitAll: true})
	p := dial(t, s.URL(), "", nil)
	st := p.next(wire.TypeState).State
	var at []string
	for _, tok := range st.Tokens {
		if tok.Picture != "" {
			at = append(at, tok.Picture)
			if tok.Name != "Rook" {
				t.Errorf("%s has a picture", tok.Name)
			}
		}
	}
	if len(at) != 1 {
		t.Fatalf("the page is told of %d pictures, want Rook's alone", len(at))
	}
	code, body := get(t, s.URL()+at[0]+"&"+wire.GuestParam+"="+p.guest, nil)
	if code != http.StatusOK || !bytes.Equal([]byte(body), rook) {
		t.Errorf("Rook's picture: %d, %d bytes", code, len(body))
	}
	if code, _ := get(t, s.URL()+at[0], nil); code != http.StatusForbidden {
		t.Errorf("a picture without a guest's key: %d", code)
	}
	id := strings.TrimPrefix(at[0][:strings.Index(at[0], "?")], wire.PicturePath+"/")
	for _, other := range []string{"lurker-jkpz", "wraith-qvbn", id + "x", strings.ToUpper(id)} {
		if code, _ := get(t, s.URL()+wire.PicturePath+"/"+other+"?"+wire.GuestParam+"="+p.guest, nil); code != http.StatusNotFound {
			t.Errorf("picture %q: %d", other, code)
		}
	}
}
