/** Plain text, or a run of text with in-app links. */
type Inline = string | { text: string; to: string };
export type RichText = string | readonly Inline[];

/** A paragraph, or a bulleted list. */
export type Block = RichText | { list: readonly RichText[] };

interface DocumentSection {
  /** The fragment id (#eligibility), stable so other pages can link to a section. */
  id: string;
  heading: string;
  blocks: readonly Block[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  summary: RichText;
  sections: readonly DocumentSection[];
}

export function isList(block: Block): block is { list: readonly RichText[] } {
  return typeof block === 'object' && !Array.isArray(block) && 'list' in block;
}
