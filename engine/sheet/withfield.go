package sheet

import (
	"bytes"
	"reflect"
	"strings"
	"sync"

	json "github.com/goccy/go-json"
)

// WithField is SetCommandField without the JSON: a copy of cmd (a
// pointer to a command struct) with the field at path set to value, as
// the command's JSON with that field replaced would decode. Answering a
// decision through JSON (encode the command, edit the tree, decode it
// strictly) was a tenth of a simulated fight. It answers ok false, and
// does nothing, for any shape it does not copy exactly (an embedded or
// unexported field, an interface, a field the path does not name): the
// caller then takes the JSON way, which stays the reference
// (TestWithField_GivesWhatTheJSONRoundTripGives holds the two together).
//
// The copy is a path copy: only the structs, pointers and maps on the way
// to the field are new, and the rest is shared with cmd. That is safe
// because nothing writes into a command once it is made: commands are
// values, each answer a new one (TestCommands_AreNeverWrittenInPlace).
// A deep copy of the whole command was most of an answer's cost.
func WithField(cmd any, path []string, value any) (any, bool) {
	out, ok := topCopy(cmd)
	if !ok || len(path) == 0 || !new(pathCopy).set(out.Elem(), path, leafValue{answer: value}) {
		return nil, false
	}
	return out.Interface(), true
}

// topCopy is a new pointer to a copy of the struct cmd points to, sharing
// everything below it; not ok when cmd is no pointer to a struct or its
// type holds a shape the JSON would not carry over as it is.
func topCopy(cmd any) (reflect.Value, bool) {
	v := reflect.ValueOf(cmd)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct || !carried(v.Type()) {
		return reflect.Value{}, false
	}
	out := reflect.New(v.Elem().Type())
	out.Elem().Set(v.Elem())
	return out, true
}

// pathCopy sets fields in a copy that shares what it has not copied with
// the original: what dst shares is copied on the way down, one level at a
// time, so the original never changes. It remembers the pointers and maps
// it made, which are its own to write into when a later field of the same
// copy passes through them.
type pathCopy struct {
	made []uintptr
}

func (pc *pathCopy) owns(v reflect.Value) bool {
	for _, p := range pc.made {
		if p == v.Pointer() {
			return true
		}
	}
	return false
}

// leafValue is what a path copy puts at the end of a path: an answer as
// Answer takes it (see setLeaf), or a copy of a value of the field's type.
type leafValue struct {
	answer any
	copy   reflect.Value // used when valid
}

func (l leafValue) setIn(dst reflect.Value) bool {
	if l.copy.IsValid() {
		return setCopy(dst, l.copy)
	}
	return setLeaf(dst, l.answer)
}

// set walks dst, a value this copy owns, along path, copying what is
// shared, and puts value at the end of the path.
func (pc *pathCopy) set(dst reflect.Value, path []string, value leafValue) bool {
	if len(path) == 0 {
		return value.setIn(dst)
	}
	switch dst.Kind() {
	case reflect.Pointer:
		if !dst.IsNil() && pc.owns(dst) {
			return pc.set(dst.Elem(), path, value)
		}
		inner := reflect.New(dst.Type().Elem())
		if !dst.IsNil() {
			inner.Elem().Set(dst.Elem())
		}
		if !pc.set(inner.Elem(), path, value) {
			return false
		}
		pc.made = append(pc.made, inner.Pointer())
		dst.Set(inner)
		return true
	case reflect.Struct:
		i, ok := jsonFields(dst.Type())[path[0]]
		return ok && pc.set(dst.Field(i), path[1:], value)
	case reflect.Map:
		if dst.Type().Key().Kind() != reflect.String {
			return false
		}
		m := dst
		if dst.IsNil() || !pc.owns(dst) {
			m = reflect.MakeMapWithSize(dst.Type(), dst.Len()+1)
			for it := dst.MapRange(); it.Next(); {
				m.SetMapIndex(it.Key(), it.Value())
			}
		}
		key := reflect.ValueOf(path[0]).Convert(dst.Type().Key())
		elem := reflect.New(dst.Type().Elem()).Elem()
		if old := m.MapIndex(key); old.IsValid() {
			elem.Set(old)
		}
		if !pc.set(elem, path[1:], value) {
			return false
		}
		m.SetMapIndex(key, elem)
		if m != dst {
			pc.made = append(pc.made, m.Pointer())
			dst.Set(m)
		}
		return true
	}
	return false
}

// carried reports whether every value of type t comes through the JSON as
// it is: no interface, function or channel anywhere in it, and only
// structs whose fields the JSON names one to one (see jsonFields).
func carried(t reflect.Type) bool {
	if ok, known := carriedCache.Load(t); known {
		return ok.(bool)
	}
	ok := carriedWith(t, map[reflect.Type]bool{})
	carriedCache.Store(t, ok)
	return ok
}

var carriedCache sync.Map // reflect.Type -> bool

func carriedWith(t reflect.Type, seen map[reflect.Type]bool) bool {
	if seen[t] {
		return true // a type that holds itself: judged where it began
	}
	seen[t] = true
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array, reflect.Map:
		return carriedWith(t.Elem(), seen)
	case reflect.Struct:
		if jsonFields(t) == nil {
			return false
		}
		for i := 0; i < t.NumField(); i++ {
			if !carriedWith(t.Field(i).Type, seen) {
				return false
			}
		}
	case reflect.Interface, reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return false
	}
	return true
}

