import { domAnimation } from 'motion/react';

/** Motion's animation features, fetched by LazyMotion only when an animated component first renders. */
export default domAnimation;
