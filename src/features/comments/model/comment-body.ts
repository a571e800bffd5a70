import { hasScriptMarkup } from '@/lib/safe-text';
import { COMMENT_MESSAGES } from './messages';
import { SERVER_RULES } from '@/lib/server-rules';

/** The server's limit (post_comment: private.is_clean_text(body, 1000)). */
export const COMMENT_MAX_LENGTH: number = SERVER_RULES.textLimits.comment;

/** Why a comment cannot be posted as typed, or null when it can. */
export function commentBodyProblem(body: string): string | null {
  const trimmed = body.trim();
  if (trimmed.length === 0) return COMMENT_MESSAGES.empty;
  if (trimmed.length > COMMENT_MAX_LENGTH) return COMMENT_MESSAGES.tooLong;
  if (hasScriptMarkup(trimmed)) return COMMENT_MESSAGES.markup;
  return null;
}
