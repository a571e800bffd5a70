import type { LegalDocument } from '../model/legal-document';
import { SITE_FACTS as F } from '../model/site-facts';

export const contentGuidelines: LegalDocument = {
  title: 'Content Rules and Community Guidelines',
  updated: F.lastUpdated,
  summary:
    'LaughLoop is a place to make each other laugh. These rules keep it fun and safe for everyone, including our younger creators. They apply to videos, titles, comments and community posts.',
  sections: [
    {
      id: 'keep-it-funny',
      heading: 'Keep it funny, keep it kind',
      blocks: [
        {
          list: [
            'Laugh with people, not at them. Pranks must be harmless and everyone in the video must be in on the joke by the time you post it.',
            'No bullying, harassment or humiliation of real people, and no jokes that attack anyone for their race, ethnicity, religion, gender, sexuality, disability or age.',
            'Keep language and themes suitable for a general audience: our youngest creators are 13.',
          ],
        },
      ],
    },
    {
      id: 'not-allowed',
      heading: 'Not allowed',
      blocks: [
        {
          list: [
            'Nudity or sexual content, and any sexualised content involving minors — we report it to the authorities.',
            'Violence, self-harm, dangerous stunts or challenges that could get someone hurt, and content that encourages them.',
            'Hate speech, threats, or promotion of extremist groups.',
            'Illegal activity, drugs, weapons, or content that sells anything regulated.',
            'Spam, scams, misleading links, and fake engagement.',
            'Private information about anyone, such as addresses, phone numbers or documents.',
          ],
        },
      ],
    },
    {
      id: 'your-own-work',
      heading: 'Post your own work',
      blocks: [
        'Only post videos you made or have permission to share. Re-uploading other people’s clips, or using music you have no licence for, can get your video removed. If someone appears in your video, make sure they agreed to it; for anyone under 18, ask a parent or guardian too.',
      ],
    },
    {
      id: 'titles-and-comments',
      heading: 'Titles, comments and community posts',
      blocks: [
        'Titles should describe the video honestly (up to 100 characters). Comments should add something: Premium earnings only count comments of at least four words, and copy-pasted or meaningless comments can lose you your earnings.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'What happens when rules are broken',
      blocks: [
        {
          list: [
            'We may remove a video or comment, remove it from a challenge, or limit who can see it.',
            'Repeated or serious violations lead to suspension of the account, including Premium and affiliate earnings that came from the violation.',
            'Some uploads are checked automatically before they are published; a flagged video is not posted and you are told why.',
          ],
        },
        [
          'Use Report on any video to flag it for review, or reach us through the ',
          { text: 'contact page', to: '/contact' },
          '. Challenge entries also follow the ',
          { text: 'Contest Terms', to: '/contest-terms' },
          '.',
        ],
      ],
    },
  ],
};
