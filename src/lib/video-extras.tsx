import { createContext, useContext, type ComponentType } from 'react';

/** What a video's extra actions are given (where the video plays: its page or the Shorts player). */
export interface VideoExtraProps {
  videoId: string;
  title: string;
  /** True in the full-screen player, where actions stack down the right edge. */
  overlay: boolean;
}

const VideoExtrasContext = createContext<ComponentType<VideoExtraProps> | null>(null);

/**
 * How another feature adds actions to a playing video without the videos feature importing it:
 * src/app provides the component (comments), the videos feature renders <VideoExtras> in place.
 */
export const VideoExtrasProvider = VideoExtrasContext.Provider;

export function VideoExtras(props: VideoExtraProps) {
  const Extra = useContext(VideoExtrasContext);
  return Extra ? <Extra {...props} /> : null;
}
