// The login page arrives prerendered (packages/web/prerender.ts): a visitor sees it, and may start typing or
// press a button, before the app's scripts have run. When the app takes over it replaces that markup with the
// same page, and carries over what was typed, where the cursor was and the button pressed (noted by
// public/shell-boot.js), so nothing typed or pressed is lost.

/** Marks the prerendered markup inside #root. */
export const SHELL_ATTRIBUTE = 'data-shell';
/** Set on #root by public/shell-boot.js: the place among the page's buttons, and the words, of a button pressed. */
const PRESS_ATTRIBUTE = 'data-shell-press';
const PRESS_TEXT_ATTRIBUTE = 'data-shell-press-text';

export interface ShellInput {
  username: string;
  password: string;
  /** The field that had the focus, if any. */
  focused: 'username' | 'password' | null;
  /** The button pressed before the app was there (Enter in a field: Log in), by place and words. */
  pressed: { index: number; text: string } | null;
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
 * come in between and be lost. Kept until `finishShellTakeover` (the page's first effect), so that a second
 * call in the same drawing reads the same.
 */
export const carriedShellInput = (): ShellInput | null => {
  if (carried || !shellRoot) return carried;
  const root = shellRoot;
  shellRoot = null;
  const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const username = field('username');
  const password = field('password');
  const active = document.activeElement;
  const index = Number(root.getAttribute(PRESS_ATTRIBUTE) ?? '-1');
  carried = {
    username: username?.value ?? '',
    password: password?.value ?? '',
    focused: active === username ? 'username' : active === password ? 'password' : null,
    pressed: index >= 0 ? { index, text: root.getAttribute(PRESS_TEXT_ATTRIBUTE) ?? '' } : null,
  };
  for (const name of [SHELL_ATTRIBUTE, PRESS_ATTRIBUTE, PRESS_TEXT_ATTRIBUTE]) root.removeAttribute(name);
  return carried;
};

/**
 * After the login page's first drawing: presses the button of the app's page that was pressed in the
 * prerendered one (same place, same words; the two pages are drawn by the same components), then forgets what
 * was carried over (a password above all).
 */
export const finishShellTakeover = (page: HTMLElement | null) => {
  const pressed = carried?.pressed;
  carried = null;
  if (!pressed || !page) return;
  const button = page.querySelectorAll('button')[pressed.index];
  if (button && button.textContent === pressed.text) button.click();
};
