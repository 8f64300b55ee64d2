package battlemap

// What the tests call that the program reaches another way.

// BFS is a bare breadth-first search over the sight graph. It exists as the
// baseline the query is measured against.
func (t *Terrain) BFS(src int) []int32 {
	n := len(t.IDs)
	dist := make([]int32, n)
	for i := range dist {
		dist[i] = Unreachable
	}
	queue := make([]int32, 0, n)
	dist[src] = 0
	queue = append(queue, int32(src))
	off, to := t.sightOff, t.sightTo
	for head := 0; head < len(queue); head++ {
		v := queue[head]
		next := dist[v] + 1
		for e := off[v]; e < off[v+1]; e++ {
			if u := to[e]; dist[u] == Unreachable {
				dist[u] = next
				queue = append(queue, u)
			}
		}
	}
	return dist
}
