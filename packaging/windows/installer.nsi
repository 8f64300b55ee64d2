; The Windows installer: Unhex Board for the current user only, so no
; administrator rights are asked for. It installs the app, a Start menu
; shortcut, opens .unhex maps and .unhexcampaign campaigns in the app
; (with its icon), and registers an uninstaller in Apps & features that
; takes all of it away again. Built by packaging/dist-windows:
;   makensis -DVERSION=X.Y.Z -DAPPID=io.github.example -DEXE=unhexboard.exe \
;            -DICON=unhexboard.ico -DWIZARD=wizard.bmp -DOUTFILE=setup.exe installer.nsi

; A 64-bit installer: NSIS makes a 32-bit one unless told, and 64-bit
; Wine (what the tests run it under) cannot run that.
Target amd64-unicode
; Per-user: the manifest asks for asInvoker, or Windows would elevate a
; program whose name holds "setup".
RequestExecutionLevel user
ManifestDPIAware true
SetCompressor /SOLID lzma

!define APP "Unhex Board"
!define EXENAME "unhexboard.exe"
!define PUBLISHER "The Unhex Board authors"
!define WEBSITE "https://github.com/unhexboard/unhexboard"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\UnhexBoard"
!define CLASSES "Software\Classes"
!define MAP_PROGID "UnhexBoard.Map"
!define CAMPAIGN_PROGID "UnhexBoard.Campaign"

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIFileVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${APP}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${APP} ${VERSION} installer"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "LegalCopyright" "Copyright ${PUBLISHER}"

!include MUI2.nsh
!include FileFunc.nsh

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_WELCOMEFINISHPAGE_BITMAP "${WIZARD}"
!define MUI_UNWELCOMEFINISHPAGE_BITMAP "${WIZARD}"
!define MUI_ABORTWARNING
!define MUI_ABORTWARNING_TEXT "Stop installing ${APP}?"

!define MUI_WELCOMEPAGE_TITLE "Unhex Board ${VERSION}"
!define MUI_WELCOMEPAGE_TEXT "Unhex Board draws Unhex point-to-point maps and runs the fights on them, with tokens, rounds and dice.$\r$\n$\r$\nThis puts it on this computer for you alone, so no administrator password is needed. You get a Start menu entry, and .unhex maps and .unhexcampaign campaigns open in it with a double-click.$\r$\n$\r$\nTo take it off again later, find Unhex Board in Settings, Apps."
!insertmacro MUI_PAGE_WELCOME
!define MUI_PAGE_HEADER_TEXT "Where should it go?"
!define MUI_PAGE_HEADER_SUBTEXT "Any folder you can write to will do."
!define MUI_DIRECTORYPAGE_TEXT_TOP "The app goes into this folder. The one suggested is yours alone and needs no administrator rights; pick another only if you have a reason to."
!define MUI_DIRECTORYPAGE_TEXT_DESTINATION "Folder"
!insertmacro MUI_PAGE_DIRECTORY
!define MUI_PAGE_HEADER_TEXT "Installing"
!define MUI_PAGE_HEADER_SUBTEXT "Copying the app and setting up its Start menu entry and file types."
!define MUI_INSTFILESPAGE_FINISHHEADER_TEXT "Installed"
!define MUI_INSTFILESPAGE_FINISHHEADER_SUBTEXT "Unhex Board is on this computer."
!define MUI_INSTFILESPAGE_ABORTHEADER_TEXT "Stopped"
!define MUI_INSTFILESPAGE_ABORTHEADER_SUBTEXT "Unhex Board was not installed."
!insertmacro MUI_PAGE_INSTFILES
; The page leaves these two defined (it clears others by mistake).
!undef MUI_INSTFILESPAGE_ABORTHEADER_TEXT
!undef MUI_INSTFILESPAGE_ABORTHEADER_SUBTEXT
!define MUI_FINISHPAGE_TITLE "Unhex Board is ready"
!define MUI_FINISHPAGE_TEXT "Start it from the Start menu, or double-click any .unhex map or .unhexcampaign file. Your maps stay wherever you save them."
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXENAME}"
!define MUI_FINISHPAGE_RUN_TEXT "Open Unhex Board now"
!insertmacro MUI_PAGE_FINISH

