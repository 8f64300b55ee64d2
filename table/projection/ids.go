package projection

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// IDs are the table's own ids for the things the players see: a keyed
// hash of the file's id, the same for the life of a table (a token keeps
// its id when it moves; an area keeps its id when revealed) and telling
// nothing of the file's ids, their order or their count.
type IDs struct{ key []byte }

// NewIDs makes the ids of one table from its secret key.
func NewIDs(key []byte) IDs { return IDs{key: append([]byte(nil), key...)} }

func (k IDs) of(kind, id string) string {
	mac := hmac.New(sha256.New, k.key)
	mac.Write([]byte(kind))
	mac.Write([]byte{0})
	mac.Write([]byte(id))
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil)[:9])
}

// Area is the players' id of an area.
func (k IDs) Area(id battlemap.AreaID) string { return k.of("area", string(id)) }

// Character is the players' id of a character (its token).
func (k IDs) Character(id sheet.CharacterID) string { return k.of("character", string(id)) }

// Link is the players' id of the link between a and b.
func (k IDs) Link(a, b battlemap.AreaID) string { return k.of("link", string(a)+"\x00"+string(b)) }
