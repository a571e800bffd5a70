/**
 * LaughLoop's blocked terms: a modest English list for a community with members from 13 years old
 * (contest terms). Whole words only (an optional plural "s"/"es" is allowed), matched after
 * normalise.ts has folded accents, leetspeak and spaced-out letters. Words that are ordinary in a
 * comedy title ("kill it", "bomb", "shot", "sexy", "pussy cat", "blue tits", "Al Gore") are deliberately absent.
 */
export interface TermCategory {
  id: 'hate' | 'sexual' | 'violence' | 'scam';
  /** Shown to the creator under 'Content Policy Issue'. */
  reason: string;
  terms: readonly string[];
}

export const TERM_CATEGORIES: readonly TermCategory[] = [
  {
    id: 'hate',
    reason: 'Hateful or abusive language is not allowed on LaughLoop.',
    terms: [
      'nigger',
      'nigga',
      'faggot',
      'fag',
      'kike',
      'spic',
      'chink',
      'gook',
      'wetback',
      'raghead',
      'towelhead',
      'tranny',
      'retard',
      'heil hitler',
      'white power',
      'gas the jews',
    ],
  },
  {
    id: 'sexual',
    reason: 'Sexual content is not allowed on LaughLoop.',
    terms: [
      'porn',
      'porno',
      'pornography',
      'pornhub',
      'xvideos',
      'xhamster',
      'xxx',
      'nsfw',
      'nude',
      'nudes',
      'nudity',
      'naked',
      'sex tape',
      'sextape',
      'sex video',
      'hentai',
      'onlyfans',
      'blowjob',
      'handjob',
      'cumshot',
      'camgirl',
      'striptease',
      'milf',
      'orgy',
      'dick pic',
      'boobs',
    ],
  },
  {
    id: 'violence',
    reason: 'Violent, cruel or self-harm content is not allowed on LaughLoop.',
    terms: [
      'kill yourself',
      'kys',
      'suicide',
      'self harm',
      'selfharm',
      'cut myself',
      'hang myself',
      'beheading',
      'gore video',
      'real gore',
      'snuff film',
      'school shooting',
      'mass shooting',
      'make a bomb',
      'animal abuse',
      'animal cruelty',
      'animal torture',
    ],
  },
  {
    id: 'scam',
    reason: 'Scams and spam are not allowed on LaughLoop.',
    terms: [
      'free money',
      'crypto giveaway',
      'bitcoin giveaway',
      'double your bitcoin',
      'double your money',
      'get rich quick',
      'cash app flip',
      'money flip',
      'free gift cards',
      'gift card generator',
      'free robux',
      'free vbucks',
      'click here to win',
      'guaranteed profit',
      'send me bitcoin',
    ],
  },
];

function termPattern(term: string): RegExp {
  const body = term.split(' ').join(' +');
  return new RegExp(` ${body}(?:s|es)? `);
}

const PATTERNS = TERM_CATEGORIES.map((category) => ({
  category,
  patterns: category.terms.map(termPattern),
}));

/** The first category with a term in any of the readings, or null. */
export function blockedCategory(readings: readonly string[]): TermCategory | null {
  for (const { category, patterns } of PATTERNS) {
    if (patterns.some((pattern) => readings.some((reading) => pattern.test(reading))))
      return category;
  }
  return null;
}
