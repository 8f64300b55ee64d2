package sheet

import (
	"encoding/base64"
	"errors"
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/internal/picture"
	"github.com/unhexboard/unhexboard/internal/quote"
	"github.com/unhexboard/unhexboard/internal/words"
)

// Limits of a character's picture (its token art). Like the map's
// background, the picture is kept inside the file, so a map and a
// campaign stay one file each; a token is small on the board, so the
// bounds are much tighter than the background's.
const (
	MaxPictureBytes = 512 << 10 // the image file itself, before base64
	MaxPictureSide  = 1024      // pixels, on either side, in a file
	// PictureSide is the size a picture the GM adds is reduced to (on
	// its longer side) when it is larger: a token is never shown larger.
	PictureSide = 256
)

// Picture is a character's token art: a PNG or JPEG file, kept in the
// file as a data URL ("data:image/png;base64,..."). It changes no rule.
// Like the background's, the bytes are never changed in place: an edit
// replaces the whole picture, so copies of a sheet share them.
type Picture []byte

// MIME is the picture's media type, "image/png" or "image/jpeg" (read
// from its first bytes), or "" when there is none or it is neither: what
// a page serving the picture sends with it.
func (p Picture) MIME() string {
	if info, err := picture.Inspect(p); err == nil {
		return "image/" + info.Format
	}
	return ""
}

// maxPictureURL is the longest data URL the loader decodes.
var maxPictureURL = len("data:image/jpeg;base64,") + base64.StdEncoding.EncodedLen(MaxPictureBytes)

// MarshalJSON writes the picture as a data URL of its own kind; no
// picture is "".
func (p Picture) MarshalJSON() ([]byte, error) {
	if len(p) == 0 {
		return []byte(`""`), nil
	}
	kind := p.MIME()
	if kind == "" {
		kind = "image/png"
	}
	out := make([]byte, 0, len(`"data:;base64,"`)+len(kind)+base64.StdEncoding.EncodedLen(len(p)))
	out = append(out, `"data:`...)
	out = append(out, kind...)
	out = append(out, ";base64,"...)
	out = base64.StdEncoding.AppendEncode(out, p)
	return append(out, '"'), nil
}

// UnmarshalJSON reads a data URL, refusing one over the size limit
// before decoding it; "" is no picture. A string that is not a picture
// the file may hold is kept as the reason why, for validation to report
// with the character's name (see unreadable).
func (p *Picture) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		*p = nil
		return nil
	}
	if len(data) < 2 || data[0] != '"' || data[len(data)-1] != '"' {
		return errors.New(`a character's "picture" must be a data URL ("data:image/png;base64,...")`)
	}
	s := string(data[1 : len(data)-1])
	if s == "" {
		*p = nil
		return nil
	}
	b, err := parsePictureURL(s)
	if err != nil {
		*p = Picture(unreadable + err.Error())
		return nil
	}
	*p = b
	return nil
}

// unreadable starts what a Picture holds when the file's text could not
// be read as one: no PNG or JPEG starts with it, and validation reports
// the rest.
const unreadable = "\x00unreadable picture: "

// parsePictureURL reads the picture of a data URL.
func parsePictureURL(s string) ([]byte, error) {
	if len(s) > maxPictureURL {
		return nil, fmt.Errorf("the image is about %s: save it smaller", words.OverLimit(int64(base64.StdEncoding.DecodedLen(len(s))), MaxPictureBytes))
	}
	rest, ok := strings.CutPrefix(s, "data:")
	head, payload, found := strings.Cut(rest, ",")
	if !ok || !found {
		return nil, errors.New(`it must be a data URL ("data:image/png;base64,..." or "data:image/jpeg;base64,...")`)
	}
	switch strings.ToLower(head) {
	case "image/png;base64", "image/jpeg;base64", "image/jpg;base64":
	default:
		return nil, fmt.Errorf("the image must be a base64 PNG or JPEG, not %s", quote.Q(head))
	}
	b, err := base64.StdEncoding.DecodeString(payload)
	if err != nil {
		return nil, fmt.Errorf("the image is not valid base64: %v", err)
	}
	return b, nil
}

