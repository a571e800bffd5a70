import type { LegalDocument } from '../model/legal-document';
import { SITE_FACTS as F } from '../model/site-facts';

export const aboutUs: LegalDocument = {
  title: 'About Us',
  updated: F.lastUpdated,
  summary: `LaughLoop is a home for funny short videos and the people who make them — a community of ${F.creatorCount} creators who record, share and compete for laughs every week.`,
  sections: [
    {
      id: 'what-we-do',
      heading: 'What we do',
      blocks: [
        `Every week we run a comedy challenge with a theme and a prize worth up to ${F.maxWeeklyPrize}. You can record your entry straight from your phone’s browser — no app store, no editing software — or upload a clip you already have.`,
        'Between challenges, LaughLoop is the place to watch trending Shorts, discover new creators, like the videos that made you laugh and share them with friends.',
      ],
    },
    {
      id: 'built-for-phones',
      heading: 'Built for real phones and real connections',
      blocks: [
        'LaughLoop installs like an app and keeps working when your signal drops. Recordings are saved on your device as you film, so a dropped connection never costs you a take, and uploads and likes wait until you are back online.',
      ],
    },
    {
      id: 'rewards',
      heading: 'Rewards that are fair',
      blocks: [
        {
          list: [
            'Premium members earn small rewards for watching, liking, commenting on and sharing videos, within daily and weekly caps, and can cash out from a balance of ' +
              `${F.minimumPayout}.`,
            'Creators can boost a video to reach more viewers. Boosted videos are always labelled as promoted, so you always know what is an ad.',
            `Affiliates earn ${F.affiliateCommission} commission on boost plans and Premium memberships bought through their link.`,
          ],
        },
      ],
    },
    {
      id: 'community',
      heading: 'Our community',
      blocks: [
        [
          `Creators from age ${F.minimumAge} take part, so we keep LaughLoop friendly. Our `,
          { text: 'Content Guidelines', to: '/content-guidelines' },
          ' explain what belongs here, and every challenge follows the ',
          { text: 'Contest Terms', to: '/contest-terms' },
          '.',
        ],
        [
          'Have an idea, a question or a problem? ',
          { text: 'Get in touch', to: '/contact' },
          ` — a real person usually replies within ${F.supportReplyHours} hours.`,
        ],
      ],
    },
  ],
};
