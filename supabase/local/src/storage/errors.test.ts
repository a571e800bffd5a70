import { describe, expect, it, vi } from 'vitest';
import { errorResponse, errors, fromDbError, StorageError } from './errors.ts';

function pgError(code: string): Error {
  return Object.assign(new Error(`pg ${code}`), { code });
}

describe('storage errors', () => {
  it('maps the Postgres errors the storage server translates', () => {
    expect(fromDbError(pgError('42501'))).toMatchObject({ status: 403, error: 'Unauthorized' });
    expect(fromDbError(pgError('23505'))).toMatchObject({ status: 409, error: 'Duplicate' });
    expect(fromDbError(pgError('23503'))).toMatchObject({
      status: 404,
      message: 'Bucket not found',
    });
    const other = pgError('22P02');
    expect(fromDbError(other)).toBe(other);
  });

  it('answers logical errors with HTTP 400 and the status in statusCode', async () => {
    const response = errorResponse(errors.duplicate(), 'test');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '409',
      code: 'ResourceAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    });
  });

  it('logs unexpected failures and answers 500 without their details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = errorResponse(new Error('disk on fire'), 'test');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      statusCode: '500',
      message: 'Internal server error',
    });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('answers a client that went away quietly', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(await errorResponse(aborted, 'test').json()).toMatchObject({ statusCode: '499' });
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
    expect(errors.internal()).toBeInstanceOf(StorageError);
  });
});
