/** Part 2 §4 and §9: how long the guide's demo pieces last. */
export const DEMO_HIGHLIGHT_MS = 3_000;
export const TUTORIAL_ANIMATION_MS = 5_000;
