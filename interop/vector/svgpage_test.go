package vector

import "io"

// WriteSVG writes one whole page as an SVG.
func WriteSVG(w io.Writer, p Page, title string) error {
	s := NewSVGWriter(w, title)
	if err := s.BeginPage(p.W, p.H); err != nil {
		return err
	}
	s.Draw(p.Shapes...)
	if err := s.EndPage(); err != nil {
		return err
	}
	return s.Close()
}
