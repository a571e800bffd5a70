/** Thumbnails are 480x270 PNG frames taken at 1 second (part 1 §9). */
const THUMBNAIL_WIDTH = 480;
const THUMBNAIL_HEIGHT = 270;
const THUMBNAIL_AT_SECONDS = 1;

function waitFor(
  video: HTMLVideoElement,
  event: 'loadeddata' | 'seeked',
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer);
      video.removeEventListener(event, onDone);
      video.removeEventListener('error', onError);
    };
    const onDone = () => {
      cleanup();
      resolve();
    };
    const onError = () => {
      cleanup();
      reject(new Error('The video could not be read'));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`The video did not fire ${event} in time`));
    }, timeoutMs);
    video.addEventListener(event, onDone);
    video.addEventListener('error', onError);
  });
}

/**
 * Draws a picture scaled to cover width x height, centred, as PNG: a portrait clip gives its
 * middle band rather than a squashed frame.
 */
function coverPng(
  source: CanvasImageSource,
  sourceWidth: number,
  sourceHeight: number,
  width: number,
  height: number,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context || sourceWidth === 0 || sourceHeight === 0)
    return Promise.reject(new Error('Nothing to draw'));
  const scale = Math.max(width / sourceWidth, height / sourceHeight);
  const drawWidth = sourceWidth * scale;
  const drawHeight = sourceHeight * scale;
  context.drawImage(
    source,
    (width - drawWidth) / 2,
    (height - drawHeight) / 2,
    drawWidth,
    drawHeight,
  );
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))),
      'image/png',
    ),
  );
}

/** The frame at `atSeconds` (or near the end of a shorter video) as a thumbnail PNG. */
export async function captureFrame(
  media: Blob,
  atSeconds = THUMBNAIL_AT_SECONDS,
  width = THUMBNAIL_WIDTH,
  height = THUMBNAIL_HEIGHT,
): Promise<Blob> {
  const url = URL.createObjectURL(media);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const loaded = waitFor(video, 'loadeddata', 10_000);
    video.src = url;
    await loaded;
    const end = Number.isFinite(video.duration) ? video.duration : atSeconds;
    const seeked = waitFor(video, 'seeked', 10_000);
    video.currentTime = Math.max(0, Math.min(atSeconds, end - 0.05));
    await seeked;
    return await coverPng(video, video.videoWidth, video.videoHeight, width, height);
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}

/** A picked image turned into the same 480x270 PNG the recorder makes. */
export async function imageToThumbnail(
  image: Blob,
  width = THUMBNAIL_WIDTH,
  height = THUMBNAIL_HEIGHT,
): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  try {
    return await coverPng(bitmap, bitmap.width, bitmap.height, width, height);
  } finally {
    bitmap.close();
  }
}