// setLeaf puts value in dst as JSON would: a fresh value decoded from the
// value's JSON (an option's raw value, or any other), or a deep copy of a
// value of dst's own type (or the type dst points to).
func setLeaf(dst reflect.Value, value any) bool {
	raw, isRaw := value.(json.RawMessage)
	if !isRaw {
		if v := reflect.ValueOf(value); v.IsValid() && setCopy(dst, v) {
			return true
		}
		data, err := json.Marshal(value)
		if err != nil {
			return false
		}
		raw = data
	}
	if plain := reflect.New(dst.Type()).Elem(); decodePlain(plain, raw) {
		dst.Set(plain)
		return true
	}
	fresh := reflect.New(dst.Type())
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if dec.Decode(fresh.Interface()) != nil {
		return false
	}
	dst.Set(fresh.Elem())
	return true
}

// setCopy puts a deep copy of v in dst when v has dst's type or the type
// dst points to; false, with dst as it was, otherwise.
func setCopy(dst, v reflect.Value) bool {
	switch {
	case v.Type() == dst.Type():
		if flat(v.Type()) {
			dst.Set(v)
			return true
		}
		fresh := reflect.New(dst.Type()).Elem()
		if !deepCopy(fresh, v) {
			return false
		}
		dst.Set(fresh)
		return true
	case dst.Kind() == reflect.Pointer && v.Type() == dst.Type().Elem():
		fresh := reflect.New(v.Type())
		if flat(v.Type()) {
			fresh.Elem().Set(v)
		} else if !deepCopy(fresh.Elem(), v) {
			return false
		}
		dst.Set(fresh)
		return true
	}
	return false
}

// flat reports whether t holds nothing a copy could share (no pointer,
// slice, map or interface) and comes through the JSON as it is, so a
// plain assignment is a deep copy (a die roll, say).
func flat(t reflect.Type) bool {
	if ok, known := flatCache.Load(t); known {
		return ok.(bool)
	}
	ok := carried(t) && holdsNoReference(t)
	flatCache.Store(t, ok)
	return ok
}

var flatCache sync.Map // reflect.Type -> bool

func holdsNoReference(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if !holdsNoReference(t.Field(i).Type) {
				return false
			}
		}
		return true
	case reflect.Array:
		return holdsNoReference(t.Elem())
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface, reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return false
	}
	return true
}

// deepCopy copies src into dst, which has its type, sharing nothing that
// could change. It refuses what the JSON would not carry over as it is.
func deepCopy(dst, src reflect.Value) bool {
	switch src.Kind() {
	case reflect.Pointer:
		if src.IsNil() {
			return true
		}
		p := reflect.New(src.Type().Elem())
		if !deepCopy(p.Elem(), src.Elem()) {
			return false
		}
		dst.Set(p)
	case reflect.Struct:
		fields := jsonFields(src.Type())
		if fields == nil {
			return false
		}
		for i := 0; i < src.NumField(); i++ {
			if !deepCopy(dst.Field(i), src.Field(i)) {
				return false
			}
		}
	case reflect.Slice:
		if src.IsNil() {
			return true
		}
		s := reflect.MakeSlice(src.Type(), src.Len(), src.Len())
		for i := 0; i < src.Len(); i++ {
			if !deepCopy(s.Index(i), src.Index(i)) {
				return false
			}
		}
		dst.Set(s)
	case reflect.Map:
		if src.IsNil() {
			return true
		}
		m := reflect.MakeMapWithSize(src.Type(), src.Len())
		for it := src.MapRange(); it.Next(); {
			e := reflect.New(src.Type().Elem()).Elem()
			if !deepCopy(e, it.Value()) {
				return false
			}
			m.SetMapIndex(it.Key(), e)
		}
		dst.Set(m)
	case reflect.Interface, reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return false
	default:
		dst.Set(src)
	}
	return true
}

// jsonFields maps a struct's JSON names to its field indexes, or is nil
// when the struct has a field the JSON would not carry as it is: embedded,
// unexported, skipped ("-") or with a type that reads its own JSON.
func jsonFields(t reflect.Type) map[string]int {
	if m, ok := fieldCache.Load(t); ok {
		return m.(map[string]int)
	}
	m := map[string]int{}
	custom := reflect.TypeFor[json.Unmarshaler]()
	if t.Implements(custom) || reflect.PointerTo(t).Implements(custom) {
		m = nil
	}
	for i := 0; m != nil && i < t.NumField(); i++ {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.Anonymous || !f.IsExported() || name == "-" {
			m = nil
			break
		}
		if name == "" {
			name = f.Name
		}
		m[name] = i
	}
	fieldCache.Store(t, m)
	return m
}

var fieldCache sync.Map // reflect.Type -> map[string]int

// FieldAt reads the field at path inside cmd as WithField would find it
// (pointers followed, nil read as absent): the value and true, or false
// when the path leads nowhere or through a shape WithField does not walk.
func FieldAt(cmd any, path []string) (any, bool) {
	v := reflect.ValueOf(cmd)
	for {
		for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
			if v.IsNil() {
				return nil, false
			}
			v = v.Elem()
		}
		if len(path) == 0 {
			return v.Interface(), true
		}
		switch v.Kind() {
		case reflect.Struct:
			i, ok := jsonFields(v.Type())[path[0]]
			if !ok {
				return nil, false
			}
			v = v.Field(i)
		case reflect.Map:
			if v.Type().Key().Kind() != reflect.String {
				return nil, false
			}
			v = v.MapIndex(reflect.ValueOf(path[0]).Convert(v.Type().Key()))
			if !v.IsValid() {
				return nil, false
			}
		default:
			return nil, false
		}
		path = path[1:]
	}
}