// CheckPicture checks a picture against the limits before it is
// decoded, from its header alone: its size in bytes, its kind, its width
// and height, and the memory its decoder would hold. The error reads
// after "picture: ".
func CheckPicture(p Picture) error {
	_, err := inspectPicture(p)
	return err
}

func inspectPicture(p Picture) (picture.Info, error) {
	if why, ok := strings.CutPrefix(string(p), unreadable); ok {
		return picture.Info{}, errors.New(why)
	}
	if len(p) > MaxPictureBytes {
		return picture.Info{}, fmt.Errorf("the image is %s: save it smaller", words.OverLimit(int64(len(p)), MaxPictureBytes))
	}
	info, err := picture.Inspect(p)
	if errors.Is(err, picture.ErrFormat) {
		return info, errors.New("the image is not a PNG or JPEG file")
	}
	if err != nil {
		return info, fmt.Errorf("the image cannot be read: %w", err)
	}
	if info.W < 1 || info.H < 1 {
		return info, fmt.Errorf("the image is %d × %d pixels: it has nothing to show", info.W, info.H)
	}
	if info.W > MaxPictureSide || info.H > MaxPictureSide {
		return info, fmt.Errorf("the image is %d × %d pixels, over the limit of %d pixels on a side: scale it down first",
			info.W, info.H, MaxPictureSide)
	}
	if err := info.CheckCost(); err != nil {
		return info, fmt.Errorf("the image is %w", err)
	}
	return info, nil
}

// DecodePicture decodes a character's picture within the budget (see
// package picture), reduced as want says: the one way the board and the
// loader read it. The error reads after "picture: ".
func DecodePicture(p Picture, want picture.Want) (*picture.Picture, error) {
	info, err := inspectPicture(p)
	if err != nil {
		return nil, err
	}
	out, err := picture.Decode(p, want)
	if err != nil {
		return nil, fmt.Errorf("the image (%s of %d × %d pixels) cannot be read: %w", info.Kind(), info.W, info.H, err)
	}
	return out, nil
}

// ReadPictures decodes every character's picture, to say whether each
// can be drawn (the header alone passed validation): what the loaders
// of a map and a campaign do beyond it. The error names the character.
func ReadPictures(cs []Character) error {
	for i := range cs {
		if len(cs[i].Picture) == 0 {
			continue
		}
		if _, err := DecodePicture(cs[i].Picture, picture.Want{MaxPixels: 1}); err != nil {
			return fmt.Errorf("%s: picture: %w", charWhere{c: &cs[i], index: i}, err)
		}
	}
	return nil
}

// NormalisePicture makes a picture the GM adds one a sheet can keep: a
// plain PNG or JPEG at most PictureSide pixels on a side (reduced when
// larger) and MaxPictureBytes long. The error says what is wrong with
// it, after "the picture ".
func NormalisePicture(data []byte) (Picture, error) {
	if len(data) == 0 {
		return nil, errors.New("is empty")
	}
	n, err := picture.Normalise(data, MaxPictureBytes, PictureSide)
	if errors.Is(err, picture.ErrFormat) {
		return nil, errors.New("is not a PNG or JPEG file")
	}
	if err != nil {
		return nil, err
	}
	return Picture(n.Data), nil
}

// PictureKeptAsIs says whether NormalisePicture keeps data as it is, at
// once: a plain picture already within a token's size.
func PictureKeptAsIs(data []byte) bool {
	info, err := picture.Inspect(data)
	return err == nil && info.KeptAsIs(len(data), MaxPictureBytes, PictureSide)
}

// samePicture reports whether two pictures are the same bytes.
func samePicture(a, b Picture) bool {
	if len(a) != len(b) {
		return false
	}
	return len(a) == 0 || &a[0] == &b[0] || string(a) == string(b)
}
