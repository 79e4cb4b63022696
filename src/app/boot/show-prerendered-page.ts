/** A page as the build renders it in Node (`prerender-pages.tsx`) for index.html. */
export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** Emotion's rules for that markup, and the names Emotion knows them by (for hydration). */
  css: string;
  names: string[];
}

export interface PrerenderedPages {
  landing: PrerenderedPage;
  /** Its `css` ends with the rules for the form before hydration. */
  signIn: PrerenderedPage;
}

/** A page the build prerendered into a `<template>` of index.html. */
export interface PrerenderedPageSpec {
  /** `data-prerendered` of #root while the page is the build's HTML (main.tsx reads it). */
  name: string;
  templateId: string;
  /** The paths (`location.pathname`) that show it. */
  paths: string[];
  /** The page has a form: until React has taken it over, nothing it does may reach the network. */
  form?: boolean;
}

/**
 * Runs inline in the built index.html, right after the templates, before the first paint (the
 * build writes `(source of this function)(specs)`: it must use nothing from outside its body).
 * Every path is served the same index.html: it moves the template of the current path's page
 * into #root and removes every template, so other paths never have that markup in their DOM.
 *
 * A page with a form stays safe until React has hydrated it (the form's code removes
 * `data-prerendered` from #root once it holds what the user did before): a submit (Enter, a click
 * on its button, a password manager) is never sent by the browser (the form has no action: a GET
 * with the password in the URL) but marked `data-submit-pending` on #root for the form's code to
 * carry out; a click on a button with `data-fill` (the demo accounts) writes its values into the
 * form's fields, which the form's code then reads as typed text.
 */
export function showPrerenderedPage(pages: PrerenderedPageSpec[]): void {
  document.currentScript?.remove();
  const root = document.getElementById('root');
  const guard = (name: string) => {
    if (!root) return;
    const waiting = () => root.getAttribute('data-prerendered') === name;
    const onSubmit = (event: Event) => {
      if (!waiting()) {
        document.removeEventListener('submit', onSubmit, true);
        return;
      }
      event.preventDefault();
      root.setAttribute('data-submit-pending', '');
    };
    const onClick = (event: Event) => {
      if (!waiting()) {
        document.removeEventListener('click', onClick, true);
        return;
      }
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest('[data-fill]');
      const form = root.querySelector('form');
      if (!button || !form || !root.contains(button)) return;
      const values = JSON.parse(button.getAttribute('data-fill') ?? '{}') as Record<string, string>;
      for (const field of Object.keys(values)) {
        const input = form.elements.namedItem(field);
        if (input instanceof HTMLInputElement) input.value = values[field] ?? '';
      }
    };
    document.addEventListener('submit', onSubmit, true);
    document.addEventListener('click', onClick, true);
  };
  for (const page of pages) {
    const template = document.getElementById(page.templateId);
    template?.remove();
    if (!root || !(template instanceof HTMLTemplateElement)) continue;
    if (page.paths.indexOf(location.pathname) < 0) continue;
    root.setAttribute('data-prerendered', page.name);
    root.appendChild(template.content);
    if (page.form) guard(page.name);
  }
}
