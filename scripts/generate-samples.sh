#!/usr/bin/env bash
# Regenerates the built-in sample media in public/samples/: for each sample video of
# supabase/seed.sql (and src/features/videos/model/sample-videos.ts) a 5-second VP9/Opus WebM with
# a colourful test pattern, a big caption and a tone (< 400 KB), portrait 360x640 except the one
# landscape 640x360 clip, plus a 480x270 PNG thumbnail. The generated files are committed; only
# people changing them need ffmpeg (Debian: apt-get install -y ffmpeg).
#
# Usage: scripts/generate-samples.sh [name ...]   (no names: every sample; names: only those, so
# adding a sample leaves the committed files of the others as they are)
set -euo pipefail

OUT_DIR="$(cd "$(dirname "$0")/.." && pwd)/public/samples"
FONT="${SAMPLES_FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"
DURATION=5
MAX_BYTES=409600

command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install -y ffmpeg)" >&2; exit 1; }
[ -f "$FONT" ] || { echo "font not found: $FONT (set SAMPLES_FONT)" >&2; exit 1; }
mkdir -p "$OUT_DIR"

# name | caption | lavfi pattern (size and rate are appended) | extra video filter | tone in Hz
# | clip size (default 360x640, portrait)
SAMPLES=(
  "giggle-loop|Giggle Loop|testsrc2|hue=h=t*36|440"
  "cat-zoomies|Cat Zoomies|gradients=c0=0xff7a00:c1=0x8a2be2:c2=0x00c2ff:speed=0.04|null|523"
  "oops-slide|Oops! The Slide|mandelbrot|null|330"
  "beat-bounce|Beat Bounce|gradients=c0=0x00ff88:c1=0xff3366:c2=0x3a86ff:c3=0xffbe0b:nb_colors=4:speed=0.08|null|587"
  "trick-shot|Trick Shot|smptehdbars|hue=h=t*72|392"
  "drum-solo|Drum Solo|rgbtestsrc|hue=h=t*90|262"
  "surprise-box|Surprise Box|testsrc2|hue=h=180+t*50:s=1.5|659"
  "sunny-morning|Sunny Morning|gradients=c0=0xffd166:c1=0xef476f:c2=0x06d6a0:speed=0.03|null|494"
  # Landscape 16:9: shows how cards and the player fit a wide video in their 9:16 frames.
  "beach-goal|Beach Goal|gradients=c0=0x06d6a0:c1=0x118ab2:c2=0xffd166:c3=0xef476f:nb_colors=4:speed=0.06|null|349|640x360"
  "puppy-splash|Puppy Splash|gradients=c0=0x4cc9f0:c1=0xf72585:c2=0x7209b7:speed=0.05|null|698"
  "skate-wobble|Skate Wobble|testsrc|hue=h=t*60|370"
  "kazoo-choir|Kazoo Choir|yuvtestsrc|hue=h=t*30:s=1.4|784"
)

source() { # $1 lavfi pattern, $2 size: appends size and rate to the pattern's own options
  if [[ "$1" == *=* ]]; then printf '%s:size=%s:rate=24' "$1" "$2"; else printf '%s=size=%s:rate=24' "$1" "$2"; fi
}

caption() { # $1 text, $2 font size, $3 vertical position expression
  printf "drawtext=fontfile=%s:text='%s':fontsize=%s:fontcolor=white:borderw=5:bordercolor=black@0.85:x=(w-text_w)/2:y=%s" \
    "$FONT" "$1" "$2" "$3"
}

wanted() { # $1 name: whether this run makes it (every sample when no names were given)
  (( ${#ONLY[@]} == 0 )) && return 0
  local one
  for one in "${ONLY[@]}"; do [[ "$one" == "$1" ]] && return 0; done
  return 1
}
ONLY=("$@")

for entry in "${SAMPLES[@]}"; do
  IFS='|' read -r name title pattern extra tone clip_size <<<"$entry"
  wanted "$name" || continue
  clip_size="${clip_size:-360x640}"
  video="$OUT_DIR/$name.webm"
  thumb="$OUT_DIR/$name.png"
  label="$(caption 'LaughLoop sample' 24 'h-text_h-48')"
  # DejaVu Sans Bold is about 0.62 em per character: keep the caption 30 px inside the width.
  size=$(( (${clip_size%x*} - 30) * 16 / 10 / ${#title} )); (( size > 46 )) && size=46

  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$(source "$pattern" "$clip_size")" \
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
