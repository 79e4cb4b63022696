/** What the sign-in form's fields hold. */
export interface SignInFields {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** What the user did in the build's prerendered sign-in form before React took it over. */
export interface BeforeHydration extends SignInFields {
  /** A submit was made (and held back by the page's inline script: see show-prerendered-page.ts). */
  submit: boolean;
  /** The focus is in the form. */
  focused: boolean;
}

/**
 * What the fields hold in the DOM. The form's state can miss some of it: text typed or
 * autofilled before React listened (React 19 leaves such values in the DOM but does not tell the
 * form), a password manager's fill that Chrome hides from scripts until the user's next gesture.
 */
export function readSignInFields(form: HTMLFormElement): SignInFields {
  const input = (name: string) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement ? element : null;
  };
  return {
    email: input('email')?.value ?? '',
    password: input('password')?.value ?? '',
    rememberMe: input('rememberMe')?.checked ?? false,
  };
}

/**
 * Called once when the sign-in form has mounted. When it is the prerendered HTML that React has
 * just hydrated: what the user did before (the fields, a submit waiting); from then on the form is
 * React's (the page's guard stands down). Else (a client render: the dev server, or a visit from
 * another page of the app) null.
 */
export function takeOverPrerenderedForm(form: HTMLFormElement): BeforeHydration | null {
  const root = form.closest('[data-prerendered="sign-in"]');
  if (!root) return null;
  const submit = root.hasAttribute('data-submit-pending');
  root.removeAttribute('data-prerendered');
  root.removeAttribute('data-submit-pending');
  return { ...readSignInFields(form), submit, focused: form.contains(document.activeElement) };
}

/**
 * MUI knows a field is focused (its floating label, its outline) from the focus event, which came
 * before React listened: the focused field tells it again. Nothing moves: the focus, the caret and
 * the on-screen keyboard stay as they are.
 */
export function announceFocus(form: HTMLFormElement): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && form.contains(active))
    active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}
