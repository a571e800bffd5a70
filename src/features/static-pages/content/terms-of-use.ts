import type { LegalDocument } from '../model/legal-document';
import { SITE_FACTS as F } from '../model/site-facts';

export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  updated: F.lastUpdated,
  summary:
    'These terms are the agreement between you and LaughLoop when you use the website or the installed app.',
  sections: [
    {
      id: 'accounts',
      heading: 'Who can use LaughLoop',
      blocks: [
        `You must be at least ${F.minimumAge} years old. If you are under ${F.adultAge}, you need the consent of a parent or legal guardian, who also accepts these terms for you. Keep your password to yourself; you are responsible for what happens on your account. One account per person.`,
      ],
    },
    {
      id: 'your-content',
      heading: 'Your videos',
      blocks: [
        [
          'You keep the rights to what you post. You give LaughLoop a licence to host, show and share it on the service while it stays posted. Everything you post must follow the ',
          { text: 'Content Guidelines', to: '/content-guidelines' },
          '; challenge entries also follow the ',
          { text: 'Contest Terms', to: '/contest-terms' },
          '.',
        ],
        `Uploads are limited to ${F.maxUploadMb} MB and ${F.maxVideoMinutes} minutes per video.`,
      ],
    },
    {
      id: 'premium',
      heading: 'Premium membership',
      blocks: [
        {
          list: [
            'Premium is a paid subscription, billed in advance for the period you choose. You can cancel at any time; it then runs to the end of the paid period.',
            'Members earn rewards for watching, liking, commenting and sharing, within daily and weekly caps set per activity. The current rates and caps are shown in the app.',
            'Rewards are not paid for actions on your own videos, for the same action on the same video twice, for views shorter than 30 seconds, for comments under four words, or for views of promoted placements.',
            `You can request a payout once your balance reaches ${F.minimumPayout}. We may hold or cancel rewards that come from automation, multiple accounts or other abuse.`,
          ],
        },
      ],
    },
    {
      id: 'boosts-and-affiliates',
      heading: 'Boosts and the affiliate program',
      blocks: [
        {
          list: [
            'Boosts are paid promotions for a set number of days; the video is labelled as promoted while the boost runs. Boosts are non-refundable once they start.',
            `Affiliates earn ${F.affiliateCommission} commission on boost plans and Premium memberships bought by people who arrive through their link within ${F.referralWindowDays} days. Self-referrals do not count. Commission can be withdrawn from ${F.minimumPayout}.`,
          ],
        },
      ],
    },
    {
      id: 'conduct',
      heading: 'Fair play',
      blocks: [
        'Do not use bots, scripts or multiple accounts, interfere with the service, scrape it, or try to get around limits, caps or security. We may suspend accounts that do.',
      ],
    },
    {
      id: 'ending',
      heading: 'Ending your account',
      blocks: [
        'You can stop using LaughLoop and ask us to delete your account at any time. We may suspend or close accounts that seriously or repeatedly break these terms; where the law allows, a balance earned through abuse is forfeited.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability and changes',
      blocks: [
        [
          'LaughLoop is provided “as is”; see the ',
          { text: 'Disclaimer', to: '/disclaimer' },
          '. We may change these terms; if a change matters, we tell you before it applies. Questions go through the ',
          { text: 'contact page', to: '/contact' },
          `, and we usually reply within ${F.supportReplyHours} hours.`,
        ],
      ],
    },
  ],
};
