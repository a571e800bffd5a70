import { literalReading, readings } from './normalise.ts';
import { blockedCategory } from './terms.ts';

/**
 * The moderation rules of moderate-video-content. Pure TypeScript (no Deno, no Node): the function
 * passes its project URL in, and vitest tests the rules directly.
 */
export interface ModerationInput {
  title: string;
  /** Absent or empty for a file that is checked before it is uploaded. */
  videoUrl?: string | undefined;
}

export interface ModerationContext {
  /** SUPABASE_URL: storage URLs of this project are accepted even on an IP host (local stack). */
  projectUrl?: string | undefined;
}

export interface ModerationResult {
  allowed: boolean;
  reason: string | null;
}

export const TITLE_MAX_LENGTH = 100;
export const URL_MAX_LENGTH = 2048;

export const REASONS = {
  titleLength: `Title must be between 1 and ${TITLE_MAX_LENGTH} characters.`,
  titleMarkup: 'Titles cannot contain scripts, script links or HTML event handlers.',
  urlInvalid: 'The video URL is not a valid web address.',
  urlScript: 'Script and data URLs are not allowed.',
  urlScheme: 'Video URLs must start with http:// or https://.',
  urlCredentials: 'Video URLs cannot contain a user name or password.',
  urlIpHost: 'Video URLs must use a domain name, not an IP address.',
  urlPrivateHost: 'Video URLs must point to a public website.',
} as const;

/** Script tags, javascript:/vbscript: schemes, data: URLs with a media type, inline event handlers. */
const MARKUP =
  /<\s*\/?\s*script|(?:java|vb)script\s*:|data\s*:\s*[a-z]+\/[a-z0-9.+-]+|\bon[a-z]+\s*=/i;
const URL_SCRIPT = /<\s*\/?\s*script|^\s*(?:javascript|vbscript|data)\s*:/i;
const URL_FORBIDDEN_CHARS = /[\s\u0000-\u001f\u007f]/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

const allow: ModerationResult = { allowed: true, reason: null };
const refuse = (reason: string): ModerationResult => ({ allowed: false, reason });

function checkTitle(title: string): ModerationResult {
  const trimmed = title.trim();
  if (trimmed.length < 1 || trimmed.length > TITLE_MAX_LENGTH) return refuse(REASONS.titleLength);
  if (MARKUP.test(trimmed)) return refuse(REASONS.titleMarkup);
  const category = blockedCategory(readings(trimmed));
  return category ? refuse(category.reason) : allow;
}

function isProjectStorage(url: URL, projectUrl: string | undefined): boolean {
  if (!projectUrl) return false;
  try {
    return (
      url.origin === new URL(projectUrl).origin && url.pathname.startsWith('/storage/v1/object/')
    );
  } catch {
    return false;
  }
}

/** WHATWG URL parsing already turns "2130706433" and "0x7f.1" into dotted IPv4. */
function hostProblem(hostname: string): string | null {
  if (IPV4.test(hostname) || hostname.startsWith('[')) return REASONS.urlIpHost;
  if (hostname === 'localhost' || hostname.endsWith('.localhost') || !hostname.includes('.')) {
    return REASONS.urlPrivateHost;
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function checkUrl(raw: string, context: ModerationContext): ModerationResult {
  if (raw.length > URL_MAX_LENGTH || URL_FORBIDDEN_CHARS.test(raw))
    return refuse(REASONS.urlInvalid);
  if (URL_SCRIPT.test(raw)) return refuse(REASONS.urlScript);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse(REASONS.urlInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse(REASONS.urlScheme);
  if (url.username || url.password) return refuse(REASONS.urlCredentials);
  if (MARKUP.test(safeDecode(raw))) return refuse(REASONS.urlScript);
  if (!isProjectStorage(url, context.projectUrl)) {
    const problem = hostProblem(url.hostname);
    if (problem) return refuse(problem);
  }
  // Host and path, read literally: query strings and ids are machine-made, not the creator's words.
  const visible = `${url.hostname} ${safeDecode(url.pathname)}`;
  const category = blockedCategory([literalReading(visible)]);
  return category ? refuse(category.reason) : allow;
}

/** {allowed, reason}: the title first, then the URL when there is one. */
export function moderateVideo(
  input: ModerationInput,
  context: ModerationContext = {},
): ModerationResult {
  const title = checkTitle(input.title);
  if (!title.allowed) return title;
  const url = input.videoUrl?.trim();
  return url ? checkUrl(url, context) : allow;
}
