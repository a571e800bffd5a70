import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Actor, SignedInActor } from './db-actors.ts';
import { insertVideo, rowOf } from './db-actors.ts';
import { invoke, type Invoked } from './app-functions.ts';
import type { Stack } from './stack.ts';

/**
 * Challenge entries as a script calls them (issue 34 §5): tickets bound to a file's SHA-256, files
 * in the uploads bucket, late entries through enter-challenge-late. Time is moved by shifting a
 * challenge and its tickets back together, relative to the database's now(), as the superuser.
 */

export const MESSAGES = {
  ended: 'This challenge has ended: entries had to reach the server before the deadline.',
  graceOver:
    'This challenge has ended: the grace period for entries started before the deadline is over.',
  issuedAfter: 'This challenge has ended: the entry ticket was issued after the deadline.',
  unbound:
    'This challenge has ended: the entry ticket covers no file, so it cannot admit a late entry.',
  notAFile:
    'This challenge has ended: only a video file uploaded to LaughLoop can enter after the deadline.',
  notStarted: 'This challenge has not started yet.',
  already: 'You have already entered this challenge.',
  badTicket: 'This entry ticket is not valid for you and this challenge.',
  used: 'This entry ticket has already been used.',
  void: 'This entry ticket is void: you entered this challenge before the deadline.',
  otherFile: 'This entry ticket covers another file: this video is not the one it was issued for.',
  needsCheck:
    'This entry reached the server after the deadline: its file must be checked against its entry ticket.',
  noHash:
    'An entry ticket covers one file: send the SHA-256 of the video (64 hexadecimal characters).',
  sealedEntry: 'This challenge has ended: its entries can no longer be withdrawn or replaced.',
  sealedVideo:
    'This video is an entry of a challenge that has ended: its video and challenge tag can no longer change.',
  changed: "This video's file changed while it was being checked. Please try again.",
  tooManyChecks:
    "This entry's file has been checked too many times; it cannot enter after the deadline.",
} as const;

export interface Ticket {
  id: string;
  issued_at: string;
  bound_at: string;
  content_sha256: string;
  end_date: string;
  accept_until: string;
}

export interface Entry {
  id: string;
  challenge_id: string;
  user_id: string;
  video_id: string;
  late: boolean;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A small, unique "video": a WebM magic number and random bytes (storage checks the type only). */
export const videoBytes = (): Buffer =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(2048)]);

/** A challenge whose start and end are `now() + interval` in database time. */
export async function challengeAt(stack: Stack, start: string, end: string): Promise<string> {
  const row = await rowOf<{ id: string }>(
    stack,
    `insert into public.challenges (title, description, start_date, end_date)
     values ('Timed challenge', 'Moves in time', now() + $1::interval, now() + $2::interval)
     returning id`,
    [start, end],
  );
  return row!.id;
}

/**
 * Lets time pass: shifts the challenge and its tickets back together so the challenge ended `ago`
 * before the database's now(), as if the clock had moved on.
 */
export async function endChallenge(stack: Stack, id: string, ago: string): Promise<void> {
  await stack.gateway.db.query(
    `with s as (select end_date - (now() - $2::interval) as shift from public.challenges where id = $1),
          t as (update public.challenge_entry_tickets k
                   set issued_at = k.issued_at - s.shift, bound_at = k.bound_at - s.shift
                  from s where k.challenge_id = $1 returning k.id)
     update public.challenges c set start_date = c.start_date - s.shift, end_date = c.end_date - s.shift
       from s where c.id = $1`,
    [id, ago],
  );
}

export interface FileVideo {
  id: string;
  objectName: string;
  url: string;
}

/**
 * Uploads `bytes` to the actor's own folder of the uploads bucket, as the app's TUS upload does, and
 * inserts their video row pointing at its public URL (a fresh object and row each time).
 */
export async function fileVideo(
  stack: Stack,
  actor: SignedInActor,
  bytes: Uint8Array,
): Promise<FileVideo> {
  const objectName = `${actor.id}/${randomUUID()}.webm`;
  const { error } = await actor.client.storage
    .from('uploads')
    .upload(objectName, bytes, { contentType: 'video/webm' });
  if (error) throw new Error(`upload failed: ${error.message}`);
  const url = actor.client.storage.from('uploads').getPublicUrl(objectName).data.publicUrl;
  const id = await insertVideo(stack, actor.id, { video_url: url, source: 'recording' });
  return { id, objectName, url };
}

export const issue = (actor: Actor, challengeId: string, contentSha256?: string) =>
  actor.client.rpc('issue_entry_ticket', {
    p_challenge_id: challengeId,
    ...(contentSha256 === undefined ? {} : { p_content_sha256: contentSha256 }),
  });

export const enter = (actor: Actor, challengeId: string, videoId: string, ticket?: string) =>
  actor.client.rpc('enter_challenge', {
    p_challenge_id: challengeId,
    p_video_id: videoId,
    ...(ticket ? { p_ticket: ticket } : {}),
  });

/** enter-challenge-late as the app calls it after enter_challenge answered 428. */
export const enterLate = (actor: Actor, challengeId: string, videoId: string) =>
  invoke<Entry & { error?: string; code?: string }>(actor.client, 'enter-challenge-late', {
    challengeId,
    videoId,
  }) as Promise<Invoked<Entry & { error?: string; code?: string }>>;

export interface TicketRow {
  used_at: Date | null;
  voided_at: Date | null;
  entry_id: string | null;
  content_sha256: string | null;
  file_checks: number;
}

export const ticketRow = (stack: Stack, id: string) =>
  rowOf<TicketRow>(
    stack,
    `select used_at, voided_at, entry_id::text as entry_id, content_sha256, file_checks
       from public.challenge_entry_tickets where id = $1`,
    [id],
  );
