import { describe, expect, it } from 'vitest';
import {
  durationMessage,
  SUBMIT_MESSAGES,
  validateDuration,
  validatePickedFile,
  validateSubmission,
  type SubmissionFields,
} from './submission-validation';
import { MAX_UPLOAD_BYTES, videoExtension } from './video-files';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 5 * MB) => ({ name, type, size });
const upload: SubmissionFields = {
  mode: 'upload',
  url: '',
  file: file('clip.mp4', 'video/mp4'),
  title: 'Oops',
  category: 'fails',
};
const link: SubmissionFields = {
  mode: 'url',
  url: 'https://youtu.be/dQw4w9WgXcQ',
  file: null,
  title: 'Oops',
  category: 'fails',
};

describe('Submit messages, word for word (part 2 §5)', () => {
  it('has the spec texts', () => {
    expect(SUBMIT_MESSAGES.urlRequired).toBe('Please provide a video URL.');
    expect(SUBMIT_MESSAGES.fileRequired).toBe('Please select a video file to upload.');
    expect(SUBMIT_MESSAGES.titleAndCategory).toBe(
      'Please fill in the title and select a category.',
    );
    expect(SUBMIT_MESSAGES.fileType).toBe(
      'Please upload a video file (MP4, WebM, MOV, AVI, or MKV).',
    );
    expect(SUBMIT_MESSAGES.fileSize).toBe('Please upload a video file smaller than 100MB.');
    expect(SUBMIT_MESSAGES.unreadable).toBe(
      'Unable to read video file. Please select a valid video file.',
    );
    expect(durationMessage(301)).toBe('Videos must be 5 minutes or shorter. This one is 5:01.');
    // Just over the limit never reads as 5:00.
    expect(durationMessage(300.4)).toBe('Videos must be 5 minutes or shorter. This one is 5:01.');
  });
});

describe('validatePickedFile', () => {
  it.each([
    ['clip.mp4', 'video/mp4'],
    ['clip.WEBM', ''],
    ['clip.mov', 'video/quicktime'],
    ['clip.avi', 'video/x-msvideo'],
    ['clip.mkv', ''],
    ['from-camera', 'video/quicktime'],
  ])('accepts %s (%s)', (name, type) => {
    expect(validatePickedFile(file(name, type))).toBeNull();
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['song.mp3', 'audio/mpeg'],
    ['clip.flv', 'video/x-flv'],
    ['noextension', ''],
  ])('refuses %s (%s) as not a video', (name, type) => {
    expect(validatePickedFile(file(name, type))).toBe(
      'Please upload a video file (MP4, WebM, MOV, AVI, or MKV).',
    );
  });

  it('takes up to exactly 100MB', () => {
    expect(validatePickedFile(file('big.mp4', 'video/mp4', MAX_UPLOAD_BYTES))).toBeNull();
    expect(validatePickedFile(file('big.mp4', 'video/mp4', MAX_UPLOAD_BYTES + 1))).toBe(
      'Please upload a video file smaller than 100MB.',
    );
    expect(validatePickedFile(file('big.mp4', 'video/mp4', 101 * MB))).toBe(
      'Please upload a video file smaller than 100MB.',
    );
  });

  it('checks the type before the size', () => {
    expect(validatePickedFile(file('big.txt', 'text/plain', 101 * MB))).toBe(
      SUBMIT_MESSAGES.fileType,
    );
  });
});

describe('validateDuration', () => {
  it('allows up to 300 seconds', () => {
    expect(validateDuration(300)).toBeNull();
    expect(validateDuration(12.5)).toBeNull();
    expect(validateDuration(300.4)).toBe('Videos must be 5 minutes or shorter. This one is 5:01.');
    expect(validateDuration(372)).toBe('Videos must be 5 minutes or shorter. This one is 6:12.');
  });
});

describe('validateSubmission', () => {
  it('accepts a complete file or link submission', () => {
    expect(validateSubmission(upload)).toBeNull();
    expect(validateSubmission(link)).toBeNull();
  });

  it('needs a URL in URL mode and a file in file mode', () => {
    expect(validateSubmission({ ...link, url: '  ' })).toBe('Please provide a video URL.');
    expect(validateSubmission({ ...upload, file: null })).toBe(
      'Please select a video file to upload.',
    );
  });

  it('needs a title and one of the eight categories', () => {
    expect(validateSubmission({ ...upload, title: ' ' })).toBe(
      'Please fill in the title and select a category.',
    );
    expect(validateSubmission({ ...upload, category: '' })).toBe(
      'Please fill in the title and select a category.',
    );
    expect(validateSubmission({ ...link, category: 'news' })).toBe(
      'Please fill in the title and select a category.',
    );
  });

  it('keeps titles to 100 characters and links to the accepted sources', () => {
    expect(validateSubmission({ ...upload, title: 'x'.repeat(101) })).toBe(
      SUBMIT_MESSAGES.titleLength,
    );
    expect(validateSubmission({ ...link, url: 'https://example.com/a.mp4' })).toBe(
      'Please paste a link from YouTube, TikTok, Instagram, Facebook, Twitter or Vimeo.',
    );
  });

  it('re-checks the file itself', () => {
    expect(validateSubmission({ ...upload, file: file('a.txt', 'text/plain') })).toBe(
      SUBMIT_MESSAGES.fileType,
    );
  });
});

describe('videoExtension', () => {
  it('reads the name first, then the type', () => {
    expect(videoExtension('a.MP4', '')).toBe('mp4');
    expect(videoExtension('', 'video/webm;codecs=vp9,opus')).toBe('webm');
    expect(videoExtension('', 'video/x-matroska')).toBe('mkv');
    expect(videoExtension('a.txt', 'text/plain')).toBeNull();
  });
});
