/**
 * The account feature's public face. Its pages (AccountPage, ChangeEmailPage) are loaded by the router's dynamic
 * imports, straight from their files, so each stays its own chunk; nothing else is used outside the folder yet.
 */
export {}
