/** Site languages (for the server and the editor UI) and the sign-in pages' strings (pure). */
export * from './languages.ts';
export * from './table.ts';
export { SIGN_IN_STRINGS, type SignInStringKey } from './sign-in.ts';
