import { SignInPrompt } from './SignInPrompt';

export type CheckYourEmailProps = {
  email: string;
};

export function CheckYourEmail({ email }: CheckYourEmailProps) {
  return (
    <SignInPrompt title="Check your email" action="Back to sign in">
      If an account exists for {email}, we have sent a link to reset your password.
    </SignInPrompt>
  );
}
