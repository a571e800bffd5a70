import type { LegalDocument } from '../model/legal-document';
import { SITE_FACTS as F } from '../model/site-facts';

export const disclaimer: LegalDocument = {
  title: 'Disclaimer',
  updated: F.lastUpdated,
  summary: 'Please read this before relying on anything you see on LaughLoop.',
  sections: [
    {
      id: 'user-content',
      heading: 'Videos are made by our users',
      blocks: [
        'Videos, titles, comments and community posts are created by LaughLoop users and reflect their views, not ours. We moderate content and remove what breaks our rules, but we cannot review everything before it appears. Do not try stunts or pranks you see in videos.',
      ],
    },
    {
      id: 'earnings',
      heading: 'Earnings are not income you can count on',
      blocks: [
        `Premium rewards are small amounts per action, limited by daily and weekly caps, and paid only once your balance reaches ${F.minimumPayout}. Rates and caps can change, and rewards gained through fraud are cancelled. Premium is an entertainment membership, not a job or an investment, and we make no promise about how much anyone will earn.`,
        `Affiliate commission (${F.affiliateCommission}) is paid only on qualifying purchases made through your link, never on your own purchases.`,
      ],
    },
    {
      id: 'boosts',
      heading: 'Boosts and promotion',
      blocks: [
        'A boost makes a video appear more often for the days bought. It does not guarantee any number of views, likes or a challenge win, and boosted videos are labelled as promoted.',
      ],
    },
    {
      id: 'external-links',
      heading: 'Links to other sites',
      blocks: [
        'Shared links can lead to other platforms such as YouTube or TikTok. We do not control those sites and are not responsible for their content or privacy practices.',
      ],
    },
    {
      id: 'availability',
      heading: 'Availability',
      blocks: [
        [
          'We work hard to keep LaughLoop running and your recordings safe, including offline, but the service is provided “as is” and may sometimes be unavailable. Full terms are in the ',
          { text: 'Terms of Use', to: '/terms-of-use' },
          '.',
        ],
      ],
    },
  ],
};
