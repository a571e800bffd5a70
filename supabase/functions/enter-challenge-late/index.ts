import { HttpError, jsonHandler } from '../_shared/handler.ts';
import { requireEnv } from '../_shared/env.ts';
import { jsonResponse } from '../_shared/http.ts';
import { callSqlJson, SqlRefusal } from '../_shared/rpc.ts';
import { adminClient, requireUser } from '../_shared/supabase.ts';
import { requiredText, requiredUuid } from '../_shared/validate.ts';
import { servedByProject, sha256OfStoredObject } from './stored-file.ts';

const VIDEO_ID = /^[A-Za-z0-9_-]{6,64}$/;

interface LateEntryFile {
  object_name: string;
  object_version: string | null;
  video_url: string;
}

/**
 * POST {challengeId, videoId} with the user's bearer token: a late challenge entry (design §3.13,
 * issue 34 §5). enter_challenge answers 428 for an entry that reached the server after the
 * deadline; this function hashes the entry's stored file itself and lets the database admit it
 * when the hash is the one the caller's ticket was bound to before the deadline.
 *   1. late_entry_file: may this entry's file be checked (open ticket bound before the deadline,
 *      within the grace window, the caller's own upload, checks per ticket capped), and its
 *      object version;
 *   2. SHA-256 of that object's bytes, read from Storage with the service role;
 *   3. enter_challenge_late: the ticket's binding must equal the hash and the object must still be
 *      at that version; the entry is written and the ticket spent.
 * Answers enter_challenge's JSON, or `{error, code}` with the database's status and words.
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    const user = await requireUser(req);
    if (user instanceof Response) return user;
    const challengeId = requiredUuid(body, 'challengeId');
    const videoId = requiredText(body, 'videoId', { max: 64 });
    if (!VIDEO_ID.test(videoId)) throw new HttpError(400, 'videoId is not a valid video id');
    const apiUrl = requireEnv('SUPABASE_URL');
    const admin = adminClient();
    const ids = { p_user_id: user.id, p_challenge_id: challengeId, p_video_id: videoId };
    try {
      const file = await callSqlJson<LateEntryFile>(admin, 'late_entry_file', ids);
      if (!servedByProject(file.video_url, apiUrl))
        throw new HttpError(
          400,
          "This video is not served from LaughLoop's storage, so it cannot enter after the deadline.",
        );
      const sha256 = await sha256OfStoredObject({
        apiUrl,
        serviceRoleKey: requireEnv('SUPABASE_SERVICE_ROLE_KEY'),
        bucket: 'uploads',
        name: file.object_name,
      });
      const entry = await callSqlJson<Record<string, unknown>>(admin, 'enter_challenge_late', {
        ...ids,
        p_object_version: file.object_version ?? '',
        p_content_sha256: sha256,
      });
      return jsonResponse(entry);
    } catch (error) {
      if (error instanceof SqlRefusal)
        return jsonResponse({ error: error.message, code: error.code }, error.status);
      throw error;
    }
  }),
);
