/** Only a path on this site: an SSO must never redirect to an address a form post names. */
export function safeReturnPath(returnURL: string | undefined): string {
  if (!returnURL?.startsWith('/') || returnURL.startsWith('//') || returnURL.includes('\\')) {
    return '/';
  }
  return returnURL;
}
