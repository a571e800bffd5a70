/** The outbox kind of a challenge e-mail opt-in made offline (handler: ./opt-in-handler.ts). */
export const CHALLENGE_OPT_IN = 'challenge-opt-in';
/** How the upload tray names an item of this kind. */
export const CHALLENGE_OPT_IN_LABEL = 'Challenge emails';
