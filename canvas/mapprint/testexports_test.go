package mapprint

import (
	"image"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// Export is ExportPage's image alone, which is all most tests look at.
func Export(doc *engine.Document, o ExportOptions) (image.Image, error) {
	p, err := ExportPage(doc, o)
	if err != nil {
		return nil, err
	}
	return p.Image, nil
}

// VectorDocument is the printed map as vector pages in memory, as
// WriteVector draws them, which is what most tests look at.
func VectorDocument(doc *engine.Document, o ExportOptions) (vector.Document, []string, error) {
	var c collector
	_, notes, err := WriteVector(doc, o, &c)
	if err != nil {
		return vector.Document{}, nil, err
	}
	c.d.Title = documentTitle(doc)
	return c.d, notes, nil
}

// collector keeps the pages drawn into it.
type collector struct{ d vector.Document }

func (c *collector) BeginPage(w, h float64) error {
	c.d.Pages = append(c.d.Pages, vector.Page{W: w, H: h})
	return nil
}
func (c *collector) Draw(s ...vector.Shape) { c.d.Pages[len(c.d.Pages)-1].Add(s...) }
func (c *collector) EndPage() error         { return nil }
func (c *collector) Close() error           { return nil }
func (c *collector) Needs(...vector.Shape)  {}
