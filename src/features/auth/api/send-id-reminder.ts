import { invokeFunction } from '@/lib/api/functions';

/** Mails the login ID reminder (the ID is the account's e-mail address). */
export async function sendIdReminder(email: string): Promise<void> {
  await invokeFunction('send-id-reminder', { email });
}
