import { HttpError, jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { sendCappedMail } from '../_shared/mail-caps.ts';
import { greetingName } from '../_shared/mail-name/mail-name.ts';
import { videoConfirmationMail } from '../_shared/mail-templates.ts';
import { siteLink } from '../_shared/site.ts';
import { requireUser, userClient } from '../_shared/supabase.ts';
import { optionalText, requiredText } from '../_shared/validate.ts';

const VIDEO_ID = /^[A-Za-z0-9_-]{6,64}$/;

/**
 * POST {email, userName, videoTitle, videoId} with the user's bearer token. Mails the signed-in
 * account's own address (never the body's email) about a video the caller owns, with the link
 * `${SITE_URL}/video/<videoId>`. No title goes in the mail, the body's or the stored one.
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    const user = await requireUser(req);
    if (user instanceof Response) return user;
    optionalText(body, 'email', { max: 254 });
    optionalText(body, 'videoTitle', { max: 200 });
    const userName = optionalText(body, 'userName', { max: 100 });
    const videoId = requiredText(body, 'videoId', { max: 64 });
    if (!VIDEO_ID.test(videoId)) throw new HttpError(400, 'videoId is not a valid video id');
    if (!user.email) throw new HttpError(400, 'This account has no email address');

    const { data, error } = await userClient(req)
      .from('videos')
      .select('id, user_id, moderation_status')
      .eq('id', videoId)
      .maybeSingle();
    if (error) throw new Error(`Reading video ${videoId} failed: ${error.message}`);
    if (!data || data.user_id !== user.id) throw new HttpError(404, 'Video not found');

    const name = greetingName(userName, user.user_metadata?.full_name);
    const link = siteLink(`/video/${encodeURIComponent(data.id)}`);
    const awaitingReview = data.moderation_status !== 'approved';
    await sendCappedMail('video_confirmation', {
      to: user.email,
      ...videoConfirmationMail(name, link, awaitingReview),
    });
    return jsonResponse({ success: true });
  }),
);
