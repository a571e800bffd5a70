import type { NewVideoRow } from './insert-video';

/** PostgREST's error body as supabase-js reports it (`code` is the SQLSTATE, e.g. 23505). */
export interface RestFailure {
  message: string;
  code?: string;
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

interface VideosTable {
  insert(row: NewVideoRow): PromiseLike<{ error: RestFailure | null; status: number }>;
  select(columns: 'id, user_id'): { eq(column: 'id', value: string): VideoOwnerQuery };
}

/**
 * The slice of supabase-js a submission uses. Pages pass their SupabaseClient (which fits this
 * shape); the service worker passes a fetch-based one (fetch-submit-client.ts), because the full
 * client would bring auth-js and realtime into the worker, which cannot load code late.
 */
export interface SubmitClient {
  from(table: 'videos'): VideosTable;
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
