import { SignInPrompt } from './SignInPrompt';

/** Shown when the account exists but the automatic sign-in did not work. */
export function RegisterSuccess() {
  return (
    <SignInPrompt title="Account created" action="Sign In">
      Your organization and administrator account are ready. Sign in to get started.
    </SignInPrompt>
  );
}
