/** This language's content files, keyed by section id (the file name): one chunk, loaded when the guide opens in it. */
const files = import.meta.glob<string>('./*.md', { query: '?raw', import: 'default', eager: true });

export default Object.fromEntries(
  Object.entries(files).map(([path, text]) => [path.replace(/^\.\/|\.md$/g, ''), text]),
);
