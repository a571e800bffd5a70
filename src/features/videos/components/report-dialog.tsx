import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import { sendReport } from '../hooks/send-report';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '@/lib/report-reasons';
import type { VideoDialogProps } from './dialog-props';
import { controlClasses, Field } from './field';

/** More › Report: a reason for the moderators (video_reports, readable by them alone). */
export default function ReportDialog({ video, onClose }: VideoDialogProps) {
  const signedIn = useSession((state) => state.user !== null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError('Please choose a reason.');
      return;
    }
    setSending(true);
    const done = await sendReport(video.id, reason, details, video.title);
    setSending(false);
    if (done) onClose();
  };

  if (!signedIn) {
    return (
      <Dialog
        open
        onClose={onClose}
        title="Report Video"
        description="Please sign in to report videos."
      >
        <Button
          onClick={() => {
            onClose();
            openAuthDialog('signin', 'Please sign in to report videos.');
          }}
        >
          Sign In
        </Button>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={onClose} title="Report Video" description={video.title}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <fieldset aria-describedby={error ? 'report-reason-error' : undefined}>
          <legend className="mb-1 text-sm font-semibold">Why are you reporting this video?</legend>
          {REPORT_REASONS.map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                className="size-5 accent-brand"
                onChange={() => {
                  setReason(value);
                  setError(null);
                }}
              />
              {label}
            </label>
          ))}
          {error && (
            <p id="report-reason-error" role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
        </fieldset>
        <Field label="Details (optional)">
          <textarea
            className={`${controlClasses} py-2`}
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            value={details}
            onChange={(e) => setDetails(e.currentTarget.value)}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending…' : 'Send Report'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
