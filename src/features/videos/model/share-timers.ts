// Part 2 §9 timers. Their own module: the lists' share-success toast needs one of them, and the
// platform list beside them would otherwise load with every list.
export const SIMULATED_CONNECT_MS = 2_000;
export const SHARE_POPUP_GAP_MS = 500;
export const SHARE_DIALOG_CLOSE_MS = 2_000;
export const SHARE_SUCCESS_MS = 5_000;
