import { jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { userClient } from '../_shared/supabase.ts';
import { type Fields, ValidationError } from '../_shared/validate.ts';

/** Length limits are moderation rules (answered as {allowed: false}); only types are 400s. */
function stringField(body: Fields, name: string, required: boolean): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) {
    if (required) throw new ValidationError(`${name} is required`);
    return undefined;
  }
  if (typeof value !== 'string') throw new ValidationError(`${name} must be a string`);
  return value;
}

interface Verdict {
  allowed: boolean;
  reason: string | null;
}

function isVerdict(value: unknown): value is Verdict {
  if (typeof value !== 'object' || value === null) return false;
  const { allowed, reason } = value as Record<string, unknown>;
  return typeof allowed === 'boolean' && (reason === null || typeof reason === 'string');
}

/**
 * POST {title, videoUrl} -> {allowed, reason}. The rules are the database's
 * (supabase/migrations/20261128100000_moderation_rules.sql), the same ones the videos table
 * applies to every insert and edit: this asks them as the caller, whose own uploads count as
 * theirs. allowed is false only for a refusal; a video that would be held for review is allowed
 * and its reason says so. videoUrl may be empty for a file that is checked before it is uploaded.
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    const title = stringField(body, 'title', true) ?? '';
    const videoUrl = stringField(body, 'videoUrl', false);
    const { data, error } = await userClient(req).rpc('moderate_video_content', {
      p_title: title,
      p_video_url: videoUrl ?? '',
    });
    if (error) throw new Error(`moderate_video_content failed: ${error.message}`);
    if (!isVerdict(data)) throw new Error('moderate_video_content answered without a verdict');
    return jsonResponse({ allowed: data.allowed, reason: data.reason });
  }),
);
