import { PlaceholderPage } from "../components/placeholder-page";

export function FinishSignUpPage() {
  return (
    <PlaceholderPage
      heading="Signing you in..."
      description="Sign-in completion arrives with the sign-in work."
    />
  );
}
