/** Thumbnails are stored as PNG (part 2 §5) no larger than a portrait 720×1280 frame. */
const MAX_WIDTH = 720;
const MAX_HEIGHT = 1280;

export async function toPng(image: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  try {
    const scale = Math.min(1, MAX_WIDTH / bitmap.width, MAX_HEIGHT / bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode PNG'))),
        'image/png',
      ),
    );
  } finally {
    bitmap.close();
  }
}
