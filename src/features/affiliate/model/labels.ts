import type { CommissionSource, CommissionStatus } from './statement';

export const SOURCE_LABELS: Record<CommissionSource, string> = {
  boost: 'Boost',
  premium: 'Premium',
};

/** A void commission was taken back because its payment was refunded. */
export const COMMISSION_STATUS_LABELS: Record<CommissionStatus, string> = {
  pending: 'pending',
  approved: 'approved',
  paid: 'paid',
  void: 'refunded',
};

export type Tone = 'success' | 'warning' | 'info' | 'danger';

export const TONE_CLASSES: Record<Tone, string> = {
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/15 text-warning',
  info: 'bg-brand/15 text-brand-soft',
  danger: 'bg-danger/15 text-danger',
};

export const COMMISSION_TONES: Record<CommissionStatus, Tone> = {
  pending: 'warning',
  approved: 'info',
  paid: 'success',
  void: 'danger',
};
