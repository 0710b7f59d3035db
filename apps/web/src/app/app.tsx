/** Placeholder until the shell lands (owned by the app-shell work). */
export function App() {
  return <div>PORTAL BSKI</div>;
}
