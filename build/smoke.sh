#!/usr/bin/env bash
# Smoke-run a built game: `build/smoke.sh COMMAND...` plays each title headless to its scoring screen
# from an empty folder, with empty user folders, and checks --version. Used by `make smoke-exe` and CI.
set -euo pipefail
run=("$@")
case "${run[0]}" in /*) ;; *) run[0]="$(pwd)/${run[0]}" ;; esac
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
cd "$home"
export HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache"
"${run[@]}" --version
for game in korsar stortebeker freibeuter; do
  line=$("${run[@]}" --game "$game" --players 3 --seats ai,ai,ai --seed 7 --headless --autoplay \
         --screenshot "$home/$game.png" | tail -n 1)
  echo "$line"
  case "$line" in *'"over": true'*) ;; *) echo "smoke: $game did not reach its scoring screen" >&2; exit 1 ;; esac
  test -s "$home/$game.png"
done
# The window (SDL's dummy driver, as no screen is here) with the player's folders: the game is saved as it
# goes and its record kept when it ends.
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "${run[@]}" --game korsar --players 2 --seats ai,ai --autoplay --frames 700
ls "$XDG_DATA_HOME"/pirate-table/records/*.json >/dev/null || { echo "smoke: no record was kept" >&2; exit 1; }
# Phones: a table that allows them serves the phone page (it prints where phones join as it opens).
said="$home/phones.txt"
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "${run[@]}" --game korsar --players 2 --seats human,ai --phones \
  --frames 600 >"$said" & game=$!
for _ in $(seq 1 200); do grep -q '^phones: http' "$said" && break; sleep 0.1; done
address=$(sed -n 's|^phones: http://\([^ ]*\) .*|\1|p' "$said")
[ -n "$address" ] || { echo "smoke: no phones' address was printed: $(cat "$said")" >&2; kill $game; exit 1; }
exec 3<>"/dev/tcp/${address%:*}/${address##*:}"
printf 'GET /phone.js HTTP/1.0\r\nHost: %s\r\n\r\n' "$address" >&3
served=$(cat <&3); exec 3<&-
case "$served" in *"200 OK"*"new WebSocket"*) ;; *) echo "smoke: the phone page was not served" >&2; kill $game; exit 1 ;; esac
wait $game
echo "smoke: all three games played to the end; a windowed game kept its record; the phone page was served"
