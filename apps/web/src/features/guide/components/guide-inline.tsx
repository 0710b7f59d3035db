import { Link } from 'react-router';
import type { TInline } from '../lib/markdown';
import { Highlight } from './highlight';

const linkClass =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-blue-300 dark:hover:text-blue-200';

/** Inline content of a content file, as React elements (never HTML from a string). */
export function GuideInline({ inline, terms }: { inline: TInline[]; terms: string[] }) {
  return (
    <>
      {inline.map((node, i) => {
        const text = <Highlight text={node.text} terms={terms} />;
        switch (node.type) {
          case 'strong':
            return (
              <strong key={i} className="font-semibold text-slate-900 dark:text-slate-100">
                {text}
              </strong>
            );
          case 'code':
            return (
              <code
                key={i}
                className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-800 dark:bg-slate-800 dark:text-slate-200"
              >
                {text}
              </code>
            );
          case 'link':
            return node.href.startsWith('#') ? (
              <a key={i} href={node.href} className={linkClass}>
                {text}
              </a>
            ) : (
              <Link key={i} to={node.href} className={linkClass}>
                {text}
              </Link>
            );
          default:
            return <span key={i}>{text}</span>;
        }
      })}
    </>
  );
}
