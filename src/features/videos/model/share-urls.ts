/** The share dialog's three networks (part 2 §2 share dialog). */
export interface ShareLinks {
  facebook: string;
  twitter: string;
  whatsapp: string;
}

const encode = encodeURIComponent;

export function shareLinks(url: string, title: string): ShareLinks {
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`,
    twitter: `https://twitter.com/intent/tweet?url=${encode(url)}&text=${encode(title)}`,
    whatsapp: `https://wa.me/?text=${encode(`${title} ${url}`)}`,
  };
}

/** Text for the Web Share API and for networks that take one line of text. */
export function shareText(title: string): string {
  return `Watch "${title}" on LaughLoop`;
}
