#!/bin/sh
# Records the bytes tmux sends to the program in a pane for each key `tmux send-keys` presses,
# in the format of keys-tmux.txt, which KeyRecordingTests decodes:
#
#   Tests/ListBindingTerminalTests/Recordings/record-keys.sh > keys-tmux.txt
#
# Each key is recorded in a new pane of a private tmux server (-L keycap) whose program puts
# the pane's terminal in raw mode, turns bracketed paste on, and copies every byte it reads to
# a file, which is then shown in hexadecimal. In `application` mode the program also turns on
# application cursor keys and keypad (DECCKM and DECKPAM, as vi and less do), for which
# terminals send SS3 arrows, as xterm does. Needs tmux, od and a UTF-8 locale.
set -eu
out=$(mktemp)
trap 'rm -f "$out" "$out.ready"' EXIT

record() {
  name=$1
  shift
  : >"$out"
  rm -f "$out.ready"
  tmux -L keycap new-session -d -x 80 -y 24 \
    "stty raw -echo; printf '$setup'; echo ready > $out.ready; exec cat > $out"
  while [ ! -s "$out.ready" ]; do sleep 0.05; done
  sleep 0.2
  "$@"
  sleep 0.3
  tmux -L keycap kill-server 2>/dev/null || true
  while tmux -L keycap has-session 2>/dev/null; do sleep 0.05; done
  bytes=$(od -An -tx1 -v "$out" | tr -s ' \n' ' ' | sed 's/^ //; s/ $//')
  printf '%s\t%s\t%s\n' "$mode" "$name" "$bytes"
}

send() { tmux -L keycap send-keys "$@"; }

echo "# $(tmux -V), recorded by record-keys.sh: mode, tmux key name or what was sent, bytes (hex)."
for mode in normal application; do
  case $mode in
    normal) setup='\033[?2004h' ;;
    application) setup='\033[?2004h\033[?1h\033=' ;;
  esac
  for key in Up Down Right Left Home End PPage NPage IC DC BTab F1 F2 F3 F4 F5 F6 F7 F8 F9 F10 \
    F11 F12 S-Up C-Right M-Left C-S-Down C-PPage M-x M-X M-1 Enter Tab BSpace C-c Escape; do
    record "$key" send "$key"
  done
  record "M-é" send M-é
  record "text é" send -l 'é'
  record "text 中" send -l '中'
  record "text 🍜" send -l '🍜'
  record "text naïve 中文" send -l 'naïve 中文'
  record "paste" sh -c "tmux -L keycap set-buffer -- 'ab é
中' && tmux -L keycap paste-buffer -p"
  record "Escape Up" send Escape Up
  record "hex 1b 4f, Up" sh -c 'tmux -L keycap send-keys -H 1b 4f && tmux -L keycap send-keys Up'
  record "hex 1b 4f, text é" sh -c "tmux -L keycap send-keys -H 1b 4f && tmux -L keycap send-keys -l é"
  record "hex 1b 5b 31 3b, text 中" \
    sh -c "tmux -L keycap send-keys -H 1b 5b 31 3b && tmux -L keycap send-keys -l 中"
done
