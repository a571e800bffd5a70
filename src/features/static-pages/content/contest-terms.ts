import type { LegalDocument } from '../model/legal-document';
import { SITE_FACTS as F } from '../model/site-facts';

export const contestTerms: LegalDocument = {
  title: 'Contest Terms and Conditions',
  updated: F.lastUpdated,
  summary: [
    'These terms apply to every weekly comedy challenge on LaughLoop. Entering a challenge means you accept them, together with our ',
    { text: 'Terms of Use', to: '/terms-of-use' },
    ' and ',
    { text: 'Content Guidelines', to: '/content-guidelines' },
    '.',
  ],
  sections: [
    {
      id: 'eligibility',
      heading: 'Eligibility',
      blocks: [
        {
          list: [
            `You must be at least ${F.minimumAge} years old to enter.`,
            `If you are under ${F.adultAge}, a parent or legal guardian must agree to these terms on your behalf and must accept any prize for you.`,
            'You need a LaughLoop account with a verified email address. One account per person.',
            'LaughLoop staff and their households may take part for fun but cannot win prizes.',
            'Challenges are void where the law forbids them; local laws about contests and taxes still apply to you.',
          ],
        },
      ],
    },
    {
      id: 'submission-guidelines',
      heading: 'Submission guidelines',
      blocks: [
        {
          list: [
            'Submit one video per challenge, unless the challenge itself says otherwise.',
            `Videos can be recorded in the browser or uploaded as a file, and may run up to ${F.maxVideoMinutes} minutes and ${F.maxUploadMb} MB.`,
            'Your video must fit the challenge theme and be submitted before the challenge end date shown on its banner. A recording saved offline counts when it reaches our servers, so upload it before the deadline.',
            'The video must be your own work. Everyone who appears in it must have agreed to take part, and you must hold the rights to any music or clips you use.',
            [
              'Every entry must follow the ',
              { text: 'Content Guidelines', to: '/content-guidelines' },
              '. Entries that break them are removed from the challenge.',
            ],
          ],
        },
      ],
    },
    {
      id: 'prize-rules',
      heading: 'Prize rules',
      blocks: [
        `Each challenge banner states its prize. Weekly prizes are worth up to ${F.maxWeeklyPrize}.`,
        {
          list: [
            'Winners are chosen after the challenge closes, from the eligible entries, using the criteria the challenge describes (for example audience reaction and how well the video fits the theme).',
            'We contact winners by the email address on their account. A winner who does not reply within 14 days forfeits the prize, and we may award it to the next entry in line.',
            'Prizes are paid to the winner, or to the parent or guardian of a winner under 18, and cannot be transferred. Any taxes on a prize are the winner’s responsibility.',
            'We may ask a winner to confirm their identity and age before paying out.',
          ],
        },
      ],
    },
    {
      id: 'boosting-and-voting',
      heading: 'Boosting and voting',
      blocks: [
        {
          list: [
            'A boost is a paid promotion that shows a video more often for the days bought. Boosted videos are always labelled as promoted.',
            'Boosting buys visibility, not votes: judging never counts a boost in a video’s favour, and views of boosted placements do not count towards earnings.',
            'One like per account per video. Likes, views or comments produced by bots, scripts, purchased engagement or multiple accounts are removed and may disqualify the entry.',
          ],
        },
      ],
    },
    {
      id: 'rights-and-usage',
      heading: 'Rights and usage',
      blocks: [
        'You keep ownership of your video. By entering, you allow LaughLoop to host, show, and share your entry on LaughLoop and in LaughLoop’s own promotion of the challenge, with credit to your username, for as long as the video stays on the site.',
        'You can delete your video at any time from My Videos. Deleting an entry withdraws it from the challenge; copies already shared in past promotion may remain.',
      ],
    },
    {
      id: 'disqualification',
      heading: 'Disqualification',
      blocks: [
        'We may disqualify an entry, or withhold a prize, when:',
        {
          list: [
            'it breaks these terms, the Terms of Use or the Content Guidelines;',
            'it copies someone else’s work or uses material you have no right to use;',
            'its engagement was manipulated, or the entrant used more than one account;',
            'the entrant gave false information, for example about their age.',
          ],
        },
        'If your entry is disqualified we tell you why, and you can reply through the contact page if you think we got it wrong.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms, for example when we add new kinds of challenges. Changes never apply to a challenge that is already running. The date at the top of this page shows the latest version.',
        [
          'Questions about a challenge? Write to us through the ',
          { text: 'contact page', to: '/contact' },
          `; we usually reply within ${F.supportReplyHours} hours.`,
        ],
      ],
    },
  ],
};
