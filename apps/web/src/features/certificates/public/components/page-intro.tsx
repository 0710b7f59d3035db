/** The page's one h1 and a line saying what the page is for. */
export function PageIntro({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="space-y-1">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-100">{title}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{intro}</p>
    </header>
  );
}
