import type { Testimonial } from './testimonial';

export { TESTIMONIALS_SHOWN, type Testimonial } from './testimonial';

type Entry = readonly [name: string, country: string, rating: 4 | 5, comment: string, date: string];

const ENTRIES: readonly Entry[] = [
  [
    'Maya Thompson',
    'United States',
    5,
    'I record a clip on the bus every morning. The weekly challenge keeps me creative!',
    '2025-01-04',
  ],
  [
    'Arjun Mehta',
    'India',
    5,
    'My cat video got boosted and thousands of people laughed with us. Best feeling ever.',
    '2025-01-06',
  ],
  [
    'Sofia Rossi',
    'Italy',
    4,
    'Uploading worked even on my patchy village signal. It just waited and sent it later.',
    '2025-01-09',
  ],
  [
    'Liam O’Connor',
    'Ireland',
    5,
    'The Shorts feed is pure joy. I swipe through it on the train with no signal at all.',
    '2025-01-11',
  ],
  [
    'Amara Okafor',
    'Nigeria',
    5,
    'Won second place in the dance challenge. My whole family was cheering!',
    '2025-01-14',
  ],
  [
    'Lucas Martin',
    'France',
    4,
    'Simple to record, simple to share. My friends now send me their fails every week.',
    '2025-01-17',
  ],
  [
    'Hana Suzuki',
    'Japan',
    5,
    'Premium paid for itself. I earn a little just for watching and liking funny videos.',
    '2025-01-20',
  ],
  [
    'Diego Fernández',
    'Mexico',
    5,
    'The prank challenge was hilarious. Great community and kind comments.',
    '2025-01-22',
  ],
  [
    'Emily Clarke',
    'United Kingdom',
    4,
    'Love that my half-finished recording was still there after my phone died.',
    '2025-01-25',
  ],
  [
    'Noah Becker',
    'Germany',
    5,
    'Clean app, fast feed, no nonsense. My go-to place for a laugh after work.',
    '2025-01-28',
  ],
  [
    'Priya Nair',
    'India',
    5,
    'The affiliate program is a nice bonus. Three friends joined through my link.',
    '2025-02-01',
  ],
  [
    'Oliver Smith',
    'Australia',
    4,
    'Boosting my video for a day was cheap and brought loads of new viewers.',
    '2025-02-03',
  ],
  [
    'Fatima Zahra',
    'Morocco',
    5,
    'My grandmother’s dance video made the whole neighbourhood smile.',
    '2025-02-06',
  ],
  [
    'Ethan Wright',
    'Canada',
    5,
    'Saved a bunch of clips on Wi-Fi and watched them on a flight. Brilliant.',
    '2025-02-08',
  ],
  [
    'Chloé Dubois',
    'Belgium',
    4,
    'The guide explained everything clearly. I was posting within five minutes.',
    '2025-02-11',
  ],
  [
    'Kwame Mensah',
    'Ghana',
    5,
    'Funniest community online. I laugh every single day here.',
    '2025-02-13',
  ],
  [
    'Isabella Costa',
    'Brazil',
    5,
    'My dog’s zoomies got into the weekly top list. He is a star now!',
    '2025-02-16',
  ],
  [
    'Mateo García',
    'Spain',
    4,
    'Recording in portrait straight from the browser is so handy.',
    '2025-02-18',
  ],
  [
    'Aisha Khan',
    'Pakistan',
    5,
    'The premium group helped me grow my YouTube channel with real support.',
    '2025-02-21',
  ],
  [
    'Jack Wilson',
    'New Zealand',
    5,
    'Sheep fails are apparently very popular. Who knew? Thanks LaughLoop!',
    '2025-02-23',
  ],
  [
    'Elena Petrova',
    'Bulgaria',
    4,
    'A cheerful place on the internet. The challenges are fun and fair.',
    '2025-02-26',
  ],
  [
    'Samuel Adeyemi',
    'Nigeria',
    5,
    'Payout arrived just as promised. Small amounts, but it adds up.',
    '2025-03-01',
  ],
  [
    'Grace Lee',
    'South Korea',
    5,
    'I share my favourite shorts with friends every night. Easy and quick.',
    '2025-03-04',
  ],
  [
    'Tomás Silva',
    'Portugal',
    4,
    'Good app. I would love even more categories, but the feed is great.',
    '2025-03-06',
  ],
  [
    'Zara Ahmed',
    'United Arab Emirates',
    5,
    'My kids and I film a silly video together every weekend now.',
    '2025-03-09',
  ],
  [
    'William Brown',
    'United States',
    5,
    'Entered my first contest at 68 years old. Never too late to be funny!',
    '2025-03-12',
  ],
  [
    'Ana Popescu',
    'Romania',
    4,
    'The offline mode saved my commute. Twenty clips ready before I leave home.',
    '2025-03-14',
  ],
  ['Rahul Verma', 'India', 5, 'Honest rules and real prizes. I trust this contest.', '2025-03-17'],
  [
    'Sophie Müller',
    'Austria',
    5,
    'The like sound is oddly satisfying. The whole app feels polished.',
    '2025-03-19',
  ],
  [
    'Daniel Kim',
    'United States',
    4,
    'Boost plans are clear and cheap. My sports clip got a nice push.',
    '2025-03-22',
  ],
  [
    'Layla Hassan',
    'Egypt',
    5,
    'I made friends from six countries in the premium community.',
    '2025-03-25',
  ],
  [
    'Benjamin Dupont',
    'Switzerland',
    5,
    'Fast, friendly and works on my old phone. What more could I want?',
    '2025-03-27',
  ],
  [
    'Nadia Ivanova',
    'Ukraine',
    4,
    'Kept my spirits up during a tough month. Thank you for the laughs.',
    '2025-03-30',
  ],
  [
    'Carlos Mendoza',
    'Colombia',
    5,
    'My music fail went viral in the app. I laugh at it myself every time.',
    '2025-04-02',
  ],
  [
    'Olivia Johnson',
    'United States',
    5,
    'The weekly challenge is my favourite family tradition now.',
    '2025-04-04',
  ],
  [
    'Yusuf Demir',
    'Turkey',
    4,
    'Uploads resume after losing signal, which is a lifesaver in the mountains.',
    '2025-04-07',
  ],
  [
    'Mia Andersen',
    'Denmark',
    5,
    'Beautiful, fast and fun. I recommend it to everyone at work.',
    '2025-04-09',
  ],
  [
    'Joseph Mwangi',
    'Kenya',
    5,
    'Earning while watching comedy? I did not believe it until my first payout.',
    '2025-04-12',
  ],
  [
    'Lucía Romero',
    'Argentina',
    4,
    'Cute community, kind comments, and really funny pets.',
    '2025-04-15',
  ],
  [
    'Henry Taylor',
    'United Kingdom',
    5,
    'Sharing to my group chat takes one tap. My mates love it.',
    '2025-04-17',
  ],
  [
    'Mei Chen',
    'Singapore',
    5,
    'The vertical player feels just like the big apps, but friendlier.',
    '2025-04-20',
  ],
  [
    'Adam Novak',
    'Czech Republic',
    4,
    'Good guide, clear rules, fast support reply within a day.',
    '2025-04-23',
  ],
  [
    'Chiara Bianchi',
    'Italy',
    5,
    'My nonna now asks every week which video we are recording next.',
    '2025-04-25',
  ],
  ['Ibrahim Musa', 'Ghana', 5, 'Clear earnings, clear limits, no tricks. Respect.', '2025-04-28'],
  [
    'Ella Nilsson',
    'Sweden',
    4,
    'Love the dark design and the smooth swiping between shorts.',
    '2025-05-01',
  ],
  [
    'Gabriel Santos',
    'Brazil',
    5,
    'My skateboarding fail won a prize. Painful but worth it!',
    '2025-05-03',
  ],
  [
    'Ava Martin',
    'Canada',
    5,
    'The app works great as an installed app on my phone’s home screen.',
    '2025-05-06',
  ],
  [
    'Omar Farouk',
    'Jordan',
    4,
    'I watch a few shorts every evening to relax. Always something new.',
    '2025-05-08',
  ],
  [
    'Julia Kowalska',
    'Poland',
    5,
    'Recording, editing the title and sharing took me under a minute.',
    '2025-05-11',
  ],
  [
    'Ryan Patel',
    'United Kingdom',
    5,
    'Affiliate commission paid out on time. Great programme.',
    '2025-05-14',
  ],
  [
    'Leila Karimi',
    'Canada',
    5,
    'This is the happiest corner of my phone. Thank you, LaughLoop!',
    '2025-05-16',
  ],
];

const AVATAR_COLOURS = ['#7c3aed', '#db2777', '#0891b2', '#059669', '#d97706', '#4f46e5'];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function avatar(name: string, index: number): string {
  const colour = AVATAR_COLOURS[index % AVATAR_COLOURS.length] ?? '#7c3aed';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${colour}"/><text x="32" y="41" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials(name)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const TESTIMONIALS: readonly Testimonial[] = ENTRIES.map(
  ([name, country, rating, comment, date], index) => ({
    id: index + 1,
    name,
    country,
    rating,
    comment,
    image: avatar(name, index),
    date,
  }),
);
