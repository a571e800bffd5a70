/** The reasons video_reports accepts (its check constraint), with the words the picker shows. */
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

export function isReportReason(value: string): value is ReportReason {
  return REPORT_REASONS.some(([reason]) => reason === value);
}

export const REPORT_DETAILS_MAX = 1000;
