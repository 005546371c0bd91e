// The login page arrives prerendered (packages/web/prerender.tsx): a visitor sees it, and may start typing,
// before the app's scripts have run. When the app takes over it replaces that markup with the same page, and
// carries over what was typed and where the cursor was, so nothing typed is lost.

/** Marks the prerendered markup inside #root. */
export const SHELL_ATTRIBUTE = 'data-shell';

export interface ShellInput {
  username: string;
  password: string;
  /** The field that had the focus, if any. */
  focused: 'username' | 'password' | null;
  /** Log in was pressed (or Enter typed) before the app was there (public/shell-boot.js noted it). */
  submitted: boolean;
}

let carried: ShellInput | null = null;

/** Reads the prerendered form's fields before the app replaces them; true when the page was prerendered. */
export const takeOverShell = (root: HTMLElement): boolean => {
  if (!root.hasAttribute(SHELL_ATTRIBUTE)) return false;
  const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const username = field('username');
  const password = field('password');
  const active = document.activeElement;
  carried = {
    username: username?.value ?? '',
    password: password?.value ?? '',
    focused: active === username ? 'username' : active === password ? 'password' : null,
    submitted: root.hasAttribute('data-shell-submit'),
  };
  root.removeAttribute(SHELL_ATTRIBUTE);
  root.removeAttribute('data-shell-submit');
  return true;
};

/** What was typed into the prerendered form, once (the login page's first render); null when nothing was. */
export const carriedShellInput = (): ShellInput | null => {
  const input = carried;
  carried = null;
  return input;
};
