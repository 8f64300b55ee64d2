package mapprint

import (
	"image"

	"github.com/unhexboard/unhexboard/engine"
)

// Export is ExportPage's image alone, which is all most tests look at.
func Export(doc *engine.Document, o ExportOptions) (image.Image, error) {
	p, err := ExportPage(doc, o)
	if err != nil {
		return nil, err
	}
	return p.Image, nil
}
