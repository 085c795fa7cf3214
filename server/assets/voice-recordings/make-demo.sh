#!/usr/bin/env bash
# Makes the demo's voice recordings (the teacher's «Записи учеников» page on `npm start`): a synthetic child-like
# voice saying an articulation exercise, in WebM/Opus as a browser's MediaRecorder writes it. Run by hand when the
# phrases change; needs Debian's espeak-ng and ffmpeg. The files are small (a few seconds at 20 kbit/s).
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
espeak-ng -v ru -p 75 -s 130 -w "$work/drummer.wav" "Д-д-д-д-д. Дятел долбит дуб. Д-д-д-д-д."
espeak-ng -v ru -p 80 -s 130 -w "$work/horse.wav" "Цок, цок, цок. Лошадка скачет по дорожке. Цок, цок."
for name in drummer horse; do
  ffmpeg -loglevel error -y -i "$work/$name.wav" -ac 1 -ar 48000 -c:a libopus -b:a 20k -application voip \
    -map_metadata -1 -fflags +bitexact "demo-$name.webm"
done
