import { z } from 'zod';
import { errors } from './errors.ts';

/**
 * The bucket API's input rules, as supabase/storage's route schemas and storage.ts state them:
 * a size limit is a non-negative integer of bytes or a string with a unit (decimal units: 1kb is
 * 1000 bytes), and each allowed MIME type must look like one (`type/subtype`, or a `*` wildcard).
 */
const SIZE_WITH_UNIT = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i;
const MIME_TYPE = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/;
const UNIT_BYTES: Record<string, number> = { GB: 1e9, MB: 1e6, KB: 1000, B: 1 };

const fileSizeLimit = z
  .union([z.number().int().min(0), z.string()])
  .nullable()
  .optional();
const allowedMimeTypes = z.array(z.string()).nullable().optional();

export const createBucketBody = z.object({
  name: z.string(),
  id: z.string().optional(),
  public: z.boolean().optional(),
  type: z.enum(['STANDARD', 'ANALYTICS']).optional(),
  file_size_limit: fileSizeLimit,
  allowed_mime_types: allowedMimeTypes,
});

export const updateBucketBody = z
  .object({
    public: z.boolean().optional(),
    file_size_limit: fileSizeLimit,
    allowed_mime_types: allowedMimeTypes,
  })
  .refine(
    (body) =>
      body.public !== undefined ||
      body.file_size_limit !== undefined ||
      body.allowed_mime_types !== undefined,
    { message: 'must match a schema in anyOf' },
  );

/** `20mb` -> 20000000 (limits.ts parseFileSizeToBytes: three significant digits). */
export function parseFileSizeToBytes(valueWithUnit: string): number {
  const match = SIZE_WITH_UNIT.exec(valueWithUnit);
  if (!match) throw errors.invalidFileSizeLimit();
  const value = +parseFloat(match[1]!).toPrecision(3);
  return value * UNIT_BYTES[match[2]!.toUpperCase()]!;
}

/** The column value for a given limit: undefined leaves the column alone, null clears it. */
export function fileSizeLimitBytes(limit: number | string | null | undefined) {
  if (limit === undefined || limit === null) return limit;
  return typeof limit === 'string' ? parseFileSizeToBytes(limit) : limit;
}

/** Empty entries dropped (as the routes do), each remaining type checked. */
export function allowedMimeTypesValue(types: string[] | null | undefined) {
  if (types === undefined || types === null) return types;
  const kept = types.filter((type) => type !== '');
  for (const type of kept) {
    if (type.length > 1000 || !MIME_TYPE.test(type)) throw errors.invalidMimeType(type);
  }
  return kept;
}
