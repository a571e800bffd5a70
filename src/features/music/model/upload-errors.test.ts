import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import {
  isDuplicateObject,
  isUniqueViolation,
  SlugTakenError,
  uploadFailureText,
} from './upload-errors';

describe('upload failures', () => {
  it("recognises storage's duplicate and the row's unique violation", () => {
    expect(isDuplicateObject({ statusCode: '409', status: 400, message: 'x' })).toBe(true);
    expect(isDuplicateObject({ error: 'Duplicate', message: 'x' })).toBe(true);
    expect(isDuplicateObject({ message: 'The resource already exists' })).toBe(true);
    expect(isDuplicateObject({ statusCode: '403', message: 'denied' })).toBe(false);
    expect(isUniqueViolation(new ApiError('dup', 409, '23505'))).toBe(true);
    expect(isUniqueViolation(new ApiError('other', 400, '23514'))).toBe(false);
  });

  it("shows the error's text, or 'Upload failed'", () => {
    expect(uploadFailureText(new Error('Disk full'))).toBe('Disk full');
    expect(uploadFailureText(new Error(''))).toBe('Upload failed');
    expect(uploadFailureText(null)).toBe('Upload failed');
  });

  it('words the usual causes plainly', () => {
    expect(uploadFailureText(new SlugTakenError('a'))).toMatch(/already exists/);
    expect(uploadFailureText(new TypeError('Failed to fetch'))).toMatch(/connection/);
    expect(uploadFailureText({ statusCode: '413', message: 'too big' })).toBe(
      'File size must be less than 50MB',
    );
    expect(
      uploadFailureText(new ApiError('new row violates row-level security', 403, '42501')),
    ).toBe('Only admins can upload music.');
  });
});
