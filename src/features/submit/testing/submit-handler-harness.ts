import { useToastStore } from '@/components/toast-store';
import type { SubmitVideoPayload } from '@/domain/upload';
import type { OutboxJobContext } from '@/lib/outbox-port';
import { provideTakes } from '@/lib/takes-port';
import { useUploadSuccess } from '../model/upload-success';
import { memoryResumeUrls } from './memory-resume-urls';

/**
 * A recording Supabase client and tus upload for the SUBMIT_VIDEO handler's unit tests: each call
 * is written to `calls`, and `behaviour` decides what the fakes answer. Test files mock
 * '@/lib/supabase' and '../outbox/tus-upload' with these.
 */
export const USER = '11111111-1111-4111-8111-111111111111';
export const VIDEO = '22222222-2222-4222-8222-222222222222';

interface Call {
  step: string;
  detail?: unknown;
}

export const calls: Call[] = [];
export const behaviour = {
  sessionUser: USER as string | null,
  moderation: { data: { allowed: true } as unknown, error: null as unknown },
  insert: {
    error: null as null | { code: string; message: string; details?: string | null },
    status: 201,
  },
  /** The moderation status the database gives the inserted (or already stored) row. */
  moderationStatus: 'approved',
  existingOwner: USER,
  rowExists: true,
  email: { error: null as unknown },
  /** enter_challenge's answer, and whether this video is already in the challenge. */
  enter: {
    data: { late: false } as unknown,
    error: null as null | { code: string; message: string },
    status: 200,
  },
  videoEntered: false,
  /** issue_entry_ticket's answer (the handler binds a ticket to the bytes before the upload). */
  issueTicket: {
    data: {} as unknown,
    error: null as null | { code: string; message: string },
    status: 200,
  },
  /** enter-challenge-late's answer as supabase-js's functions.invoke gives it. */
  enterLate: { data: { late: true } as unknown, error: null as unknown },
  /** The network drops mid-upload: these bytes left the device, these the server acknowledged. */
  tusCut: null as null | { sent: number; acknowledged: number },
};

/** The row a table read finds: the video's owner, or this video's challenge entry. */
function readRow(table: string): unknown {
  if (table === 'challenge_entries') return behaviour.videoEntered ? { id: 'entry-1' } : null;
  return behaviour.rowExists
    ? { id: VIDEO, user_id: behaviour.existingOwner, moderation_status: behaviour.moderationStatus }
    : null;
}

/** .eq(…) as often as the caller filters, then .maybeSingle(). */
function filtered(table: string) {
  const query = {
    eq: () => query,
    maybeSingle: async () => {
      calls.push({ step: `select ${table}` });
      return { data: readRow(table), error: null };
    },
  };
  return query;
}

export const fakeSupabase = {
  auth: {
    getSession: async () => ({
      data: {
        session: behaviour.sessionUser
          ? {
              user: {
                id: behaviour.sessionUser,
                email: 'maker@example.com',
                user_metadata: { full_name: 'Maker' },
              },
            }
          : null,
      },
    }),
  },
  functions: {
    invoke: async (name: string, options: { body: unknown }) => {
      calls.push({ step: name, detail: options.body });
      if (name === 'enter-challenge-late') return behaviour.enterLate;
      return name === 'moderate-video-content'
        ? behaviour.moderation
        : { data: { success: true }, error: behaviour.email.error };
    },
  },
  from: (table: string) => ({
    insert: (row: unknown) => ({
      select: async () => {
        calls.push({ step: `insert ${table}`, detail: row });
        const { error, status } = behaviour.insert;
        return {
          data: error ? null : [{ moderation_status: behaviour.moderationStatus }],
          error,
          status,
        };
      },
    }),
    select: () => filtered(table),
  }),
  rpc: async (name: string, args: unknown) => {
    calls.push({ step: `rpc ${name}`, detail: args });
    return name === 'issue_entry_ticket' ? behaviour.issueTicket : behaviour.enter;
  },
  storage: {
    from: (bucket: string) => ({
      upload: async (name: string, _blob: Blob, options: unknown) => {
        calls.push({ step: `storage ${bucket}`, detail: { name, options } });
        return { data: { path: name }, error: null };
      },
    }),
  },
};

export async function fakeUploadResumable(options: {
  objectName: string;
  bucket: string;
  contentType: string;
  fingerprint: string;
  blob: Blob;
  onProgress(sent: number, total: number): void;
  onAcknowledged(accepted: number, total: number): void;
}): Promise<'uploaded'> {
  calls.push({
    step: 'tus',
    detail: {
      objectName: options.objectName,
      bucket: options.bucket,
      contentType: options.contentType,
      fingerprint: options.fingerprint,
      size: options.blob.size,
    },
  });
  const cut = behaviour.tusCut;
  if (cut) {
    options.onAcknowledged(cut.acknowledged, options.blob.size);
    options.onProgress(cut.sent, options.blob.size);
    throw new TypeError('Failed to fetch');
  }
  return 'uploaded';
}

export function payload(patch: Partial<SubmitVideoPayload> = {}): SubmitVideoPayload {
  return {
    videoId: VIDEO,
    userId: USER,
    title: 'Cat vs cucumber',
    category: 'animals',
    source: 'recording',
    takeId: 'take-1',
    thumbnailBlobId: `${VIDEO}:thumbnail`,
    allowComments: true,
    emailNotifications: true,
    durationSeconds: 3.04,
    queuedAt: 1_700_000_000_000,
    ...patch,
  };
}

export function context(): OutboxJobContext & { states: string[] } {
  const states: string[] = [];
  return {
    states,
    signal: new AbortController().signal,
    accessToken: async () => 'token',
    userId: async () => 'user-1',
    notify: (notice) => states.push(`notify ${notice.title}`),
    media: async (id) =>
      id.endsWith(':thumbnail')
        ? new Blob(['png'], { type: 'image/png' })
        : new Blob(['video-bytes'], { type: 'video/mp4' }),
    resumeUrls: memoryResumeUrls(),
    progress: (sent, total) => states.push(`progress ${sent}/${total}`),
    acknowledged: (accepted, total) => states.push(`acknowledged ${accepted}/${total}`),
    processing: () => states.push('processing'),
  };
}

/** The recorder's takes as the takes port shows them to submit: id to media. */
export const takesOnDevice = new Map<string, Blob>();
const fakeTakes = {
  takeBlob: async (takeId: string) => takesOnDevice.get(takeId),
  deleteTake: async (takeId: string) => void takesOnDevice.delete(takeId),
};

export const steps = () => calls.map((call) => call.step);
export const toasts = () =>
  useToastStore.getState().toasts.map(({ title, description }) => ({ title, description }));

/** Every fake back to a good day, and one queued take of 6 bytes on the device. */
export async function resetSubmitHarness(): Promise<void> {
  calls.length = 0;
  Object.assign(behaviour, {
    sessionUser: USER,
    moderation: { data: { allowed: true }, error: null },
    insert: { error: null, status: 201 },
    moderationStatus: 'approved',
    existingOwner: USER,
    rowExists: true,
    email: { error: null },
    enter: { data: { late: false }, error: null, status: 200 },
    videoEntered: false,
    issueTicket: { data: {}, error: null, status: 200 },
    enterLate: { data: { late: true }, error: null },
    tusCut: null,
  });
  useToastStore.setState({ toasts: [] });
  useUploadSuccess.setState({ card: null });
  takesOnDevice.clear();
  takesOnDevice.set('take-1', new Blob(['webm!!'], { type: 'video/webm;codecs=vp9,opus' }));
  provideTakes(fakeTakes);
}
