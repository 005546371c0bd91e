// The prerendered login page (packages/web/prerender.ts) paints with its own small stylesheet first; right after
// that first paint this fetches the app: the full stylesheet, the scripts and their preloads, kept inert in the
// <template id="app-files"> until now. A phone on a slow network so shows the form before downloading the app.
const files = document.getElementById('app-files');
const load = () => {
  if (!(files instanceof HTMLTemplateElement)) return;
  for (const original of files.content.children) {
    // A fresh element (not a clone of the inert one), so that the browser fetches and runs it.
    const element = document.createElement(original.tagName.toLowerCase());
    for (const { name, value } of original.attributes) element.setAttribute(name, value);
    document.head.append(element);
  }
  files.remove();
};
// The frame after this one has been painted.
requestAnimationFrame(() => setTimeout(load, 0));
