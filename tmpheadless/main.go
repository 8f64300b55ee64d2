package main

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
)

func main() {
	a := app.NewWithID("io.github.unhexboard")
	_ = a
	fmt.Println(fyne.MeasureText("Hello", 16, fyne.TextStyle{}))
}
