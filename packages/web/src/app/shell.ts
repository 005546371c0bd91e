// The login page arrives prerendered (packages/web/prerender.ts): a visitor sees it, and may start typing or
// press Log in, before the app's scripts have run. When the app takes over it replaces that markup with the same
// page, and carries over what was typed, where the cursor was and a press of Log in (noted by
// public/shell-boot.js), so nothing typed or pressed is lost.

/** Marks the prerendered markup inside #root. */
export const SHELL_ATTRIBUTE = 'data-shell';
/** Set on #root by public/shell-boot.js when Log in was pressed (or Enter typed) in the prerendered form. */
const SUBMIT_ATTRIBUTE = 'data-shell-submit';

export interface ShellInput {
  username: string;
  password: string;
  /** The field that had the focus, if any. */
  focused: 'username' | 'password' | null;
  /** Log in was pressed (or Enter typed) before the app was there. */
  submitted: boolean;
}

let shellRoot: HTMLElement | null = null;
let carried: ShellInput | null = null;

/** main.tsx, before the app's first drawing: the page came prerendered with a form to carry over. */
export const keepShellForm = (root: HTMLElement) => {
  if (!root.hasAttribute(SHELL_ATTRIBUTE)) return;
  if (root.querySelector('form')) shellRoot = root;
  else root.removeAttribute(SHELL_ATTRIBUTE);
};

/**
 * What was typed into the prerendered form; null when there was none. Read during the login page's first
 * drawing, which runs in the same task as the one that replaces the prerendered form, so no key or press can
 * come in between and be lost. Kept until `forgetShellInput` (the page's first effect), so that a second call
 * in the same drawing reads the same.
 */
export const carriedShellInput = (): ShellInput | null => {
  if (carried || !shellRoot) return carried;
  const root = shellRoot;
  shellRoot = null;
  const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const username = field('username');
  const password = field('password');
  const active = document.activeElement;
  carried = {
    username: username?.value ?? '',
    password: password?.value ?? '',
    focused: active === username ? 'username' : active === password ? 'password' : null,
    submitted: root.hasAttribute(SUBMIT_ATTRIBUTE),
  };
  root.removeAttribute(SHELL_ATTRIBUTE);
  root.removeAttribute(SUBMIT_ATTRIBUTE);
  return carried;
};

/** The login page has drawn: what was carried over is not kept any longer (a password above all). */
export const forgetShellInput = () => {
  carried = null;
};
