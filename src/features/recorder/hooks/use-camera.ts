import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraErrorMessage } from '../model/camera-errors';
import { cameraConstraints, type FacingMode } from '../model/recording-settings';

export type CameraState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'ready'; stream: MediaStream; canFlip: boolean; facingMode: FacingMode }
  | { status: 'error'; message: string };

async function countCameras(): Promise<number> {
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.filter((device) => device.kind === 'videoinput').length;
  } catch {
    return 1;
  }
}

function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The camera and microphone: started on request, flipped when there are two cameras, always released. */
export function useCamera() {
  const [state, setState] = useState<CameraState>({ status: 'off' });
  const streamRef = useRef<MediaStream | null>(null);

  const start = useCallback(async (facingMode: FacingMode = 'user') => {
    stopStream(streamRef.current);
    streamRef.current = null;
    setState({ status: 'starting' });
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('getUserMedia is not available');
      const stream = await navigator.mediaDevices.getUserMedia(cameraConstraints(facingMode));
      streamRef.current = stream;
      const canFlip = (await countCameras()) > 1;
      setState({ status: 'ready', stream, canFlip, facingMode });
    } catch (error) {
      setState({ status: 'error', message: cameraErrorMessage(error) });
    }
  }, []);

  const stop = useCallback(() => {
    stopStream(streamRef.current);
    streamRef.current = null;
    setState({ status: 'off' });
  }, []);

  // Leaving the recorder always turns the camera light off.
  useEffect(() => () => stopStream(streamRef.current), []);

  return { state, start, stop };
}
