import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input, type InputTrack } from 'mediabunny';

export interface TrackTimeline {
  /** Seconds from the first packet to the end of the last one. */
  length: number;
  /** The longest step between two packets in a row (seconds): a hole in the timeline. */
  largestGap: number;
  /** Where that step starts (seconds from the first packet). */
  largestGapAt: number;
  packets: number;
}

async function timelineOf(track: InputTrack): Promise<TrackTimeline> {
  const sink = new EncodedPacketSink(track);
  let first: number | null = null;
  let previous: number | null = null;
  let end = 0;
  let largestGap = 0;
  let largestGapAt = 0;
  let packets = 0;
  // A recorder's VP8/VP9/Opus has no reordered frames: packet order is presentation order.
  for await (const packet of sink.packets(undefined, undefined, { metadataOnly: true })) {
    first ??= packet.timestamp;
    if (previous !== null && packet.timestamp - previous > largestGap) {
      largestGap = packet.timestamp - previous;
      largestGapAt = previous - first;
    }
    previous = packet.timestamp;
    end = Math.max(end, packet.timestamp + packet.duration);
    packets++;
  }
  return { length: end - (first ?? 0), largestGap, largestGapAt, packets };
}

/** The video and audio timelines of a stored file, read from its packets (not its header). */
export async function mediaTimelines(
  bytes: Uint8Array,
): Promise<{ video: TrackTimeline | null; audio: TrackTimeline | null }> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const [video, audio] = await Promise.all([
    input.getPrimaryVideoTrack(),
    input.getPrimaryAudioTrack(),
  ]);
  return {
    video: video ? await timelineOf(video) : null,
    audio: audio ? await timelineOf(audio) : null,
  };
}
