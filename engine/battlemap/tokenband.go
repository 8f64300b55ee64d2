package battlemap

// TokenBand is the band between two tokens rangeLinks links apart: the
// profile's engaged band when both are toggled engaged in the same zone
// (and the game has one), else the map's band of the range.
func (p *Profile) TokenBand(rangeLinks int, bothEngaged bool) string {
	if bothEngaged && rangeLinks == 0 && p.Engaged != "" {
		return p.Engaged
	}
	return p.Band(rangeLinks)
}
