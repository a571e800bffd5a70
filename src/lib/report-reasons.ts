/** The reasons video_reports accepts (its check and check_video_report), with the words the Report dialog and the moderation queue show. */
export const REPORT_REASONS = [
  ['spam', 'Spam or misleading links'],
  ['nudity', 'Nudity or sexual content'],
  ['violence', 'Violence or dangerous acts'],
  ['harassment', 'Harassment or bullying'],
  ['hate', 'Hate speech'],
  ['copyright', 'Copyright infringement'],
  ['misleading', 'False or misleading'],
  ['other', 'Something else'],
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number][0];

export function isReportReason(value: unknown): value is ReportReason {
  return REPORT_REASONS.some(([reason]) => reason === value);
}

export const REPORT_DETAILS_MAX = 1000;

/** The words for a reason the server names (a reason it no longer lists shows as it came). */
export function reportReasonLabel(reason: string): string {
  return REPORT_REASONS.find(([value]) => value === reason)?.[1] ?? reason;
}
