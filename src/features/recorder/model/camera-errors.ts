/** Part 1 §8: denied, no device and device in use each have their own message; anything else the generic one. */
export const CAMERA_MESSAGES = {
  denied:
    'Camera and microphone access was denied. Please allow access in your browser settings and try again.',
  notFound: 'No camera or microphone was found on this device.',
  inUse: 'Your camera or microphone is already in use by another app. Close it and try again.',
  generic: 'Unable to access camera and microphone.',
} as const;

function errorName(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'name' in error) {
    const { name } = error as { name: unknown };
    if (typeof name === 'string') return name;
  }
  return '';
}

/** The message for a getUserMedia failure (DOMException names from the Media Capture spec). */
export function cameraErrorMessage(error: unknown): string {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return CAMERA_MESSAGES.denied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return CAMERA_MESSAGES.notFound;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return CAMERA_MESSAGES.inUse;
    default:
      return CAMERA_MESSAGES.generic;
  }
}
