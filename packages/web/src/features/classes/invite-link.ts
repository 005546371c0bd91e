/** The link that opens the student signup with this class's code filled in (the login page's `?signup=`). */
export const inviteLink = (code: string) =>
  `${window.location.origin}/login?signup=student&code=${encodeURIComponent(code)}`;
