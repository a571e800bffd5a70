#!/usr/bin/env bash
# Regenerates the built-in sample media in public/samples/: for each sample video of
# supabase/seed.sql (and src/features/videos/model/sample-videos.ts) a 5-second portrait 360x640
# VP9/Opus WebM with a colourful test pattern, a big caption and a tone (< 400 KB), plus a 480x270
# PNG thumbnail. The generated files are committed; only people changing them need ffmpeg
# (Debian: apt-get install -y ffmpeg).
set -euo pipefail

OUT_DIR="$(cd "$(dirname "$0")/.." && pwd)/public/samples"
FONT="${SAMPLES_FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"
DURATION=5
MAX_BYTES=409600

command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install -y ffmpeg)" >&2; exit 1; }
[ -f "$FONT" ] || { echo "font not found: $FONT (set SAMPLES_FONT)" >&2; exit 1; }
mkdir -p "$OUT_DIR"

# name | caption | lavfi pattern (size and rate are appended) | extra video filter | tone in Hz
SAMPLES=(
  "giggle-loop|Giggle Loop|testsrc2|hue=h=t*36|440"
  "cat-zoomies|Cat Zoomies|gradients=c0=0xff7a00:c1=0x8a2be2:c2=0x00c2ff:speed=0.04|null|523"
  "oops-slide|Oops! The Slide|mandelbrot|null|330"
  "beat-bounce|Beat Bounce|gradients=c0=0x00ff88:c1=0xff3366:c2=0x3a86ff:c3=0xffbe0b:nb_colors=4:speed=0.08|null|587"
  "trick-shot|Trick Shot|smptehdbars|hue=h=t*72|392"
  "drum-solo|Drum Solo|rgbtestsrc|hue=h=t*90|262"
  "surprise-box|Surprise Box|testsrc2|hue=h=180+t*50:s=1.5|659"
  "sunny-morning|Sunny Morning|gradients=c0=0xffd166:c1=0xef476f:c2=0x06d6a0:speed=0.03|null|494"
)

source() { # $1 lavfi pattern, $2 size: appends size and rate to the pattern's own options
  if [[ "$1" == *=* ]]; then printf '%s:size=%s:rate=24' "$1" "$2"; else printf '%s=size=%s:rate=24' "$1" "$2"; fi
}

caption() { # $1 text, $2 font size, $3 vertical position expression
  printf "drawtext=fontfile=%s:text='%s':fontsize=%s:fontcolor=white:borderw=5:bordercolor=black@0.85:x=(w-text_w)/2:y=%s" \
    "$FONT" "$1" "$2" "$3"
}

for entry in "${SAMPLES[@]}"; do
  IFS='|' read -r name title pattern extra tone <<<"$entry"
  video="$OUT_DIR/$name.webm"
  thumb="$OUT_DIR/$name.png"
  label="$(caption 'LaughLoop sample' 24 'h-text_h-48')"
  # DejaVu Sans Bold is about 0.62 em per character: keep the caption inside 330 px of width.
  size=$(( 530 / ${#title} )); (( size > 46 )) && size=46

  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$(source "$pattern" 360x640)" \
    -f lavfi -i "sine=frequency=${tone}:beep_factor=4:sample_rate=48000" \
    -t "$DURATION" \
    -vf "${extra},$(caption "$title" "$size" '(h-text_h)/2'),${label},format=yuv420p" \
    -af "volume=0.3" \
    -c:v libvpx-vp9 -b:v 280k -maxrate 350k -bufsize 700k -deadline good -cpu-used 4 -row-mt 1 -g 48 \
    -c:a libopus -b:a 48k \
    "$video"

  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$(source "$pattern" 480x270)" \
    -vf "${extra},$(caption "$title" 40 '(h-text_h)/2'),select='gte(t,1)'" \
    -frames:v 1 "$thumb"

  bytes=$(stat -c %s "$video")
  if [ "$bytes" -ge "$MAX_BYTES" ]; then
    echo "$video is $bytes bytes (limit $MAX_BYTES)" >&2
    exit 1
  fi
  echo "$name: $bytes bytes video, $(stat -c %s "$thumb") bytes thumbnail"
done
