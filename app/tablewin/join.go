package tablewin

import (
	"fmt"
	"net"
	"net/url"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	qrcode "github.com/skip2/go-qrcode"

	"github.com/unhexboard/unhexboard/app/uikit"
)

// qrSize is the QR code's side on screen, in Fyne units: large enough
// for a phone's camera across a table.
const qrSize = 220

// joinDialog shows how players join the open table.
type joinDialog struct {
	d dialog.Dialog
}

// showJoin shows the join link, its QR code and how players elsewhere
// reach the table.
func (t *Table) showJoin() {
	if t.srv == nil {
		return
	}
	link := t.Link()
	linkText := widget.NewLabel(link)
	linkText.Wrapping = fyne.TextWrapBreak // the token is one long word
	linkText.Selectable = true
	linkText.TextStyle.Monospace = true
	copyLink := widget.NewButtonWithIcon("Copy link", theme.ContentCopyIcon(), func() {
		t.h.App().Clipboard().SetContent(link)
		t.h.Say("The join link is copied", false)
	})
	top := container.NewVBox(
		uikit.WrappedLabel("Players join with this link. Each new guest waits in the lobby until you let them in from the "+
			"table's panel, beside the map."),
		container.NewBorder(nil, nil, nil, container.NewCenter(copyLink), linkText),
	)
	var parts []fyne.CanvasObject
	if t.listen == loopback {
		parts = append(parts, uikit.WrappedLabel("The table listens on this computer only: other devices cannot open the "+
			"link, unless a tunnel on this computer reaches it (below). To let the players at your table join, close it "+
			"and open it again on the local network's address."))
	} else if img := qrImage(link); img != nil {
		parts = append(parts, container.NewBorder(nil, nil, img, nil, uikit.WrappedLabel(
			"Phones and tablets on the same network (the same Wi-Fi) open the link by scanning this code with their camera.")))
	}
	parts = append(parts, widget.NewSeparator(), uikit.Heading("Players elsewhere"), uikit.WrappedLabel(t.elsewhere()))
	public := widget.NewEntry()
	public.SetPlaceHolder("https://your-tunnel.example, or your public address and port")
	publicLink := widget.NewEntry()
	publicLink.Hide()
	copyPublic := widget.NewButtonWithIcon("Copy", theme.ContentCopyIcon(), func() {
		t.h.App().Clipboard().SetContent(publicLink.Text)
		t.h.Say("The link for players elsewhere is copied", false)
	})
	copyPublic.Hide()
	public.OnChanged = func(s string) {
		if l := t.linkThrough(s); l != "" {
			publicLink.SetText(l)
			publicLink.Show()
			copyPublic.Show()
			return
		}
		publicLink.Hide()
		copyPublic.Hide()
	}
	parts = append(parts, widget.NewForm(widget.NewFormItem("Reached at", public)),
		container.NewBorder(nil, nil, nil, copyPublic, publicLink),
		uikit.WrappedLabel("The link is the key to the table: give it only to your players. Whoever has it can knock, "+
			"but only those you let in see anything, and you can remove anyone at once. Each time the table opens it has "+
			"a new link."))
	var d dialog.Dialog
	closeTable := widget.NewButtonWithIcon("Close the table", theme.CancelIcon(), func() { t.Close() })
	closeTable.Importance = widget.DangerImportance
	done := widget.NewButton("Done", func() {
		d.Hide()
		t.dlg = nil
	})
	done.Importance = widget.HighImportance
	body := container.NewBorder(top, container.NewHBox(closeTable, layout.NewSpacer(), done), nil, nil,
		container.NewVScroll(container.NewVBox(parts...)))
	d = dialog.NewCustomWithoutButtons("The table is open", body, t.h.Window())
	t.dlg = &joinDialog{d: d}
	d.Resize(t.joinSize())
	d.Show()
}

// joinSize fits the dialog in the window: most of its height, up to what
// it needs.
func (t *Table) joinSize() fyne.Size {
	win := t.h.Window().Canvas().Size()
	w, h := float32(640), float32(680)
	if win.Height > 0 && h > win.Height-60 {
		h = win.Height - 60
	}
	if win.Width > 0 && w > win.Width-40 {
		w = win.Width - 40
	}
	return fyne.NewSize(w, h)
}

// elsewhere says how players who are not on this network reach the
// table, with this table's port.
func (t *Table) elsewhere() string {
	_, port, _ := net.SplitHostPort(t.linkAt)
	return fmt.Sprintf("Players who are not on your network reach your computer in one of two ways, each set up by "+
		"you outside this app (it installs and downloads nothing):\n\n"+
		"• Forward the port: in your router's settings, forward TCP port %[1]s to this computer's local address. "+
		"Players then use your internet address (a search for \"what is my IP\" shows it) with port %[1]s.\n\n"+
		"• Or run a tunnel, which gives this port an address on the internet without touching the router: "+
		"Tailscale Funnel (tailscale funnel %[1]s) or a Cloudflare quick tunnel "+
		"(cloudflared tunnel --url http://localhost:%[1]s). The tunnel prints the address it gives.\n\n"+
		"A tunnel reaches the table through this computer's own address (localhost), so it needs the table open on "+
		"\"this computer only\" or on all addresses. Write the address players reach below: the app makes their link.", port)
}

// linkThrough is the join link through a public address or a tunnel's
// ("https://name.example", "203.0.113.7:8080"), or "" for what is not
// one.
func (t *Table) linkThrough(addr string) string {
	addr = strings.TrimSpace(addr)
	if addr == "" || t.srv == nil {
		return ""
	}
	if !strings.Contains(addr, "://") {
		addr = "http://" + addr
	}
	base, err := url.Parse(addr)
	if err != nil || base.Host == "" || (base.Scheme != "http" && base.Scheme != "https") || strings.ContainsAny(base.Host, " /") {
		return ""
	}
	own, err := url.Parse(t.Link())
	if err != nil {
		return ""
	}
	return base.Scheme + "://" + base.Host + own.Path
}

// qrImage is the link as a QR code, crisp at any scale, or nil when it
// cannot be made.
func qrImage(link string) fyne.CanvasObject {
	q, err := qrcode.New(link, qrcode.Medium)
	if err != nil {
		return nil
	}
	img := canvas.NewImageFromImage(q.Image(-4))
	img.ScaleMode = canvas.ImageScalePixels
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSize(qrSize, qrSize))
	return img
}
