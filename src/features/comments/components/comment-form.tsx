import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { INPUT_CLASSES, LABEL_CLASSES } from '@/components/field-styles';
import { commentBodyProblem, COMMENT_MAX_LENGTH } from '../model/comment-body';
import { COMMENT_MESSAGES } from '../model/messages';
import { queueComment } from '../outbox/queue-comment';

/** Write a comment; it is queued at once (online or not) and shows as waiting until posted. */
export function CommentForm({ videoId, userId }: { videoId: string; userId: string }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = commentBodyProblem(body);
    setError(problem);
    if (problem || sending) return;
    setSending(true);
    try {
      await queueComment(videoId, userId, body);
      setBody('');
    } catch (cause) {
      console.error('Queuing the comment failed', cause);
      setError(COMMENT_MESSAGES.postFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      <label className={LABEL_CLASSES}>
        Add a comment
        <textarea
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={COMMENT_MAX_LENGTH}
          rows={2}
          className={`${INPUT_CLASSES} py-2`}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" disabled={sending} className="self-end">
        Post
      </Button>
    </form>
  );
}
