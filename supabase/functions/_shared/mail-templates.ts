/**
 * The text of every LaughLoop email. Pure: callers pass links and names already checked, so these
 * only word the message. Plain text, because every client shows it and links stay copyable.
 * The only caller-chosen text a mail carries is the recipient's name in the greeting, reduced by
 * mail-name/mail-name.ts (issue 34 §7); titles, messages and other free text never go in.
 */
export interface MailContent {
  subject: string;
  text: string;
}

export const SIGN_OFF = '\n\nSee you in the loop,\nThe LaughLoop team';

export function lines(...parts: string[]): string {
  return parts.join('\n');
}

export function verificationMail(link: string): MailContent {
  return {
    subject: 'Confirm your LaughLoop email',
    text:
      lines(
        'Welcome to LaughLoop!',
        '',
        'Confirm your email address to finish setting up your account:',
        link,
        '',
        'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
      ) + SIGN_OFF,
  };
}

export function passwordResetMail(link: string): MailContent {
  return {
    subject: 'Reset your LaughLoop password',
    text:
      lines(
        'Someone (hopefully you) asked to reset the password of your LaughLoop account.',
        '',
        'Choose a new password here:',
        link,
        '',
        'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
      ) + SIGN_OFF,
  };
}

export function idReminderMail(email: string, site: string): MailContent {
  return {
    subject: 'Your LaughLoop login ID',
    text:
      lines(
        'You asked for a reminder of your LaughLoop login ID.',
        '',
        `Your login ID is your email address: ${email}`,
        '',
        `Sign in at ${site}/ with this address and your password. Forgot the password too? Choose`,
        '"Forgot password?" on the sign-in screen and we will email you a reset link.',
      ) + SIGN_OFF,
  };
}

export function freePremiumCodeMail(
  name: string,
  code: string,
  redeemUrl: string,
  validUntil: string,
): MailContent {
  return {
    subject: 'Your free LaughLoop Premium code',
    text:
      lines(
        `Hi ${name},`,
        '',
        'Here is your code for 2 months of LaughLoop Premium, free (worth $29.98):',
        '',
        `    ${code}`,
        '',
        `To redeem it, sign in with this email address, open ${redeemUrl}, enter the code and`,
        'press Apply. Premium unlocks the premium community, the dashboard and earning rewards.',
        '',
        `The code works once, only for this email address, until ${validUntil}.`,
      ) + SIGN_OFF,
  };
}

/**
 * The weekly challenge list's confirmation (double opt-in): nothing more is sent to the address
 * until the link is opened. The unsubscribe link is there from the first mail on.
 */
export function challengeOptInMail(
  name: string,
  site: string,
  confirmLink: string,
  unsubscribeLink: string,
): MailContent {
  return {
    subject: 'Confirm your LaughLoop weekly challenge alerts',
    text:
      lines(
        `Hi ${name},`,
        '',
        'Someone (hopefully you) asked us to email this address when a new LaughLoop weekly',
        'challenge goes live. To start getting these emails, confirm here:',
        confirmLink,
        '',
        'The link works once, for 7 days. Until it is opened we send this address nothing more;',
        'if you did not ask for this, just ignore this email.',
        '',
        `See this week's challenge: ${site}/`,
        '',
        'Changed your mind later? Unsubscribe at any time:',
        unsubscribeLink,
      ) + SIGN_OFF,
  };
}

/**
 * No title: it is the uploader's own text, and the link shows the video with it. awaitingReview:
 * the database held the video for a moderator (moderation_status 'pending').
 */
export function videoConfirmationMail(
  name: string,
  link: string,
  awaitingReview = false,
): MailContent {
  return {
    subject: 'Your video is on LaughLoop',
    text:
      lines(
        `Hi ${name},`,
        '',
        awaitingReview
          ? 'Thanks for sharing your video. A moderator will review it before it appears in Latest Videos; until then only you can see it:'
          : 'Thanks for sharing your video. It is now visible in Latest Videos:',
        link,
        '',
        'Share the link to get more views, or boost the video to put it in front of more people.',
      ) + SIGN_OFF,
  };
}

/** The facts of one reviewed payout request that its mail words. */
export interface PayoutReview {
  name: string;
  amount: string;
  method: 'paypal' | 'bank' | null;
  reason: string | null;
}

function payoutDestination(method: PayoutReview['method']): string {
  if (method === 'paypal') return 'your PayPal account';
  if (method === 'bank') return 'your bank account';
  return 'your payout method';
}

export function payoutApprovedMail(review: PayoutReview, historyLink: string): MailContent {
  return {
    subject: `Your LaughLoop payout of ${review.amount} was approved`,
    text:
      lines(
        `Hi ${review.name},`,
        '',
        `Good news: your payout request of ${review.amount} was approved. We are sending it to`,
        `${payoutDestination(review.method)} and will email you again once it has been paid.`,
        '',
        `Your payout history: ${historyLink}`,
      ) + SIGN_OFF,
  };
}

export function payoutRejectedMail(review: PayoutReview, historyLink: string): MailContent {
  return {
    subject: `Your LaughLoop payout request of ${review.amount} was not approved`,
    text:
      lines(
        `Hi ${review.name},`,
        '',
        `We could not approve your payout request of ${review.amount}. The reason:`,
        '',
        `    ${review.reason ?? 'No reason was given.'}`,
        '',
        'The amount is back in your available balance. Check your payout method and request it',
        `again whenever you are ready: ${historyLink}`,
      ) + SIGN_OFF,
  };
}

export function payoutPaidMail(review: PayoutReview, historyLink: string): MailContent {
  return {
    subject: `Your LaughLoop payout of ${review.amount} has been paid`,
    text:
      lines(
        `Hi ${review.name},`,
        '',
        `Your payout of ${review.amount} has been sent to ${payoutDestination(review.method)}.`,
        'Depending on your provider it can take a few business days to show up.',
        '',
        `Your payout history: ${historyLink}`,
      ) + SIGN_OFF,
  };
}

export function affiliateWelcomeMail(name: string, code: string, link: string): MailContent {
  return {
    subject: 'Welcome to the LaughLoop affiliate program',
    text:
      lines(
        `Hi ${name},`,
        '',
        `You're in. Your affiliate code is ${code} and your link is:`,
        link,
        '',
        'Share it anywhere. Someone who opens it and signs up or buys within 30 days becomes your',
        'referral for good: you earn 20% of every boost and Premium payment they make, renewals',
        'included.',
        'Refunded payments take their commission back; you cannot refer yourself.',
        '',
        'Add your payout method on the affiliate page; the minimum payout is $10.00.',
      ) + SIGN_OFF,
  };
}
