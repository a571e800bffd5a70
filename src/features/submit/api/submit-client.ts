import type { NewVideoRow } from './insert-video';

/**
 * PostgREST's error body as supabase-js reports it (`code` is the SQLSTATE, e.g. 23505; `details`
 * is 'content_policy' on a moderation refusal, src/lib/content-policy.ts).
 */
export interface RestFailure {
  message: string;
  code?: string;
  details?: string | null;
}

/** A refused or failed storage upload; `status` is the HTTP status when there was an answer. */
interface StorageFailure {
  message: string;
  status?: number;
}

export interface ThumbnailUploadOptions {
  upsert: boolean;
  contentType: string;
  cacheControl: string;
}

interface VideoOwnerQuery {
  maybeSingle<Row>(): PromiseLike<{ data: Row | null; error: RestFailure | null }>;
}

/** The inserted row as `insert(row).select('moderation_status')` returns it. */
export interface InsertedVideo {
  moderation_status: string;
}

interface VideosTable {
  insert(row: NewVideoRow): {
    select(columns: 'moderation_status'): PromiseLike<{
      data: InsertedVideo[] | null;
      error: RestFailure | null;
      status: number;
    }>;
  };
  select(columns: 'id, user_id, moderation_status'): {
    eq(column: 'id', value: string): VideoOwnerQuery;
  };
}

/** enter_challenge's arguments, as the generated types spell them. */
interface EnterChallengeArgs {
  p_challenge_id: string;
  p_video_id: string;
  p_ticket?: string;
}

/** issue_entry_ticket's arguments: the ticket covers the file with this SHA-256 (issue 34 §5). */
interface IssueTicketArgs {
  p_challenge_id: string;
  p_content_sha256: string;
}

/** enter-challenge-late's body: the server hashes the video's stored file itself. */
interface EnterLateArgs {
  challengeId: string;
  videoId: string;
}

/** An answer of the Data API or a function: data, or the refusal with its HTTP status (0: none). */
type ApiAnswer = PromiseLike<{ data: unknown; error: RestFailure | null; status: number }>;

/**
 * Entering a challenge: a ticket bound to the file, the RPC, the late path (a file reaching the
 * server after the deadline), and whether this video already is in it (a replay's earlier try).
 */
interface ChallengeEntriesApi {
  issueTicket(args: IssueTicketArgs): ApiAnswer;
  enter(args: EnterChallengeArgs): ApiAnswer;
  enterLate(args: EnterLateArgs): ApiAnswer;
  videoEntered(
    challengeId: string,
    videoId: string,
  ): PromiseLike<{ entered: boolean; error: RestFailure | null }>;
}

/**
 * The slice of supabase-js a submission uses. Pages pass their SupabaseClient (which fits this
 * shape); the service worker passes a fetch-based one (fetch-submit-client.ts), because the full
 * client would bring auth-js and realtime into the worker, which cannot load code late.
 */
export interface SubmitClient {
  from(table: 'videos'): VideosTable;
  challengeEntries: ChallengeEntriesApi;
  functions: {
    invoke(
      name: string,
      options: { body: Record<string, unknown> },
    ): Promise<{
      data: unknown;
      error: unknown;
    }>;
  };
  storage: {
    from(bucket: string): {
      upload(
        path: string,
        body: Blob,
        options: ThumbnailUploadOptions,
      ): Promise<{ error: StorageFailure | null }>;
    };
  };
}
