/** What the sign-in form's fields hold. */
export interface SignInFields {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * What the fields hold in the DOM. The form's state can miss some of it: a password manager's
 * fill that Chrome hides from scripts until the user's next gesture.
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
