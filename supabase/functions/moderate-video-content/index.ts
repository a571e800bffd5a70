import { jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { moderateVideo } from '../_shared/moderation/rules.ts';
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

/**
 * POST {title, videoUrl} -> {allowed, reason}: the rule set of _shared/moderation (blocked terms,
 * script and data URLs, http(s) only, no raw IP hosts or credentials, title 1..100 characters).
 * videoUrl may be empty for a file that is checked before it is uploaded.
 */
Deno.serve(
  jsonHandler(async (_req, body) => {
    const title = stringField(body, 'title', true) ?? '';
    const videoUrl = stringField(body, 'videoUrl', false);
    const verdict = moderateVideo(
      { title, videoUrl },
      { projectUrl: Deno.env.get('SUPABASE_URL') },
    );
    return jsonResponse(verdict);
  }),
);
