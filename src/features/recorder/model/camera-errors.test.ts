import { describe, expect, it } from 'vitest';
import { CAMERA_MESSAGES, cameraErrorMessage } from './camera-errors';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('cameraErrorMessage (part 1 §8)', () => {
  it('has its own message for a denied permission', () => {
    expect(cameraErrorMessage(domError('NotAllowedError'))).toBe(CAMERA_MESSAGES.denied);
    expect(CAMERA_MESSAGES.denied).toBe(
      'Camera and microphone access was denied. Please allow access in your browser settings and try again.',
    );
  });

  it('has its own message when no device is found', () => {
    expect(cameraErrorMessage(domError('NotFoundError'))).toBe(
      'No camera or microphone was found on this device.',
    );
  });

  it('has its own message when the device is in use', () => {
    expect(cameraErrorMessage(domError('NotReadableError'))).toBe(
      'Your camera or microphone is already in use by another app. Close it and try again.',
    );
  });

  it("otherwise says 'Unable to access camera and microphone.'", () => {
    expect(cameraErrorMessage(domError('TypeError'))).toBe(
      'Unable to access camera and microphone.',
    );
    expect(cameraErrorMessage('weird')).toBe('Unable to access camera and microphone.');
    expect(cameraErrorMessage(null)).toBe('Unable to access camera and microphone.');
  });
});
