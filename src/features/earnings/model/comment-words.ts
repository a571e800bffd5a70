import { SERVER_RULES } from '@/lib/server-rules';

/** Part 2 §9: comments earn only with 4 or more words (private.comment_earning_words). */
const COMMENT_EARNING_WORDS: number = SERVER_RULES.commentEarningWords;

/**
 * Words as record_earning counts them: runs between spaces that hold a letter or a digit, so
 * emoji and punctuation alone are not words.
 */
export function earningWords(body: string): number {
  return body
    .trim()
    .split(/\s+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function commentEarns(body: string): boolean {
  return earningWords(body) >= COMMENT_EARNING_WORDS;
}
