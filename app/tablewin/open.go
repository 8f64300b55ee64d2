package tablewin

import (
	"net"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/table"
)

// portPref remembers the port the GM last opened the table on.
const portPref = "table.port"

// ShowOpen is Mode → Open the table to players…: the address and port
// to listen on, then the join link. An open table shows its link again.
func (t *Table) ShowOpen() {
	if t.srv != nil {
		t.showJoin()
		return
	}
	choices := listenChoices()
	labels := make([]string, len(choices))
	for i, c := range choices {
		labels[i] = c.Label
	}
	where := widget.NewSelect(labels, nil)
	where.SetSelectedIndex(0)
	port := widget.NewEntry()
	port.SetText(strconv.Itoa(t.h.App().Preferences().IntWithFallback(portPref, defaultPort)))
	problem := uikit.WrappedLabel("")
	problem.Importance = widget.DangerImportance
	problem.Hide()
	intro := uikit.WrappedLabel("Players open a link in their own browser — a phone, a tablet or a laptop — and wait in a " +
		"lobby until you let them in. Each sees the board as the player view shows it, and the player you give a " +
		"character rolls and answers for it from the page. The table runs inside this app while it is open.")
	form := widget.NewForm(widget.NewFormItem("Listen on", where), widget.NewFormItem("Port", port))
	note := uikit.WrappedLabel("The local network address lets the players at your table join; this computer only is " +
		"for trying the page yourself, or for a tunnel. Any free port from 1024 up will do.")
	var d dialog.Dialog
	open := func() {
		n, err := parsePort(port.Text)
		if err == nil {
			err = t.open(choices[where.SelectedIndex()].Host, n, choices)
		}
		if err != nil {
			problem.SetText(uikit.ErrorText(err))
			problem.Show()
			return
		}
		t.h.App().Preferences().SetInt(portPref, n)
		d.Hide()
		t.showJoin()
	}
	port.OnSubmitted = func(string) { open() }
	// A refused port keeps the dialog open with its reason.
	openButton := widget.NewButton("Open the table", open)
	openButton.Importance = widget.HighImportance
	cancel := widget.NewButton("Cancel", func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons("Open the table to players",
		container.NewVBox(intro, form, note, problem, container.NewHBox(layout.NewSpacer(), cancel, openButton)), t.h.Window())
	d.Resize(fyne.NewSize(560, 0))
	d.Show()
}

// open starts the table on host:port with a new token (UI thread).
func (t *Table) open(hostAddr string, port int, choices []listenChoice) error {
	t.takeSnapshot()
	t.mu.Lock()
	t.closing, t.gone = false, make(chan struct{})
	t.mu.Unlock()
	srv, err := table.Open(gameHost{t}, table.Options{
		Addr:    net.JoinHostPort(hostAddr, strconv.Itoa(port)),
		Log:     t.logged,
		Changed: t.guestsChanged,
		Pinged:  t.pinged,
	})
	if err != nil {
		return listenError(hostAddr, port, err)
	}
	t.srv, t.listen = srv, hostAddr
	t.linkAt = net.JoinHostPort(linkHost(hostAddr, choices), strconv.Itoa(port))
	t.panel.refresh()
	t.openedOrClosed()
	t.h.Say("The table is open: players join with the link "+t.Link(), false)
	return nil
}

// Link is the join link of the open table, "" when it is closed.
func (t *Table) Link() string {
	if t.srv == nil {
		return ""
	}
	return t.srv.Link(t.linkAt)
}

// Close closes the table (Mode → Close the table): every page is told the
// table is closed, and the server stops. The pages are told off the UI
// thread; the panel goes at once.
func (t *Table) Close() {
	srv := t.detach()
	if srv == nil {
		return
	}
	t.h.Say("Closing the table…", false)
	done := make(chan struct{})
	t.closed = done
	go func() {
		_ = srv.Close()
		close(done)
		t.Run(func() { t.h.Say("The table is closed: the players' pages say so", false) })
	}()
}

// CloseNow closes the table and waits until the pages are told, as the
// app quits: a table the GM closed a moment before is waited for too, or
// quitting at once would cut its goodbye short.
func (t *Table) CloseNow() {
	if srv := t.detach(); srv != nil {
		_ = srv.Close()
	}
	if t.closed != nil {
		<-t.closed // bounded: the server's own goodbye and shutdown time out
		t.closed = nil
	}
}

// detach takes the server out of the window (UI thread): no seat, no
// panel, and no question to the UI thread from the closing server.
func (t *Table) detach() *table.Server {
	srv := t.srv
	if srv == nil {
		return nil
	}
	t.mu.Lock()
	t.closing = true
	close(t.gone)
	t.mu.Unlock()
	t.srv = nil
	if t.dlg != nil {
		t.dlg.d.Hide()
		t.dlg = nil
	}
	t.panel.refresh()
	t.openedOrClosed()
	return srv
}
