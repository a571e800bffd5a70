import { parseHttpUrl } from '@/lib/http-url';
import { SUBMIT_MESSAGES, TITLE_MAX_LENGTH, validateFileType } from './submission-validation';

/**
 * The largest shared file kept. Submit decides on 100MB once it knows whether the file can be
 * shrunk on the device (issue 21 item 4); past this the worker would hold too much in memory.
 */
const MAX_SHARED_BYTES = 1024 * 1024 * 1024;

/**
 * The manifest's share_target params (manifest.webmanifest): the names the OS posts the shared
 * title, text, link and file under. The manifest test checks both stay the same.
 */
export const SHARE_TARGET = {
  action: '/share-target',
  title: 'title',
  text: 'text',
  url: 'url',
  file: 'video',
} as const;

/** What a share brings to Submit: a video file (or why it cannot be used), or a link. */
export type ParsedShare =
  | { kind: 'file'; file: File; title: string }
  | { kind: 'refused'; message: string; title: string }
  | { kind: 'url'; url: string; title: string }
  | { kind: 'empty'; title: string };

const LINK_IN_TEXT = /https?:\/\/[^\s<>"]+/i;

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The first http(s) link in the shared url field, else in the text ("Look at this https://…"). */
function sharedLink(url: string, text: string): string | null {
  const direct = parseHttpUrl(url);
  if (direct) return direct.toString();
  const inText = LINK_IN_TEXT.exec(text)?.[0];
  return inText ? (parseHttpUrl(inText)?.toString() ?? null) : null;
}

/**
 * The shared title, else the shared text without its link, on one line and cut to the title
 * limit: apps put a caption in either field, and a bare link makes no title.
 */
export function sharedTitle(title: string, text: string): string {
  const source = title.trim() || text.replace(LINK_IN_TEXT, ' ');
  return source.replace(/\s+/g, ' ').trim().slice(0, TITLE_MAX_LENGTH).trim();
}

/** The first non-empty file posted under the share's file param; an empty part means "no file". */
function sharedFile(form: FormData): File | null {
  for (const value of form.getAll(SHARE_TARGET.file)) {
    if (typeof value !== 'string' && value.size > 0) return value;
  }
  return null;
}

/**
 * A share posted to the share target, read as Submit will use it. A file wins over a link (a
 * gallery share may carry both); a file Submit would refuse keeps the refusal, so Submit can say why.
 * Its size is Submit's to judge, as for a picked file: a big clip may be shrunk to fit.
 */
export function parseSharedForm(form: FormData): ParsedShare {
  const text = field(form, SHARE_TARGET.text);
  const title = sharedTitle(field(form, SHARE_TARGET.title), text);
  const file = sharedFile(form);
  if (file) {
    const problem =
      validateFileType(file) ?? (file.size > MAX_SHARED_BYTES ? SUBMIT_MESSAGES.fileSize : null);
    return problem ? { kind: 'refused', message: problem, title } : { kind: 'file', file, title };
  }
  const url = sharedLink(field(form, SHARE_TARGET.url), text);
  return url ? { kind: 'url', url, title } : { kind: 'empty', title };
}

/** Where the share opens Submit: URL mode for a link, the file upload otherwise. */
export function submitPathFor(share: ParsedShare, id: string | null): string {
  const mode = share.kind === 'url' ? 'url' : 'upload';
  const query = new URLSearchParams({ mode });
  if (id) query.set('shared', id);
  return `/submit?${query.toString()}`;
}

const SHARE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A `?shared=` value worth looking up (an id the worker made), or null. */
export function sharedIdFrom(value: string | null): string | null {
  return value && SHARE_ID.test(value) ? value : null;
}
