// The hidden frame every code runner runs in: sandboxed with scripts only (an opaque origin: no cookies,
// storage or parent page), out of sight and out of the tab order.
export const hiddenRunnerFrame = (src: string, title: string, allow?: string) => {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  if (allow) frame.setAttribute('allow', allow);
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = title;
  frame.style.display = 'none';
  frame.src = src;
  return frame;
};
