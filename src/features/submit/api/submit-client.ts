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
export interface StorageFailure {
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
export interface EnterChallengeArgs {
  p_challenge_id: string;
  p_video_id: string;
  p_ticket?: string;
}

/** Entering a challenge: the RPC, and whether this video already is in it (a replay's earlier try). */
export interface ChallengeEntriesApi {
  enter(
    args: EnterChallengeArgs,
  ): PromiseLike<{ data: unknown; error: RestFailure | null; status: number }>;
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
