package play

import (
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/fileio"
	"github.com/unhexboard/unhexboard/internal/words"
)

// A character's picture (its token art) is chosen from the sheet: the
// file is read within a limit, reduced to a token's size off the UI
// thread, and set on the sheet as one GM override, so it is one undo
// step (and a GM correction in the log during a combat) like any other
// edit of the sheet.

// maxPictureFileBytes bounds a picture file the GM picks: a larger one is
// refused before it is read. Within it, the picture is reduced to the
// size a sheet keeps (sheet.PictureSide).
const maxPictureFileBytes = 64 << 20

var pictureFile = fileio.Kind{Ext: ".png", Noun: "a PNG or JPEG picture", File: "a picture file"}

// choosePicture asks for a PNG or JPEG and gives it to the character.
func (p *Play) choosePicture(id sheet.CharacterID) {
	p.h.CommitTyping()
	p.h.ChoosePath(false, "", "Images (*.png, *.jpg, *.jpeg)", []string{"png", "jpg", "jpeg"}, func(path string) {
		if path != "" {
			p.pictureFromFile(id, path)
		}
	})
}

// pictureFromFile reads the picture at path and sets it on the
// character: at once when it is a plain picture of a token's size,
// otherwise once it is reduced, behind a progress dialog.
func (p *Play) pictureFromFile(id sheet.CharacterID, path string) {
	name := filepath.Base(path)
	data, err := fileio.ReadLimited(path, maxPictureFileBytes, pictureFile)
	if err != nil {
		p.h.ShowError(err)
		return
	}
	if sheet.Picture(data).MIME() == "" {
		p.h.ShowError(fmt.Errorf("the picture %s is not a PNG or JPEG file", name))
		return
	}
	if sheet.PictureKeptAsIs(data) {
		_ = p.setPicture(id, data)
		return
	}
	progress := dialog.NewCustomWithoutButtons("Preparing "+name+"…", widget.NewProgressBarInfinite(), p.h.Window())
	progress.Show()
	go func() {
		pic, err := sheet.NormalisePicture(data)
		fyne.Do(func() {
			progress.Hide()
			if err != nil {
				p.h.ShowError(fmt.Errorf("the picture %s %w", name, err))
				return
			}
			_ = p.setPicture(id, pic)
		})
	}()
}

// setPicture gives the character a picture (none: takes it away) as one
// undo step; a refusal is said on the status line and returned.
func (p *Play) setPicture(id sheet.CharacterID, pic sheet.Picture) error {
	if pic == nil {
		pic = sheet.Picture{}
	}
	if err := p.cast.apply(&sheet.Override{Character: id, Picture: &pic}); err != nil {
		return err
	}
	if len(pic) > 0 {
		p.h.Say(fmt.Sprintf("%s has a new picture (%s), shown on the token", p.label(id), words.Size(int64(len(pic)))), false)
	}
	return nil
}

// label is the character's name as the status line says it.
func (p *Play) label(id sheet.CharacterID) string {
	if c := p.find(id); c != nil {
		return c.Label()
	}
	return string(id)
}

// pictureButtons are the sheet's buttons for the character's picture.
func (p *Play) pictureButtons(c *sheet.Character) []fyne.CanvasObject {
	id := c.ID
	set := widget.NewButton("Set picture…", func() { p.choosePicture(id) })
	if len(c.Picture) == 0 {
		return []fyne.CanvasObject{set}
	}
	set.SetText("Change picture…")
	remove := widget.NewButton("Remove picture", func() { _ = p.setPicture(id, nil) })
	return []fyne.CanvasObject{set, remove}
}
