package vector

// PageWriter takes a document's pages as they are drawn, writing each
// out as it goes: PDFWriter (any number of pages) and SVGWriter (one).
type PageWriter interface {
	// BeginPage starts a page w by h points.
	BeginPage(w, h float64) error
	// Draw adds shapes to the page begun; its errors are EndPage's.
	Draw(shapes ...Shape)
	// EndPage ends the page.
	EndPage() error
	// Close ends the document.
	Close() error
	// Needs names shapes of later pages, that may need a later version
	// of the format than the first page (see PDFWriter.Needs).
	Needs(shapes ...Shape)
}

var (
	_ PageWriter = (*PDFWriter)(nil)
	_ PageWriter = (*SVGWriter)(nil)
)
