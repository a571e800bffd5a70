import { isEarningCategory } from '../model/earning-rules';
import type { RecordEarningPayload } from './record-earning-kind';

const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

export function parseRecordEarningPayload(value: unknown): RecordEarningPayload | null {
  const { category, videoId, viewId, commentId, userId, queuedAt } = (value ?? {}) as Record<
    string,
    unknown
  >;
  if (
    !isEarningCategory(category) ||
    typeof videoId !== 'string' ||
    typeof userId !== 'string' ||
    typeof queuedAt !== 'number' ||
    !optionalText(viewId) ||
    !optionalText(commentId)
  )
    return null;
  return {
    category,
    videoId,
    userId,
    queuedAt,
    ...(typeof viewId === 'string' ? { viewId } : {}),
    ...(typeof commentId === 'string' ? { commentId } : {}),
  };
}
