/**
 * The guide's own Markdown reader (docs/decisions/077): the small subset its content files use,
 * parsed into plain data that React renders as elements. No HTML is ever produced from a string,
 * so nothing in a content file can inject markup.
 *
 * Blocks: `# Title` (once, first), `## Heading {#id}`, paragraphs, `- ` and `1. ` lists, `> ` notes,
 * `::: statuses <kind>` … `:::` (items `- value: meaning`) and `::: fees` … `:::`.
 * Inline: `**strong**`, `` `code` ``, `[text](/path)` or `[text](#anchor)`.
 */
export type TInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'code'; text: string }
  | { type: 'link'; text: string; href: string };

export interface TStatusItem {
  status: string;
  meaning: TInline[];
}

export type TBlock =
  | { type: 'paragraph'; inline: TInline[] }
  | { type: 'list'; ordered: boolean; items: TInline[][] }
  | { type: 'note'; inline: TInline[] }
  | { type: 'statuses'; kind: string; items: TStatusItem[] }
  | { type: 'fees' };

export interface TMdHeading {
  id: string;
  title: string;
  blocks: TBlock[];
}

export interface TMdDocument {
  title: string;
  /** Blocks before the first `##` heading. */
  intro: TBlock[];
  headings: TMdHeading[];
}

const INLINE_TOKEN = /(\*\*[^*\n]+\*\*|`[^`\n]+`|\[[^\]\n]+\]\([^)\s]+\))/;

/** Only links inside the portal: an app path or an anchor on this page. Anything else stays text. */
export const isSafeHref = (href: string): boolean => /^\/(?!\/)[\w\-/.?=&#%]*$/.test(href) || /^#[\w-]+$/.test(href);

export function parseInline(source: string): TInline[] {
  const out: TInline[] = [];
  for (const part of source.split(INLINE_TOKEN)) {
    if (!part) continue;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      out.push({ type: 'strong', text: part.slice(2, -2) });
    else if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
      out.push({ type: 'code', text: part.slice(1, -1) });
    else {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
      if (link && isSafeHref(link[2])) out.push({ type: 'link', text: link[1], href: link[2] });
      else if (link) out.push({ type: 'text', text: link[1] });
      else out.push({ type: 'text', text: part });
    }
  }
  return out;
}

/** The plain text of inline content (for search and anchors). */
export const inlineText = (inline: TInline[]): string => inline.map((n) => n.text).join('');

export function blockText(block: TBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'note':
      return inlineText(block.inline);
    case 'list':
      return block.items.map(inlineText).join('\n');
    case 'statuses':
      return block.items.map((i) => `${i.status} ${inlineText(i.meaning)}`).join('\n');
    case 'fees':
      return '';
  }
}

const HEADING_ID = /^(.*?)\s*\{#([a-z0-9-]+)\}\s*$/;
export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Parses one content file. Throws on a construct it does not know, so a typo fails the tests. */
export function parseMarkdown(source: string): TMdDocument {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const doc: TMdDocument = { title: '', intro: [], headings: [] };
  let target = doc.intro;
  let i = 0;
  const isBlank = (l: string | undefined) => l === undefined || l.trim() === '';
  const startsBlock = (l: string) => /^(#{1,3} |- |\d+\. |> |:::)/.test(l);

  while (i < lines.length) {
    const line = lines[i];
    if (isBlank(line)) {
      i++;
      continue;
    }
    if (line.startsWith('# ')) {
      if (doc.title) throw new Error(`second title: ${line}`);
      doc.title = line.slice(2).trim();
      i++;
    } else if (line.startsWith('## ')) {
      const raw = line.slice(3).trim();
      const m = HEADING_ID.exec(raw);
      const heading: TMdHeading = { id: m ? m[2] : slugify(raw), title: m ? m[1] : raw, blocks: [] };
      doc.headings.push(heading);
      target = heading.blocks;
      i++;
    } else if (line.startsWith(':::')) {
      const [, name, arg] = /^:::\s*(\w+)\s*([\w-]*)\s*$/.exec(line) ?? [];
      const body: string[] = [];
      i++;
      while (i < lines.length && lines[i].trim() !== ':::') body.push(lines[i++]);
      if (i >= lines.length) throw new Error(`unclosed ::: ${name}`);
      i++;
      if (name === 'fees') target.push({ type: 'fees' });
      else if (name === 'statuses' && arg) {
        const items = body
          .filter((l) => !isBlank(l))
          .map((l) => {
            const m = /^- `?([a-z_]+)`?:\s+(.+)$/.exec(l.trim());
            if (!m) throw new Error(`status item: ${l}`);
            return { status: m[1], meaning: parseInline(m[2]) };
          });
        target.push({ type: 'statuses', kind: arg, items });
      } else throw new Error(`unknown block ::: ${line}`);
    } else if (/^(- |\d+\. )/.test(line)) {
      const ordered = /^\d+\. /.test(line);
      const marker = ordered ? /^\d+\. / : /^- /;
      const items: string[] = [];
      while (i < lines.length && !isBlank(lines[i])) {
        if (marker.test(lines[i])) items.push(lines[i].replace(marker, ''));
        else if (/^\s+\S/.test(lines[i]) && items.length) items[items.length - 1] += ` ${lines[i].trim()}`;
        else break;
        i++;
      }
      target.push({ type: 'list', ordered, items: items.map(parseInline) });
    } else if (line.startsWith('> ')) {
      const text: string[] = [];
      while (i < lines.length && lines[i].startsWith('>')) text.push(lines[i++].replace(/^>\s?/, ''));
      target.push({ type: 'note', inline: parseInline(text.join(' ')) });
    } else if (line.startsWith('###')) {
      throw new Error(`unsupported heading level: ${line}`);
    } else {
      const text: string[] = [];
      while (i < lines.length && !isBlank(lines[i]) && !(text.length && startsBlock(lines[i])))
        text.push(lines[i++].trim());
      target.push({ type: 'paragraph', inline: parseInline(text.join(' ')) });
    }
  }
  if (!doc.title) throw new Error('content file without a # title');
  return doc;
}
