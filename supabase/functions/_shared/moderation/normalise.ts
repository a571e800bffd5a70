/**
 * Text normalisation for blocked-term matching. Pure TypeScript (no Deno, no Node), unit-tested
 * with vitest. Every variant is lower-case ASCII words separated by single spaces, padded with a
 * space at each end, so a term matches only as whole words.
 */

/** Common digit and symbol stand-ins for letters ("p0rn", "$uicide"). */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
  '+': 't',
};

/** Accents and compatibility forms folded away: "Pörn" and "ｐｏｒｎ" read as "porn". */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Digits always stand in for letters; a symbol only when a letter or digit follows it ("$uicide",
 * "h!t"), so trailing punctuation ("wow!!") stays punctuation. "1" stands for i or l ("k1ll",
 * "su1cide"), so both readings are tried.
 */
function leetReadings(text: string): string[] {
  const chars = [...text];
  const mapped = chars
    .map((char, index) => {
      const letter = LEET[char];
      if (!letter) return char;
      return /[0-9]/.test(char) || /[a-z0-9]/.test(chars[index + 1] ?? '') ? letter : char;
    })
    .join('');
  return [mapped.replaceAll('1', 'i'), mapped.replaceAll('1', 'l')];
}

/** "p o r n", "p.o.r.n", "p-o-r-n": three or more single letters split by separators become one word. */
function joinSpacedLetters(text: string): string {
  return text.replace(/(?<![a-z0-9])[a-z](?:[\s._*-]+[a-z]){2,}(?![a-z0-9])/g, (run) =>
    run.replace(/[\s._*-]+/g, ''),
  );
}

/** "pooorn" -> "porn": a letter repeated three or more times counts once. */
function collapseRepeats(text: string): string {
  return text.replace(/([a-z])\1{2,}/g, '$1');
}

function words(text: string): string {
  return ` ${text.replace(/[^a-z0-9]+/g, ' ').trim()} `;
}

/**
 * The literal reading only: for URLs, whose ids mix digits and letters at random, leetspeak
 * decoding would turn innocent ids into words.
 */
export function literalReading(text: string): string {
  return words(fold(text));
}

/** The distinct readings of `text` a blocked term is looked for in. */
export function readings(text: string): string[] {
  const folded = fold(text);
  const variants = new Set<string>([words(folded)]);
  for (const reading of leetReadings(folded)) {
    const joined = joinSpacedLetters(reading);
    variants.add(words(joined));
    variants.add(words(collapseRepeats(joined)));
  }
  return [...variants];
}
