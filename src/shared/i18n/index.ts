/** Site languages and string tables (pure: usable by the server's sign-in pages and by the editor UI). */
export * from './languages.ts';
export * from './table.ts';
export { SIGN_IN_STRINGS, type SignInStringKey } from './sign-in.ts';
