/**
 * The language sites' stylesheet, built into the server (never read from disk at request time). Layout uses
 * flexbox and logical properties (`inline`/`block`, `start`/`end`), so `dir="rtl"` mirrors it without a second
 * stylesheet; the only explicit RTL rules keep email and password fields left to right and flip the arrow.
 */
export const SITE_CSS = `:root {
  color-scheme: light;
  --accent: #8b3dff;
  --accent-ink: #ffffff;
  --ink: #1d1b26;
  --muted: #5d5a6b;
  --line: #dcd8e6;
  --bg: #f6f4fb;
  --error: #b3261e;
  font-family: system-ui, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans JP', 'Noto Sans KR', 'Noto Sans TC', sans-serif;
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--ink); line-height: 1.5; }
[hidden] { display: none !important; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.bar {
  display: flex; align-items: center; justify-content: space-between; flex-wrap: wrap; gap: 0.5rem 1.5rem;
  padding: 0.75rem 1.5rem; background: #fff; border-block-end: 1px solid var(--line);
}
.brand { font-weight: 700; font-size: 1.25rem; color: var(--accent); text-decoration: none; }
.languages ul { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; list-style: none; margin: 0; padding: 0; }
.languages a { color: var(--muted); text-decoration: none; padding: 0.125rem 0.25rem; }
.languages a:hover { color: var(--ink); text-decoration: underline; }
.languages a[aria-current='page'] { color: var(--ink); font-weight: 600; border-block-end: 2px solid var(--accent); }
main {
  max-width: 27rem; margin: 3rem auto; padding: 2rem; background: #fff;
  border: 1px solid var(--line); border-radius: 12px; text-align: start;
}
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 0.5rem; }
h2 { font-size: 1.125rem; margin: 0 0 0.75rem; }
.tagline { color: var(--muted); margin: 0 0 1.5rem; }
form { display: flex; flex-direction: column; gap: 0.25rem; }
label { font-weight: 600; margin-block-start: 0.5rem; }
input { font: inherit; padding: 0.5rem 0.75rem; border: 1px solid var(--line); border-radius: 8px; }
input[aria-invalid='true'] { border-color: var(--error); }
[dir='rtl'] input[type='email'], [dir='rtl'] input[type='password'] { direction: ltr; text-align: right; }
.hint { color: var(--muted); font-size: 0.875rem; margin: 0; }
.error { color: var(--error); min-block-size: 1.5em; margin: 0.5rem 0 0; }
.button, button[type='submit'] {
  display: inline-block; font: inherit; font-weight: 600; padding: 0.625rem 1rem; margin-block-start: 0.25rem;
  color: var(--accent-ink); background: var(--accent); border: none; border-radius: 8px; cursor: pointer;
  text-align: center; text-decoration: none;
}
button[disabled] { opacity: 0.6; cursor: progress; }
.link { font: inherit; color: var(--accent); background: none; border: none; padding: 0; cursor: pointer; text-decoration: underline; }
.switch { margin: 1rem 0 0; }
.signed-in { margin: 0 0 1.5rem; padding: 1rem; background: #f1ebff; border-radius: 8px; }
.signed-in p { margin: 0 0 0.75rem; }
.arrow { display: inline-block; margin-inline-start: 0.375rem; }
[dir='rtl'] .arrow { transform: scaleX(-1); }
`;
