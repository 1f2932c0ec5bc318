// Vite turns `import url from 'x.wasm?url'` into the URL of the file it copies into the build. The page's
// typecheck knows such imports from vite/client; the worker's does not, so the one used here is declared.
declare module '@resvg/resvg-wasm/index_bg.wasm?url' {
  const url: string;
  export default url;
}
