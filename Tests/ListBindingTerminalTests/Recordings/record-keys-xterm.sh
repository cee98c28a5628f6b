#!/bin/sh
# Records the bytes xterm sends to the program it runs for each key pressed, in the format of
# keys-tmux.txt, which KeyRecordingTests decodes:
#
#   Tests/ListBindingTerminalTests/Recordings/record-keys-xterm.sh > keys-xterm.txt
#
# Each key is recorded in a new xterm on a private X display (Xvfb :77), whose program puts the
# terminal in raw mode, turns bracketed paste on, and copies every byte it reads to a file, shown
# in hexadecimal; xdotool presses the key through XTEST, as a keyboard does. Alt sends an escape
# first (metaSendsEscape, the setting most users have; xterm's default sends the 8-bit
# character instead). In `application` mode the program also turns on application cursor keys
# and keypad (DECCKM and DECKPAM). The names are tmux's, for the same expected keys. Needs
# xterm, Xvfb, xdotool, od and a UTF-8 locale.
set -eu
export LANG=C.UTF-8 LC_ALL=C.UTF-8 DISPLAY=:77
out=$(mktemp)
Xvfb :77 -screen 0 1024x768x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -f "$out" "$out.ready"' EXIT
sleep 1

record() {
  name=$1
  shift
  : >"$out"
  rm -f "$out.ready"
  xterm -xrm 'XTerm*metaSendsEscape: true' -u8 -T keycap -e sh -c \
    "stty raw -echo; printf '$setup'; echo ready > $out.ready; exec cat > $out" &
  term=$!
  while [ ! -s "$out.ready" ]; do sleep 0.05; done
  window=$(xdotool search --sync --name keycap | head -n 1)
  xdotool windowfocus --sync "$window"
  sleep 0.2
  "$@"
  sleep 0.8
  kill "$term" 2>/dev/null || true
  wait "$term" 2>/dev/null || true
  bytes=$(od -An -tx1 -v "$out" | tr -s ' \n' ' ' | sed 's/^ //; s/ $//')
  printf '%s\t%s\t%s\n' "$mode" "$name" "$bytes"
}

echo "# $(xterm -version), recorded by record-keys-xterm.sh: mode, tmux key name or what was sent, bytes (hex)."
for mode in normal application; do
  case $mode in
    normal) setup='\033[?2004h' ;;
    application) setup='\033[?2004h\033[?1h\033=' ;;
  esac
  # tmux's name, then the X key xdotool presses.
  for pair in Up:Up Down:Down Right:Right Left:Left Home:Home End:End PPage:Prior NPage:Next \
    IC:Insert DC:Delete BTab:shift+Tab F1:F1 F2:F2 F3:F3 F4:F4 F5:F5 F6:F6 F7:F7 F8:F8 F9:F9 \
    F10:F10 F11:F11 F12:F12 S-Up:shift+Up C-Right:ctrl+Right M-Left:alt+Left \
    C-S-Down:ctrl+shift+Down C-PPage:ctrl+Prior M-x:alt+x M-X:alt+X M-1:alt+1 Enter:Return \
    Tab:Tab BSpace:BackSpace C-c:ctrl+c Escape:Escape; do
    record "${pair%%:*}" xdotool key "${pair#*:}"
  done
  # Characters the keyboard map lacks are typed through a key xdotool maps for them: slower.
  record "text é" xdotool type --delay 150 'é'
  record "text 中" xdotool type --delay 150 '中'
  record "text 🍜" xdotool type --delay 150 '🍜'
  record "text naïve 中文" xdotool type --delay 150 'naïve 中文'
  record "Escape Up" xdotool key Escape Up
done
