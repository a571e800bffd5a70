import type { LegalDocument } from '../model/legal-document';
import { SITE_FACTS as F } from '../model/site-facts';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  updated: F.lastUpdated,
  summary:
    'This policy explains what LaughLoop collects, why, and what you can do about it. We collect what we need to run the app and pay creators, and we do not sell your personal information.',
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        {
          list: [
            'Account details: your email address, password (stored only as a secure hash) and, if you give it, your full name.',
            'What you post: videos, thumbnails, titles, categories, comments, likes and community posts.',
            'Premium and payout records: the actions that earned rewards, their amounts, and the payout details you give us. Card payments are handled by our payment provider; we never see or store your card number.',
            'Affiliate records: your referral code, who signed up or paid through your link, and the commission owed.',
            'Technical data: a random device identifier kept in your browser so views are counted once, plus basic logs (time, pages requested, errors) kept to keep the service secure.',
          ],
        },
      ],
    },
    {
      id: 'on-your-device',
      heading: 'What stays on your device',
      blocks: [
        'To work on bad connections, LaughLoop stores data in your browser: recordings that have not been uploaded yet, actions waiting to be sent, recently viewed lists, your sign-in session and settings such as sound on or off. This data stays on your device until it is uploaded or you clear it in your browser settings. Signing out removes your session.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your information',
      blocks: [
        {
          list: [
            'To run your account, show your videos, and run challenges and pick winners.',
            'To calculate Premium earnings and affiliate commission, enforce daily and weekly caps, and detect fraud.',
            'To send the emails you need: verification, password reset, challenge results, and updates you opted into.',
            'To keep LaughLoop safe: moderating content and investigating abuse.',
          ],
        },
        'We do not sell your personal information and we do not show third-party advertising based on it.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        'Only with the services that run LaughLoop for us — hosting and database, email delivery and payment processing — under contracts that limit them to that job, and with authorities when the law requires it. Your public videos, username and likes are visible to everyone.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        `LaughLoop is not for children under ${F.minimumAge}, and we delete accounts we learn belong to them. Creators under ${F.adultAge} need a parent’s or guardian’s consent to use LaughLoop and to receive any prize or payout.`,
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      blocks: [
        {
          list: [
            'See, correct or download the personal information we hold about you.',
            'Delete your videos at any time from My Videos, or ask us to delete your whole account.',
            'Unsubscribe from optional emails with the link in each message.',
          ],
        },
        [
          'Send privacy requests through the ',
          { text: 'contact page', to: '/contact' },
          ` with the subject “Privacy request”. We answer privacy requests within ${F.privacyReplyHours} hours.`,
        ],
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        'We keep your account data while your account is open. Earning, payout and payment records are kept as long as tax and accounting law requires, usually several years, even after an account is closed. Logs are kept for a limited time for security.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'If we change this policy in a way that matters, we will tell you in the app or by email before the change applies. The date at the top shows the latest version.',
      ],
    },
  ],
};
