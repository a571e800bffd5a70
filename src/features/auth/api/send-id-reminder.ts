import { callEdgeFunction } from '@/lib/edge-functions';

/** Mails the login ID reminder (the ID is the account's e-mail address). */
export async function sendIdReminder(email: string): Promise<void> {
  await callEdgeFunction('send-id-reminder', { email });
}
