/** A page as the build renders it in Node (`prerender-pages.tsx`) for index.html. */
export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** Emotion's rules for that markup, and the names Emotion knows them by (for hydration). */
  css: string;
  names: string[];
}

/**
 * Runs inline in the built index.html, right after the template, before the first paint (the
 * build writes `(source of this function)(args)`: it must use nothing from outside its body).
 * Every path is served the same index.html: on `paths` it moves the prerendered page into #root
 * (marked `data-prerendered` for main.tsx), and it removes the template everywhere, so other
 * paths never have that markup in their DOM.
 */
export function showPrerenderedPage(templateId: string, paths: string[]): void {
  document.currentScript?.remove();
  const template = document.getElementById(templateId);
  template?.remove();
  const root = document.getElementById('root');
  if (!root || !(template instanceof HTMLTemplateElement)) return;
  if (paths.indexOf(location.pathname) < 0) return;
  root.setAttribute('data-prerendered', templateId);
  root.appendChild(template.content);
}
