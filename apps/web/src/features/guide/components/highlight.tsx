import { highlightParts } from '../lib/search';

/** Text with the search terms marked. */
export function Highlight({ text, terms }: { text: string; terms: string[] }) {
  const parts = highlightParts(text, terms);
  if (parts.length === 1 && !parts[0].match) return <>{text}</>;
  return (
    <>
      {parts.map((p, i) =>
        p.match ? (
          <mark
            key={i}
            className="rounded-sm bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-400/80 dark:text-slate-950"
          >
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}
