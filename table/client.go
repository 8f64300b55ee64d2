package table

import (
	"context"
	"encoding/json"
	"sync"
	"time"

	"github.com/coder/websocket"

	"github.com/unhexboard/unhexboard/table/wire"
)

// Bounds of a live connection.
const (
	// eventQueue is how many passing messages (pings, refusals) wait for
	// a page; more are dropped. A state never waits behind another: the
	// newest replaces the one not yet sent.
	eventQueue = 16
	// writeTimeout is how long one message may take to reach a page; a
	// page that takes longer is dropped (it resumes when it reconnects).
	writeTimeout = 10 * time.Second
	// goodbyeTimeout is how long the last message (removed, closed) may
	// take before the connection is closed anyway.
	goodbyeTimeout = time.Second
	// rateBurst requests at once, then rateEvery between them.
	rateBurst = 10
	rateEvery = 200 * time.Millisecond
)

// client is one live connection to a page. Its writer sends what is
// queued, on its own goroutine, so the table never waits on a page.
type client struct {
	conn *websocket.Conn
	ctx  context.Context
	stop context.CancelFunc

	mu      sync.Mutex
	state   *wire.Message  // the newest state not yet sent
	seq     int64          // the number of the newest state queued
	events  []wire.Message // pings, refusals, in order
	goodbye *wire.Message  // the last message, then close
	wake    chan struct{}

	// What this page was last sent, so a state carries the board and
	// the sheet only when they changed (the writer's alone).
	sentBoard, sentSheet []byte
	done                 chan struct{} // closed when the writer ends
}

func newClient(conn *websocket.Conn) *client {
	ctx, stop := context.WithCancel(context.Background())
	c := &client{conn: conn, ctx: ctx, stop: stop, wake: make(chan struct{}, 1), done: make(chan struct{})}
	go c.writer()
	return c
}

func (c *client) poke() {
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// sendState queues m, replacing any state not yet sent; a state older
// than one already queued (a greeting projected while the game moved on)
// is dropped, so a page never goes back.
func (c *client) sendState(m wire.Message) {
	c.mu.Lock()
	if m.Seq < c.seq {
		c.mu.Unlock()
		return
	}
	c.seq = m.Seq
	c.state = &m
	c.mu.Unlock()
	c.poke()
}

// send queues a passing message; a full queue drops it.
func (c *client) send(m wire.Message) {
	c.mu.Lock()
	if len(c.events) < eventQueue {
		c.events = append(c.events, m)
	}
	c.mu.Unlock()
	c.poke()
}

// finish sends m as the last message and closes the connection, waiting
// no longer than goodbyeTimeout for a page that does not read.
func (c *client) finish(m wire.Message) {
	c.mu.Lock()
	c.goodbye = &m
	c.mu.Unlock()
	c.poke()
	select {
	case <-c.done:
	case <-time.After(goodbyeTimeout + writeTimeout):
	}
	c.stop()
}

// close ends the connection without a word (the page went away).
func (c *client) close() { c.stop() }

func (c *client) writer() {
	defer close(c.done)
	defer c.conn.CloseNow()
	for {
		select {
		case <-c.ctx.Done():
			return
		case <-c.wake:
		}
		for {
			c.mu.Lock()
			events, state, bye := c.events, c.state, c.goodbye
			c.events, c.state = nil, nil
			c.mu.Unlock()
			if bye != nil {
				ctx, cancel := context.WithTimeout(c.ctx, goodbyeTimeout)
				if data, err := json.Marshal(bye); err == nil {
					_ = c.conn.Write(ctx, websocket.MessageText, data)
				}
				status := websocket.StatusGoingAway
				if bye.Type == wire.TypeRemoved {
					status = websocket.StatusPolicyViolation
				}
				_ = c.conn.Close(status, bye.Type)
				cancel()
				return
			}
			if len(events) == 0 && state == nil {
				break
			}
			for _, m := range events {
				if !c.write(m) {
					return
				}
			}
			if state != nil && !c.write(c.trim(*state)) {
				return
			}
		}
	}
}

// trim leaves out of a state the board and the sheet this page has.
func (c *client) trim(m wire.Message) wire.Message {
	if m.State == nil {
		return m
	}
	st := *m.State
	if st.Board != nil {
		data, _ := json.Marshal(st.Board)
		if string(data) == string(c.sentBoard) {
			st.Board = nil
		} else {
			c.sentBoard = data
		}
	}
	if st.Sheet != nil {
		if st.Sheet.SVG == string(c.sentSheet) {
			st.Sheet = nil
		} else {
			c.sentSheet = []byte(st.Sheet.SVG)
		}
	}
	m.State = &st
	return m
}

func (c *client) write(m wire.Message) bool {
	data, err := json.Marshal(m)
	if err != nil {
		return true
	}
	ctx, cancel := context.WithTimeout(c.ctx, writeTimeout)
	defer cancel()
	return c.conn.Write(ctx, websocket.MessageText, data) == nil
}

// limiter spaces a page's requests: rateBurst at once, then one each
// rateEvery.
type limiter struct {
	tokens float64
	last   time.Time
}

func (l *limiter) allow(now time.Time) bool {
	if l.last.IsZero() {
		l.tokens, l.last = rateBurst, now
	}
	l.tokens = min(rateBurst, l.tokens+float64(now.Sub(l.last))/float64(rateEvery))
	l.last = now
	if l.tokens < 1 {
		return false
	}
	l.tokens--
	return true
}