!define MUI_PAGE_HEADER_TEXT "Remove Unhex Board"
!define MUI_PAGE_HEADER_SUBTEXT "Your maps and campaigns stay where they are."
!define MUI_UNCONFIRMPAGE_TEXT_TOP "This takes Unhex Board off this computer: the app, its settings, its Start menu entry and its hold on .unhex and .unhexcampaign files."
!define MUI_UNCONFIRMPAGE_TEXT_LOCATION "Installed in"
!insertmacro MUI_UNPAGE_CONFIRM
!define MUI_PAGE_HEADER_TEXT "Removing"
!define MUI_PAGE_HEADER_SUBTEXT "Taking away the app, its Start menu entry and its file types."
!define MUI_INSTFILESPAGE_FINISHHEADER_TEXT "Removed"
!define MUI_INSTFILESPAGE_FINISHHEADER_SUBTEXT "Unhex Board is gone from this computer."
!define MUI_INSTFILESPAGE_ABORTHEADER_TEXT "Stopped"
!define MUI_INSTFILESPAGE_ABORTHEADER_SUBTEXT "Unhex Board was not removed completely."
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"

; Associate makes files ending in EXT open in the app: the extension names
; the ProgID, and the ProgID gives the description, the app's icon and
; the command that opens the file.
!macro Associate EXT PROGID DESCRIPTION
	WriteRegStr HKCU "${CLASSES}\${EXT}" "" "${PROGID}"
	WriteRegStr HKCU "${CLASSES}\${EXT}\OpenWithProgids" "${PROGID}" ""
	WriteRegStr HKCU "${CLASSES}\${PROGID}" "" "${DESCRIPTION}"
	WriteRegStr HKCU "${CLASSES}\${PROGID}\DefaultIcon" "" "$INSTDIR\${EXENAME},0"
	WriteRegStr HKCU "${CLASSES}\${PROGID}\shell\open\command" "" '"$INSTDIR\${EXENAME}" "%1"'
!macroend

; Dissociate undoes Associate. The extension's key goes only where nothing
; but this app put anything in it; another app's claim on it stays.
!macro Dissociate EXT PROGID
	DeleteRegKey HKCU "${CLASSES}\${PROGID}"
	DeleteRegValue HKCU "${CLASSES}\${EXT}\OpenWithProgids" "${PROGID}"
	DeleteRegKey /ifempty HKCU "${CLASSES}\${EXT}\OpenWithProgids"
	ReadRegStr $0 HKCU "${CLASSES}\${EXT}" ""
	StrCmp $0 "${PROGID}" 0 +2
		DeleteRegValue HKCU "${CLASSES}\${EXT}" ""
	DeleteRegKey /ifempty HKCU "${CLASSES}\${EXT}"
!macroend

; ASSOCCHANGED tells Explorer to redraw the files' icons.
!macro AssociationsChanged
	System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
!macroend

Section "Unhex Board"
	SetOutPath "$INSTDIR"
	File "/oname=${EXENAME}" "${EXE}"
	WriteUninstaller "$INSTDIR\uninstall.exe"

	CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\${EXENAME}" "" "$INSTDIR\${EXENAME}" 0

	!insertmacro Associate ".unhex" "${MAP_PROGID}" "Unhex map"
	!insertmacro Associate ".unhexcampaign" "${CAMPAIGN_PROGID}" "Unhex campaign"
	!insertmacro AssociationsChanged

	WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
	WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
	WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
	WriteRegStr HKCU "${UNINSTALL_KEY}" "URLInfoAbout" "${WEBSITE}"
	WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXENAME},0"
	WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
	WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
	WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
	WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
	WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
	${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
	WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0
SectionEnd

Section "Uninstall"
	; Windows will not delete a running program: ask for it to be closed
	; before anything else goes, so that Cancel leaves a working install.
	retry:
	ClearErrors
	Delete "$INSTDIR\${EXENAME}"
	IfErrors 0 closed
		MessageBox MB_RETRYCANCEL|MB_ICONEXCLAMATION "Unhex Board is still open. Close it, then choose Retry." /SD IDCANCEL IDRETRY retry
		SetErrorLevel 2
		Abort "Unhex Board is still open."
	closed:

	Delete "$SMPROGRAMS\${APP}.lnk"

	!insertmacro Dissociate ".unhex" "${MAP_PROGID}"
	!insertmacro Dissociate ".unhexcampaign" "${CAMPAIGN_PROGID}"
	!insertmacro AssociationsChanged

	DeleteRegKey HKCU "${UNINSTALL_KEY}"

	; Only what the installer put there: a folder the user chose keeps
	; anything else in it.
	Delete "$INSTDIR\uninstall.exe"
	RMDir "$INSTDIR"

	; The app's settings, which Fyne keeps under %APPDATA%\fyne\APPID. A
	; recovery copy of a map that was never saved stays, and so does the
	; folder holding it.
	Delete "$APPDATA\fyne\${APPID}\preferences.json"
	Delete "$APPDATA\fyne\${APPID}\recovery-*.lock"
	RMDir "$APPDATA\fyne\${APPID}"
	RMDir "$APPDATA\fyne"
SectionEnd
