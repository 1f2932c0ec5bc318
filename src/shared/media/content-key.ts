/**
 * A layer's content key is the JSON of what makes its image (the worker's painters and the editing canvas keep
 * one per layer); a file's URL stands in it as JSON writes it inside a string. `usesUrl(url)` is the test
 * "does this key show `url`?", with the URL escaped once rather than for every key.
 */
export function usesUrl(url: string): (key: string) => boolean {
  const quoted = JSON.stringify(url).slice(1, -1);
  return (key) => key.includes(quoted);
}
