// Vite turns `import url from 'x.wasm?url'` into the URL of the file it copies into the build (declared for
// the worker's typecheck, which has no vite/client types).
declare module '*.wasm?url' {
  const url: string;
  export default url;
}
