/** Host-page API: mount the editor in a page, or drive one embedded in an iframe. */
export { mountEditor } from './editor.tsx';
export type { MountEditorOptions, MountedEditor } from './editor.tsx';
export { exposeEditor } from './bridge.ts';
export type { BridgeOptions } from './bridge.ts';
export { connectEditor, EditorError } from './client.ts';
export type { ConnectOptions, EditorConnection } from './client.ts';
export { CHANNEL, parseEditorMessage, parseHostMessage } from './messages.ts';
export type { EditorMessage, HostMessage, WireError } from './messages.ts';
export * from './types.ts';
