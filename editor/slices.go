package editor

import "slices"

// removeAt removes the elements at the given ascending, distinct indices
// and returns what is left and what was removed, in order. It compacts in
// place and zeroes the freed tail so nothing is kept alive by it. An empty
// result is nil: the loader's normal form for an empty list.
func removeAt[T any](s []T, at []int) (rest, removed []T) {
	removed = make([]T, 0, len(at))
	w, k := 0, 0
	for r := range s {
		if k < len(at) && at[k] == r {
			removed = append(removed, s[r])
			k++
			continue
		}
		s[w] = s[r]
		w++
	}
	clear(s[w:])
	if w == 0 {
		return nil, removed
	}
	return s[:w], removed
}

// insertAt undoes removeAt: vals[j] ends up at index at[j]. It works in
// place when the slice has room.
func insertAt[T any](s []T, at []int, vals []T) []T {
	n, k := len(s), len(vals)
	s = slices.Grow(s, k)[:n+k]
	r, j := n-1, k-1
	for w := n + k - 1; w >= 0; w-- {
		if j >= 0 && at[j] == w {
			s[w] = vals[j]
			j--
		} else {
			s[w] = s[r]
			r--
		}
	}
	return s
}

// truncate drops the last element, undoing an append. wasNil restores a
// nil slice when the append started from one.
func truncate[T any](s []T, wasNil bool) []T {
	var zero T
	s[len(s)-1] = zero
	s = s[:len(s)-1]
	if len(s) == 0 && wasNil {
		return nil
	}
	return s
}
