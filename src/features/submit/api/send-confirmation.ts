import type { User } from '@supabase/supabase-js';
import type { SubmitClient } from './submit-client';

/** Part 2 §4: the confirmation email is requested after the row exists; a failure is only logged. */
export async function sendConfirmation(
  supabase: SubmitClient,
  user: Pick<User, 'email' | 'user_metadata'>,
  videoTitle: string,
  videoId: string,
): Promise<void> {
  const fullName = user.user_metadata?.full_name;
  const { error } = await supabase.functions.invoke('send-video-confirmation', {
    body: {
      email: user.email,
      userName: typeof fullName === 'string' && fullName.trim() !== '' ? fullName : user.email,
      videoTitle,
      videoId,
    },
  });
  if (error) console.error('Confirmation email failed', error);
}
