import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, uniqueEmail } from './support/auth.ts';
import { FIRST_BOOT_MS, insertVideo, invoke, signedInMember } from './support/app-functions.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

// Issue 34 §7: no caller-chosen free text goes into a mail beyond the recipient's own name, and
// that name is reduced to name characters and capped at 50 (_shared/mail-name/mail-name.ts).
// Every function that mails takes text from its caller somewhere: a name, a title, a user name.

/** Text a spammer would like LaughLoop to deliver for them. */
const PITCH = 'Claim your prize at evil.example';

describe.each(parityEngines)('what callers can put in a mail on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  const everything = async (email: string) =>
    (await mailsTo(stack, email)).map((mail) => `${mail.subject}\n${mail.text_body}`).join('\n');

  it(
    'send-free-premium-code greets a stranger’s inbox by a name only if it is one',
    async () => {
      const email = uniqueEmail('content-code').toLowerCase();
      expect(
        (await invoke(stack.client(), 'send-free-premium-code', { email, name: PITCH })).status,
      ).toBe(200);
      const text = await everything(email);
      expect(text).toContain('Hi there,');
      expect(text).not.toContain('evil');
      expect(text).not.toContain('prize');

      const long = uniqueEmail('content-long').toLowerCase();
      const name = 'Wolfgang Amadeus Theophilus Johannes Chrysostomus Mozart the Younger';
      expect(
        (await invoke(stack.client(), 'send-free-premium-code', { email: long, name })).status,
      ).toBe(200);
      expect(await everything(long)).toContain(
        'Hi Wolfgang Amadeus Theophilus Johannes Chrysostomus,',
      );
    },
    FIRST_BOOT_MS,
  );

  it(
    'send-challenge-email prints neither links nor markup typed as the name',
    async () => {
      for (const name of [PITCH, 'https://evil.example', '<a href=x>Ada</a>', 'ada@evil.example']) {
        const email = uniqueEmail('content-optin').toLowerCase();
        expect(
          (
            await invoke(stack.client(), 'send-challenge-email', {
              type: 'opt_in_confirmation',
              email,
              name,
            })
          ).status,
        ).toBe(200);
        const text = await everything(email);
        expect(text).toContain('Hi there,');
        expect(text).not.toContain('evil');
        expect(text).not.toContain('<a');
      }
    },
    FIRST_BOOT_MS,
  );

  it(
    'send-video-confirmation and send-affiliate-confirmation carry no title and no made-up name',
    async () => {
      const member = await signedInMember(stack, 'content-member');
      const videoId = await insertVideo(stack, member.id, PITCH);
      expect(
        (
          await invoke(member.client, 'send-video-confirmation', {
            videoId,
            userName: 'Visit evil.example',
            videoTitle: PITCH,
          })
        ).status,
      ).toBe(200);
      expect(
        (await invoke(member.client, 'join-affiliate-program', { email: member.email })).status,
      ).toBe(200);
      expect(
        (
          await invoke(member.client, 'send-affiliate-confirmation', {
            userName: 'ada@evil.example',
          })
        ).status,
      ).toBe(200);
      const mails = await mailsTo(stack, member.email);
      expect(mails).toHaveLength(2);
      const text = await everything(member.email);
      expect(text).not.toContain('evil');
      expect(text).not.toContain('prize');
      // The account's own name (confirmedUser's full_name) is the fallback.
      for (const mail of mails) expect(mail.text_body).toContain('Hi Test Member,');
    },
    FIRST_BOOT_MS,
  );
});
