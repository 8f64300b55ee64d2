package sheet

import (
	"bytes"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/internal/picture"
)

func TestPicture_TheGMsOverrideSetsAndTakesAwayThePicture(t *testing.T) {
	pic := Picture(enginetest.Picture(32, 32))
	r := &Roster{Characters: []Character{NewCharacter("vex", "Vex", PC, "pcs")}}
	res, err := Apply(r, &Override{Character: "vex", Picture: &pic})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.State.Find("vex").Picture; !bytes.Equal(got, pic) {
		t.Fatal("the override did not set the picture")
	}
	if line := res.Narration; !strings.Contains(line, "GM sets picture of Vex") {
		t.Errorf("the log says %q", line)
	}
	if ch := Diff(r.Characters[0], *res.State.Find("vex")); !strings.Contains(strings.Join(ch.Lines(), "; "), "picture changed") {
		t.Errorf("the diff says %q", ch.Lines())
	}
	none := Picture{}
	res, err = Apply(res.State, &Override{Character: "vex", Picture: &none})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.State.Find("vex").Picture; got != nil {
		t.Fatalf("the picture is still there (%d bytes)", len(got))
	}
	if line := res.Narration; !strings.Contains(line, "GM sets picture (none) of Vex") {
		t.Errorf("the log says %q", line)
	}
}

func TestPicture_AnOverrideWithABadPictureIsRefusedNamingIt(t *testing.T) {
	r := &Roster{Characters: []Character{NewCharacter("vex", "Vex", PC, "pcs")}}
	bad := Picture("not a picture at all")
	_, err := Apply(r, &Override{Character: "vex", Picture: &bad})
	if err == nil || !strings.Contains(err.Error(), "picture: the image is not a PNG or JPEG file") {
		t.Fatalf("err = %v", err)
	}
	huge := Picture(make([]byte, MaxPictureBytes+1))
	copy(huge, enginetest.Picture(8, 8))
	_, err = Apply(r, &Override{Character: "vex", Picture: &huge})
	if err == nil || !strings.Contains(err.Error(), "over the limit of 512 KB") {
		t.Fatalf("err = %v", err)
	}
}

func TestPicture_NormaliseReducesALargePictureToTokenSize(t *testing.T) {
	big := enginetest.PatternPNG(enginetest.PNGShape{W: 1800, H: 1200, ColourType: 2, Depth: 16})
	got, err := NormalisePicture(big)
	if err != nil {
		t.Fatal(err)
	}
	info, err := picture.Inspect(got)
	if err != nil {
		t.Fatal(err)
	}
	if info.W > PictureSide || info.H > PictureSide || len(got) > MaxPictureBytes || !info.Plain {
		t.Errorf("normalised to a %s of %d × %d pixels, %d bytes", info.Kind(), info.W, info.H, len(got))
	}
	if err := CheckPicture(got); err != nil {
		t.Errorf("the normalised picture fails its own check: %v", err)
	}
	small := enginetest.Picture(64, 64)
	if got, _ := NormalisePicture(small); !bytes.Equal(got, small) {
		t.Error("a small plain picture is written again rather than kept")
	}
	if _, err := NormalisePicture([]byte("hello")); err == nil || !strings.Contains(err.Error(), "not a PNG or JPEG") {
		t.Errorf("err = %v", err)
	}
}

// An override that sets a picture is logged (a GM correction during a
// combat) and read back the same, as a saved combat's log replays it.
func TestPicture_AnOverrideWithAPictureReadsBackFromTheLog(t *testing.T) {
	pic := Picture(enginetest.Picture(20, 20))
	for _, want := range []Picture{pic, {}} {
		data, err := MarshalCommand(&Override{Character: "vex", Picture: &want})
		if err != nil {
			t.Fatal(err)
		}
		cmd, err := UnmarshalCommand(data)
		if err != nil {
			t.Fatal(err)
		}
		o, ok := cmd.(*Override)
		if !ok || o.Picture == nil || !bytes.Equal(*o.Picture, want) {
			t.Fatalf("%s read back as %+v", data, cmd)
		}
	}
}

// Whatever a file holds as a picture, reading it never panics, and what
// reads as a picture is written back the same way it was read.
func FuzzPicture_UnmarshalJSON(f *testing.F) {
	pic := enginetest.Picture(8, 8)
	good, _ := Picture(pic).MarshalJSON()
	for _, s := range []string{string(good), `""`, `null`, `"data:image/png;base64,!!"`, `"data:text/plain;base64,aGk="`, `"x"`, `12`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var p Picture
		if err := p.UnmarshalJSON(data); err != nil || len(p) == 0 {
			return
		}
		if CheckPicture(p) != nil {
			return // refused by validation, named there
		}
		out, err := p.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		var again Picture
		if err := again.UnmarshalJSON(out); err != nil || !bytes.Equal(again, p) {
			t.Fatalf("%q read back as %d bytes (%v)", out, len(again), err)
		}
	})
}
