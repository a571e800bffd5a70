/** Outbox job kinds: their names, the tray's labels, which the worker sends; shared payloads. */
export * from './kinds';
export type { BlockUserPayload, RecordViewPayload, SetLikePayload } from './payloads';
